// Where the campaign stands on a given day. The pages are prerendered: "today" is the day of the
// build in Brasília (buildDay), and the daily rebuild moves a campaign from running to ended.
import type { Figures, FiguresWithGoal, Goal } from "~/content/source/schema";

/**
 * None while the fund sets no goal; running up to and including its deadline; ended from the day
 * after, until a new goal is set.
 */
export type CampaignState = "none" | "running" | "ended";

/** `today` and the deadline are calendar dates, "2025-12-31", which compare as text. */
export function campaignState(
  goal: Pick<Goal, "deadline"> | undefined,
  today: string,
): CampaignState {
  if (goal === undefined) return "none";
  return goal.deadline < today ? "ended" : "running";
}

/** Whether the fund has a campaign, running or ended: its figures set a goal. */
export function hasGoal(figures: Figures): figures is FiguresWithGoal {
  return figures.goal !== undefined;
}

// Where the campaign stands on a given day. The pages are prerendered: "today" is the day of the
// build in Brasília (buildDay), and the daily rebuild moves a campaign from running to ended.
import type { Figures } from "~/content/source/schema";

/** Running up to and including its deadline; ended from the day after, until a new goal is set. */
export type CampaignState = "running" | "ended";

/** `today` and the deadline are calendar dates, "2025-12-31", which compare as text. */
export function campaignState(
  goal: Pick<Figures["goal"], "deadline">,
  today: string,
): CampaignState {
  return goal.deadline < today ? "ended" : "running";
}

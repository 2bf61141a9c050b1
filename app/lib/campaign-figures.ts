import type { Campaign, FiguresWithGoal } from "~/content/source/schema";
import type { UnreadRow } from "../sheets/class-totals";
import { type CampaignState, campaignState } from "./campaign-state";
import { formatShortDate } from "./dates";
import { fillIn } from "./fill-in";
import { DEFAULT_LOCALE, type Locale } from "./locale";
import { formatLargeReais, formatPercent } from "./money";
import { rowNumbersText } from "../sheets/row-numbers";

/** What the campaign's progress says: "R$ 14,2 milhões comprometidos de R$ 25 milhões (56,8%)". */
export type CampaignFigures = {
  state: Exclude<CampaignState, "none">;
  text: string;
  /** How full the bar is, in percent (at most 100): committed against the goal. */
  filledPercent: number;
};

/**
 * The campaign on `today` (the build's day): while it runs, what is committed against the goal,
 * which is a goal of commitments, in the words of `committedOfGoal` ("{comprometido} comprometidos
 * de {meta}") and the share; once its deadline has passed, that it ended and what it reached.
 * Numbers and dates follow `locale`, the language of the words.
 */
export function campaignFigures(
  figures: FiguresWithGoal,
  committedOfGoal: string,
  today: string,
  locale: Locale = DEFAULT_LOCALE,
): CampaignFigures {
  const { committed, goal } = figures;
  const state = campaignState(goal, today) === "ended" ? "ended" : "running";
  const text =
    state === "ended"
      ? campaignEndedText(figures, locale)
      : `${fillIn(committedOfGoal, {
          comprometido: formatLargeReais(committed.reais, locale),
          meta: formatLargeReais(goal.reais, locale),
        })} (${shareOfGoal(figures, locale)})`;
  const share = committed.reais / goal.reais;
  return {
    state,
    text,
    filledPercent: Math.min(100, Math.max(0, share * 100)),
  };
}

/** "Campanha encerrada em 31/12/2025: R$ 14,2 milhões comprometidos, 56,8% da meta de R$ 25 milhões" */
export function campaignEndedText(
  figures: FiguresWithGoal,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const { committed, goal, campaign } = figures;
  return fillIn(campaign.ended, {
    data: formatShortDate(goal.deadline, locale),
    comprometido: formatLargeReais(committed.reais, locale),
    percentual: shareOfGoal(figures, locale),
    meta: formatLargeReais(goal.reais, locale),
  });
}

/** The committed figure's share of the goal: "56,8%"; a first gift never reads "0%", but "menos de 0,1%". */
function shareOfGoal(
  figures: FiguresWithGoal,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const share = figures.committed.reais / figures.goal.reais;
  const rounded = formatPercent(share, locale);
  return share > 0 && rounded === formatPercent(0, locale)
    ? fillIn(figures.campaign.lessThan, {
        percentual: formatPercent(0.001, locale),
      })
    : rounded;
}

/**
 * Why the published received figure stands although the classes sheet was read: the rows whose
 * money it could not read ("" when none).
 */
export function incompleteNote(
  texts: Pick<Campaign, "receivedIncomplete" | "sheetRow">,
  unreadRows: UnreadRow[],
): string {
  if (unreadRows.length === 0) return "";
  return fillIn(texts.receivedIncomplete, {
    linhas: rowNumbersText(
      texts.sheetRow,
      unreadRows.map((row) => row.rowNumber),
    ),
  });
}

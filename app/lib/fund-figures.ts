import type {
  FigureName,
  Figures,
  FiguresWithGoal,
} from "~/content/source/schema";
import { campaignState, hasGoal } from "./campaign-state";
import { formatShortDate } from "./dates";
import { fillIn } from "./fill-in";
import { DEFAULT_LOCALE, type Locale } from "./locale";
import { formatDecimal, formatLargeReais } from "./money";

/** One of the fund's figures as every page states it: "R$ 14,2 milhões", its label, its date. */
export type FigureStatement = {
  value: string;
  label: string;
  /**
   * "em 30/09/2025" for a position; for the goal, "até 31/12/2025" up to its deadline and
   * "encerrada em 31/12/2025" once `today` (the build's day) is past it.
   */
  when: string;
};

/** A figure as stated on `today`; none for the goal while the fund has no campaign. */
export function figureStatement(
  figures: Figures,
  name: Exclude<FigureName, "goal">,
  today: string,
  locale?: Locale,
): FigureStatement;
export function figureStatement(
  figures: Figures,
  name: FigureName,
  today: string,
  locale?: Locale,
): FigureStatement | undefined;
export function figureStatement(
  figures: Figures,
  name: FigureName,
  today: string,
  locale: Locale = DEFAULT_LOCALE,
): FigureStatement | undefined {
  if (name === "goal")
    return hasGoal(figures) ? goalStatement(figures, today, locale) : undefined;
  const figure = figures[name];
  return {
    value:
      "reais" in figure
        ? formatLargeReais(figure.reais, locale)
        : formatDecimal(figure.count, 0, locale),
    label: figure.label,
    when: fillIn(figures.dateWords.asOf, {
      data: formatShortDate(figure.date, locale),
    }),
  };
}

/** The campaign's goal: "R$ 25 milhões", its label, "até 31/12/2025" or "encerrada em 31/12/2025". */
export function goalStatement(
  { goal, dateWords }: FiguresWithGoal,
  today: string,
  locale: Locale = DEFAULT_LOCALE,
): FigureStatement {
  const deadlineWords =
    campaignState(goal, today) === "ended" ? dateWords.ended : dateWords.until;
  return {
    value: formatLargeReais(goal.reais, locale),
    label: goal.label,
    when: fillIn(deadlineWords, {
      data: formatShortDate(goal.deadline, locale),
    }),
  };
}

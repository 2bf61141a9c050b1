import type { FigureName, Figures } from "~/content/source/schema";
import { formatShortDate } from "./dates";
import { fillIn } from "./fill-in";
import { DEFAULT_LOCALE, type Locale } from "./locale";
import { formatDecimal, formatLargeReais } from "./money";

/** One of the fund's figures as every page states it: "R$ 14,2 milhões", its label, its date. */
export type FigureStatement = {
  value: string;
  label: string;
  /** "em 30/09/2025" for a position, "até 31/12/2025" for the goal. */
  when: string;
};

export function figureStatement(
  figures: Figures,
  name: FigureName,
  locale: Locale = DEFAULT_LOCALE,
): FigureStatement {
  const { asOf, until } = figures.dateWords;
  if (name === "goal") {
    const { reais, deadline, label } = figures.goal;
    return {
      value: formatLargeReais(reais, locale),
      label,
      when: fillIn(until, { data: formatShortDate(deadline, locale) }),
    };
  }
  const figure = figures[name];
  return {
    value:
      "reais" in figure
        ? formatLargeReais(figure.reais, locale)
        : formatDecimal(figure.count, 0, locale),
    label: figure.label,
    when: fillIn(asOf, { data: formatShortDate(figure.date, locale) }),
  };
}

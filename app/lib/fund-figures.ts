import type { FigureName, Figures } from "~/content/source/schema";
import { formatShortDate } from "./dates";
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
): FigureStatement {
  if (name === "goal") {
    const { reais, deadline, label } = figures.goal;
    return {
      value: formatLargeReais(reais),
      label,
      when: `até ${formatShortDate(deadline)}`,
    };
  }
  const figure = figures[name];
  return {
    value:
      "reais" in figure
        ? formatLargeReais(figure.reais)
        : formatDecimal(figure.count, 0),
    label: figure.label,
    when: `em ${formatShortDate(figure.date)}`,
  };
}

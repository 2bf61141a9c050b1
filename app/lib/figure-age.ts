// What the build tells the officer about figures that time has overtaken: the unattended daily
// rebuild publishes them anyway (a warning, never a failure), and its log says what to update.
import type { Figures } from "~/content/source/schema";
import { problemLine } from "../content/source/problems.ts";
import { campaignState } from "./campaign-state.ts";
import { formatShortDate } from "./dates.ts";

/** A figure older than this many months is out of date. */
export const FIGURE_MONTHS = 6;

const DATED_FIGURES = ["committed", "received", "donors", "classes"] as const;

/**
 * Whether a figure taken on `date` is more than six months old on `today` (calendar dates,
 * "2025-09-30"): six months after 30/09/2025 is 30/03/2026, so it is out of date from 31/03/2026.
 * Six months after 31/08 is the last day of February.
 */
export function isOutOfDate(date: string, today: string): boolean {
  return sixMonthsAfter(date) < today;
}

function sixMonthsAfter(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [
    number,
    number,
    number,
  ];
  const monthIndex = month - 1 + FIGURE_MONTHS;
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, monthIndex, Math.min(day, lastDay)))
    .toISOString()
    .slice(0, 10);
}

/**
 * One Portuguese line per figure of `file` (content/pt-BR/numeros.yml) to update on `today`: each
 * figure older than six months, and the goal once its deadline has passed.
 */
export function outdatedFigureLines(
  figures: Figures,
  today: string,
  file: string,
): string[] {
  const lines = DATED_FIGURES.filter((name) =>
    isOutOfDate(figures[name].date, today),
  ).map((name) =>
    problemLine(
      file,
      [name, "date"],
      `o número é de ${formatShortDate(figures[name].date)}, mais de ${FIGURE_MONTHS} meses atrás; atualize \`${name}.${"reais" in figures[name] ? "reais" : "count"}\` e a data`,
    ),
  );
  const { goal } = figures;
  if (goal && campaignState(goal, today) === "ended")
    lines.push(
      problemLine(
        file,
        ["goal", "deadline"],
        `o prazo da meta passou em ${formatShortDate(goal.deadline)}; o site mostra a campanha como encerrada até que uma nova meta seja posta em \`goal.reais\` e \`goal.deadline\`, ou que a meta seja apagada, quando não houver campanha`,
      ),
    );
  return lines;
}

import { type ColumnSpec, parseCsvTable } from "./csv";
import { parseThousandsOfReais } from "./money";

/** How many classes the chart shows before the visitor asks for all of them. */
export const DEFAULT_VISIBLE_CLASSES = 8;

/** One bar of the class chart: everything a class gave, summed over its rows. */
export type ClassTotal = {
  /** The class id as the chart labels it: "T98". */
  turmaId: string;
  /** Graduation year from the id (T98 → 1998, T05 → 2005); 0 when the id is not T + two digits. */
  classYear: number;
  /** R$ mil, always greater than 0. */
  donatedThousands: number;
};

const classColumns = {
  turma: { aliases: ["turma"], isRequired: true },
  valor: { aliases: ["valor", "value"], isRequired: true },
} satisfies Record<string, ColumnSpec>;

/** The class id a turma cell stands for: spaces removed, upper case (" t 98 " → "T98"). */
export function turmaId(turma: string): string {
  return turma.replace(/\s+/g, "").toUpperCase();
}

/** "T98" → 1998, "T05" → 2005: two digits after the T, below 50 in the 2000s. Invalid → 0. */
export function classYear(turma: string): number {
  const match = /^T(\d{2})$/.exec(turmaId(turma));
  if (!match?.[1]) return 0;
  const year = Number(match[1]);
  return year < 50 ? 2000 + year : 1900 + year;
}

/**
 * Class rows → one total per class, largest first; equal totals keep the sheet's order.
 * A row counts only with a turma and an amount above zero.
 */
export function sumClassTotals(
  rows: Array<{ turma: string; valor: string }>,
): ClassTotal[] {
  const totals = new Map<string, ClassTotal>();
  for (const row of rows) {
    const id = turmaId(row.turma);
    const donatedThousands = parseThousandsOfReais(row.valor);
    if (id === "" || !(donatedThousands > 0)) continue;
    const total = totals.get(id);
    if (total) total.donatedThousands += donatedThousands;
    else
      totals.set(id, {
        turmaId: id,
        classYear: classYear(id),
        donatedThousands,
      });
  }
  // Array.prototype.sort is stable, so ties stay in first-seen order.
  return [...totals.values()].sort(
    (a, b) => b.donatedThousands - a.donatedThousands,
  );
}

/** The class-totals sheet (CSV) → the chart's bars, largest first. */
export function parseClassTotals(csvText: string): ClassTotal[] {
  return sumClassTotals(parseCsvTable(csvText, classColumns));
}

/** The bars on screen: the first DEFAULT_VISIBLE_CLASSES, or all of them when expanded. */
export function visibleClassTotals(
  classTotals: ClassTotal[],
  isExpanded: boolean,
): ClassTotal[] {
  return isExpanded
    ? classTotals
    : classTotals.slice(0, DEFAULT_VISIBLE_CLASSES);
}

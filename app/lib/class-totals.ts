import { classYear, parseTurmaId } from "./class-id";
import { foreignCurrency, readReais } from "./money";
import { quote, type RowNotice } from "./sheet-notices";

/** How many classes the chart shows before the visitor asks for all of them. */
export const DEFAULT_VISIBLE_CLASSES = 8;

/** One bar of the class chart: everything a class gave, summed over its rows. */
export type ClassTotal = {
  /** The class id as the chart labels it: "T98". */
  turmaId: string;
  /** Graduation year from the id (T98 → 1998, T05 → 2005). */
  classYear: number;
  /** R$ mil, always greater than 0. */
  donatedThousands: number;
};

type ClassRow = { turma: string; valor: string; rowNumber: number };

/** A class row read: its class and amount, or why it is left out of the chart. */
export function readClassRow(row: {
  turma: string;
  valor: string;
}): { turmaId: string; reais: number } | { problem: string } {
  if (row.turma === "") return { problem: "turma vazia; linha ignorada." };
  const turmaId = parseTurmaId(row.turma);
  if (!turmaId) {
    return {
      problem: `${quote(row.turma)} não é uma turma (escreva T98, 1998 ou Turma de 1998); linha fora do gráfico.`,
    };
  }
  const value = quote(row.valor);
  const currency = foreignCurrency(row.valor);
  if (currency) {
    return {
      problem: `valor ${value} em ${currency}, não em reais; linha ignorada (escreva o valor em reais).`,
    };
  }
  const reais = readReais(row.valor);
  if (Number.isNaN(reais)) {
    return { problem: `valor ${value} ilegível; linha ignorada.` };
  }
  if (reais < 0) return { problem: `valor ${value} negativo; linha ignorada.` };
  if (reais === 0) return { problem: `valor ${value} é zero; linha ignorada.` };
  return { turmaId, reais };
}

/**
 * Class rows → one total per class, largest first (equal totals keep the sheet's order), and the
 * rows left out with why. A row counts only with a class id and an amount above zero.
 */
export function sumClassTotals(rows: ClassRow[]): {
  classTotals: ClassTotal[];
  notices: RowNotice[];
} {
  const totals = new Map<string, ClassTotal>();
  const notices: RowNotice[] = [];
  for (const row of rows) {
    const read = readClassRow(row);
    if ("problem" in read) {
      notices.push({ rowNumber: row.rowNumber, problem: read.problem });
      continue;
    }
    const { turmaId } = read;
    const donatedThousands = read.reais / 1000;
    const total = totals.get(turmaId);
    if (total) total.donatedThousands += donatedThousands;
    else
      totals.set(turmaId, {
        turmaId,
        classYear: classYear(turmaId),
        donatedThousands,
      });
  }
  // Array.prototype.sort is stable, so ties stay in first-seen order.
  const classTotals = [...totals.values()].sort(
    (a, b) => b.donatedThousands - a.donatedThousands,
  );
  return { classTotals, notices };
}

/** The bars on screen: the first DEFAULT_VISIBLE_CLASSES, or all of them when expanded. */
export function visibleClassTotals<T>(
  classTotals: T[],
  isExpanded: boolean,
): T[] {
  return isExpanded
    ? classTotals
    : classTotals.slice(0, DEFAULT_VISIBLE_CLASSES);
}

/** Everything the classes sheet adds up to, in reais: the sum of the chart's bars. */
export function totalDonatedReais(classTotals: ClassTotal[]): number {
  return classTotals.reduce(
    (sum, classTotal) => sum + classTotal.donatedThousands * 1000,
    0,
  );
}

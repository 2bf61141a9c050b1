// Reading the class-totals sheet, apart from ./class-totals so that a page that only charts the
// totals does not load the CSV parser.
import { type ClassTotals, sumClassTotals } from "./class-totals";
import { type ColumnSpec, parseCsvTable } from "./csv";

/** The column of an amount in reais, as the classes sheet heads it. */
export const amountColumn = {
  aliases: ["valor", "value"],
  alsoAccepted: ["valor total", "valor doado", "total doado"],
  isRequired: true,
} satisfies ColumnSpec;

const classColumns = {
  turma: {
    aliases: ["turma"],
    alsoAccepted: ["turma de formatura"],
    isRequired: true,
  },
  valor: amountColumn,
  moeda: { aliases: ["moeda"], alsoAccepted: ["currency"], isRequired: false },
} satisfies Record<string, ColumnSpec>;

/**
 * The class-totals sheet (CSV) → the chart's bars, largest first, the rows left out, and what
 * the classes gave.
 */
export function parseClassTotals(csvText: string): ClassTotals {
  const table = parseCsvTable(csvText, classColumns);
  const sums = sumClassTotals(table.rows);
  return {
    ...sums,
    notices: [...table.notices, ...sums.notices].sort(
      (a, b) => a.rowNumber - b.rowNumber,
    ),
  };
}

// Reading the class-totals sheet, apart from ./class-totals so that a page that only charts the
// totals does not load the CSV parser.
import { sumClassTotals } from "./class-totals";
import { type ColumnSpec, parseCsvTable } from "./csv";

const classColumns = {
  turma: { aliases: ["turma"], isRequired: true },
  valor: { aliases: ["valor", "value"], isRequired: true },
} satisfies Record<string, ColumnSpec>;

/** The class-totals sheet (CSV) → the chart's bars, largest first, and the rows left out. */
export function parseClassTotals(
  csvText: string,
): ReturnType<typeof sumClassTotals> {
  const table = parseCsvTable(csvText, classColumns);
  const { classTotals, notices } = sumClassTotals(table.rows);
  return {
    classTotals,
    notices: [...table.notices, ...notices].sort(
      (a, b) => a.rowNumber - b.rowNumber,
    ),
  };
}

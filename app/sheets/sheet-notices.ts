/** The two published sheets, by the name the fund's officers give them. */
export type SheetName = "doadores" | "turmas";

/** A row read with a caveat, or left out: what the person who edits the sheet should look at. */
export type RowNotice = { rowNumber: number; problem: string };

const SHEET_TITLES: Record<SheetName, string> = {
  doadores: "Planilha de doadores",
  turmas: "Planilha de turmas",
};

/** "Planilha de turmas": how messages for officers name a sheet. */
export function sheetTitle(sheet: SheetName): string {
  return SHEET_TITLES[sheet];
}

/** "Planilha de turmas, linha 17: “TOTAL” não é uma turma; linha fora do gráfico." */
export function describeRowNotice(sheet: SheetName, notice: RowNotice): string {
  return `${sheetTitle(sheet)}, linha ${notice.rowNumber}: ${notice.problem}`;
}

/** A header or value as the officer typed it, in Portuguese quotation marks. */
export function quote(text: string): string {
  return `“${text}”`;
}

/**
 * What a notice says first of a class after the latest one, a typo more likely than a class still to
 * enter ITA: "turma “T49” seria a que se forma em 2049, depois da última turma (2032)".
 */
export function futureClassNotice(
  typed: string,
  year: number,
  latestYear: number,
): string {
  return `turma ${quote(typed)} seria a que se forma em ${year}, depois da última turma (${latestYear})`;
}

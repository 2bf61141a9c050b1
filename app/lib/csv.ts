import Papa from "papaparse";
import { normalizeText } from "./normalize-text";

/**
 * The text is not a usable CSV table: a parse error, an HTML page, or a missing column. The
 * message, in Portuguese, says what is wrong and where, for the person who edits the sheet.
 */
export class CsvFormatError extends Error {
  name = "CsvFormatError";
}

/** Each column a table needs: the header spellings it accepts, and whether it must be there. */
export type ColumnSpec = { aliases: readonly string[]; isRequired: boolean };

/** One data row: the named columns' values, and the row's number in the sheet (header = 1). */
export type CsvRow<Column extends string> = Record<Column, string> & {
  rowNumber: number;
};

const QUOTE_PROBLEMS: Record<string, string> = {
  MissingQuotes: "aspas abertas e nunca fechadas",
  InvalidQuotes: "aspas no meio de um valor",
};

/**
 * Parses CSV text with a header row into rows holding only the named columns, each value
 * trimmed ("" when an optional column is absent). Empty rows are skipped; a BOM and CRLF are
 * fine. Throws CsvFormatError on any parse error, on HTML, on a row whose number of cells differs
 * from the header's, and on a missing required column.
 */
export function parseCsvTable<Column extends string>(
  text: string,
  columns: Record<Column, ColumnSpec>,
): Array<CsvRow<Column>> {
  if (text.trimStart().startsWith("<")) {
    throw new CsvFormatError(
      "o endereço devolveu uma página HTML, não CSV: a planilha não está publicada como CSV, ou o endereço está errado.",
    );
  }
  // Records keep their place: record i is row i + 1 of the sheet, empty rows included.
  const { data: records, errors } = Papa.parse<string[]>(text, {
    delimiter: ",",
    skipEmptyLines: false,
  });
  const [firstError] = errors;
  if (firstError) {
    const problem = QUOTE_PROBLEMS[firstError.code] ?? firstError.message;
    throw new CsvFormatError(`linha ${(firstError.row ?? 0) + 1}: ${problem}.`);
  }
  const headerIndex = records.findIndex((record) => !isBlank(record));
  const headers = records[headerIndex];
  if (!headers) throw new CsvFormatError("a planilha está vazia.");
  const names = Object.keys(columns) as Column[];
  const indexOf = {} as Record<Column, number>;
  for (const name of names) {
    const { aliases, isRequired } = columns[name];
    indexOf[name] = headers.findIndex((header) =>
      aliases.includes(normalizeText(header)),
    );
    if (isRequired && indexOf[name] === -1) {
      throw new CsvFormatError(
        `falta a coluna ${aliases.map(quote).join(" ou ")} na primeira linha; colunas encontradas: ${headers.map((header) => quote(header.trim())).join(", ")}.`,
      );
    }
  }
  const rows: Array<CsvRow<Column>> = [];
  records.forEach((record, index) => {
    if (index <= headerIndex || isBlank(record)) return;
    const rowNumber = index + 1;
    if (record.length !== headers.length) {
      throw new CsvFormatError(
        `linha ${rowNumber}: ${record.length} ${record.length === 1 ? "célula" : "células"}, mas o cabeçalho tem ${headers.length} (uma vírgula a mais ou a menos fora de aspas?).`,
      );
    }
    const row = { rowNumber } as CsvRow<Column>;
    for (const name of names) {
      (row as Record<Column, string>)[name] =
        record[indexOf[name]]?.trim() ?? "";
    }
    rows.push(row);
  });
  return rows;
}

function isBlank(record: string[]): boolean {
  return record.every((cell) => cell.trim() === "");
}

/** A header or value as the officer typed it, in Portuguese quotation marks. */
export function quote(text: string): string {
  return `“${text}”`;
}

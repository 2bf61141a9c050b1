import Papa from "papaparse";
import { CsvFormatError } from "./csv-format-error";
import {
  type ColumnSpec,
  listed,
  matchColumns,
  readCell,
} from "./sheet-columns";
import { quote, type RowNotice } from "./sheet-notices";
import { refuseWebPage } from "./text-encoding";

export type { ColumnSpec } from "./sheet-columns";

/** One data row: the named columns' values, and the row's number in the sheet (header = 1). */
export type CsvRow<Column extends string> = Record<Column, string> & {
  rowNumber: number;
};

/** A column of the sheet that no spelling of the table's columns names: its cells read on request. */
export type OtherColumn = {
  index: number;
  header: string;
  cells: () => string[];
};

/**
 * A table read: its rows, what the person who edits the sheet should look at, the header's row
 * number, the optional columns the header lacks, and the sheet's other columns.
 */
export type CsvTable<Column extends string> = {
  rows: Array<CsvRow<Column>>;
  notices: RowNotice[];
  headerRowNumber: number;
  absentColumns: Column[];
  otherColumns: OtherColumn[];
};

const QUOTE_PROBLEMS: Record<string, string> = {
  MissingQuotes: "aspas abertas e nunca fechadas",
  InvalidQuotes: "aspas no meio de um valor",
};

// What a sheet exported by hand may separate its cells with: Excel in pt-BR writes ";", its
// "Unicode text" a tab. The header row decides, as it holds no commas of its own.
const DELIMITERS: Record<string, string> = {
  ",": "uma vírgula",
  ";": "um ponto e vírgula",
  "\t": "uma tabulação",
};

/**
 * Parses CSV text with a header row into rows holding only the named columns, each value
 * trimmed ("" when an optional column is absent), headers matched as ./sheet-columns says. Empty
 * rows are skipped; a BOM and CRLF are fine; cells may be separated by commas, semicolons or
 * tabs. Throws CsvFormatError on any parse error, on HTML, on a row whose number of cells differs
 * from the header's, and on a missing required column; reports headers read with a caveat and a
 * header with no rows below it. Which optional columns are absent, and the cells of the columns
 * no spelling matches, are handed back for the caller to judge.
 */
export function parseCsvTable<Column extends string>(
  text: string,
  columns: Record<Column, ColumnSpec>,
): CsvTable<Column> {
  refuseWebPage(text);
  const delimiter = headerDelimiter(text);
  // Records keep their place: record i is row i + 1 of the sheet, empty rows included.
  const { data: records, errors } = Papa.parse<string[]>(text, {
    delimiter,
    skipEmptyLines: false,
  });
  const [firstError] = errors;
  if (firstError) {
    const problem = QUOTE_PROBLEMS[firstError.code] ?? firstError.message;
    throw new CsvFormatError(`linha ${(firstError.row ?? 0) + 1}: ${problem}.`);
  }
  const firstIndex = records.findIndex((record) => !isBlank(record));
  if (firstIndex === -1) throw new CsvFormatError("a planilha está vazia.");
  const headerIndex = findHeader(records, firstIndex, columns);
  const headers = records[headerIndex] ?? [];
  const headerRowNumber = headerIndex + 1;
  const dataRecords = recordsBelowHeader(records, headerIndex, delimiter);
  const matched = matchColumns(
    headers,
    dataRecords.map(({ record }) => record),
    columns,
  );
  if ("missing" in matched) throw new CsvFormatError(matched.missing);
  const notices: RowNotice[] = matched.headerProblems.map((problem) => ({
    rowNumber: headerRowNumber,
    problem,
  }));
  const titleRows = filledRowNumbers(records.slice(0, headerIndex));
  if (titleRows.length > 0) {
    notices.push({
      rowNumber: headerRowNumber,
      problem: `${aboveHeader(titleRows, headerRowNumber)}; lida a partir do cabeçalho da linha ${headerRowNumber}. Apague ${titleRows.length === 1 ? "essa linha" : "essas linhas"}, para que o cabeçalho seja a primeira linha.`,
    });
  }
  if (dataRecords.length === 0) {
    notices.push({
      rowNumber: headerRowNumber,
      problem: "só há o cabeçalho, nenhuma linha abaixo dele.",
    });
  }
  const names = Object.keys(columns) as Column[];
  const rows = dataRecords.map(({ record, rowNumber }) => {
    const row = { rowNumber } as CsvRow<Column>;
    for (const name of names) {
      const cell = readCell(record, matched.indexes[name]);
      (row as Record<Column, string>)[name] = cell.value;
      if (cell.conflict) notices.push({ rowNumber, problem: cell.conflict });
    }
    return row;
  });
  return {
    rows,
    notices,
    headerRowNumber,
    absentColumns: names.filter((name) => matched.indexes[name].length === 0),
    otherColumns: matched.unmatched.map((index) => ({
      index,
      header: headers[index] ?? "",
      cells: () => dataRecords.map(({ record }) => record[index] ?? ""),
    })),
  };
}

/** Rows the page looks through for the header, when a title or notes stand above it. */
const HEADER_SEARCH_ROWS = 10;

/**
 * The header's record: the first non-empty one, or, when it lacks a required column, the first
 * of the next few that has them all (a title typed above the header). When none has them, the
 * message names the first's missing column, and the rows above it to delete if it is not the
 * first row the officer typed.
 */
function findHeader<Column extends string>(
  records: string[][],
  firstIndex: number,
  columns: Record<Column, ColumnSpec>,
): number {
  const candidates = records
    .slice(firstIndex, firstIndex + HEADER_SEARCH_ROWS)
    .map((record, offset) => ({ record, index: firstIndex + offset }))
    .filter(({ record }) => !isBlank(record));
  const found = candidates.find(
    ({ record }) => !("missing" in matchColumns(record, [], columns)),
  );
  if (found) return found.index;
  // A title alone on its row: the header is most likely the next row.
  const [first, second] = candidates;
  const isTitle =
    first !== undefined && first.record.filter(hasText).length === 1;
  const header = isTitle && second ? second : first;
  const matched = matchColumns(header?.record ?? [], [], columns);
  const missing = "missing" in matched ? matched.missing : "";
  if (!isTitle || !second) throw new CsvFormatError(missing);
  const rowNumber = second.index + 1;
  throw new CsvFormatError(
    `${aboveHeader(filledRowNumbers(records.slice(0, second.index)), rowNumber)}: apague-a. No cabeçalho (linha ${rowNumber}), ${missing.replace(" na primeira linha", "")}`,
  );
}

/** "a linha 1 (“Doadores 2026”) está acima do cabeçalho (linha 3)": what the rows above are. */
function aboveHeader(
  rows: Array<{ rowNumber: number; text: string }>,
  headerRowNumber: number,
): string {
  const numbers = listed(rows.map(({ rowNumber }) => String(rowNumber)));
  const texts = rows.map(({ text }) => quote(text)).join(", ");
  return rows.length === 1
    ? `a linha ${numbers} (${texts}) está acima do cabeçalho (linha ${headerRowNumber})`
    : `as linhas ${numbers} (${texts}) estão acima do cabeçalho (linha ${headerRowNumber})`;
}

/** The non-empty records' row numbers and text, as the officer reads them. */
function filledRowNumbers(
  records: string[][],
): Array<{ rowNumber: number; text: string }> {
  return records.flatMap((record, index) =>
    isBlank(record)
      ? []
      : [
          {
            rowNumber: index + 1,
            text: record.filter(hasText).join(" ").trim(),
          },
        ],
  );
}

function hasText(cell: string): boolean {
  return cell.trim() !== "";
}

/** The non-empty records below the header, with their row numbers; each must be as wide as it. */
function recordsBelowHeader(
  records: string[][],
  headerIndex: number,
  delimiter: string,
): Array<{ record: string[]; rowNumber: number }> {
  const width = records[headerIndex]?.length ?? 0;
  const below: Array<{ record: string[]; rowNumber: number }> = [];
  records.forEach((record, index) => {
    if (index <= headerIndex || isBlank(record)) return;
    const rowNumber = index + 1;
    if (record.length !== width) {
      throw new CsvFormatError(
        `linha ${rowNumber}: ${record.length} ${record.length === 1 ? "célula" : "células"}, mas o cabeçalho tem ${width} (${DELIMITERS[delimiter]} a mais ou a menos fora de aspas?).`,
      );
    }
    below.push({ record, rowNumber });
  });
  return below;
}

/** The separator the first non-empty line uses most, outside quotes; a comma by default. */
function headerDelimiter(text: string): string {
  const [header = ""] = /^[^\r\n]*\S[^\r\n]*/m.exec(text) ?? [];
  const counts = new Map(
    Object.keys(DELIMITERS).map((delimiter) => [delimiter, 0]),
  );
  let isQuoted = false;
  for (const character of header) {
    if (character === '"') isQuoted = !isQuoted;
    const count = counts.get(character);
    if (!isQuoted && count !== undefined) counts.set(character, count + 1);
  }
  return [...counts].reduce((best, entry) =>
    entry[1] > best[1] ? entry : best,
  )[0];
}

function isBlank(record: string[]): boolean {
  return record.every((cell) => cell.trim() === "");
}

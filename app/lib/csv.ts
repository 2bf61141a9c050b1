import Papa from "papaparse";

/** The text is not a usable CSV table: a parse error, an HTML page, or a missing column. */
export class CsvFormatError extends Error {
  name = "CsvFormatError";
}

/** Text compared loosely: accents removed, lower case, surrounding spaces trimmed. */
export function normalizeText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

/** Each column a table needs: the header spellings it accepts, and whether it must be there. */
export type ColumnSpec = { aliases: readonly string[]; isRequired: boolean };

/**
 * Parses CSV text with a header row into rows holding only the named columns, each value
 * trimmed ("" when an optional column is absent). Empty lines are skipped; a BOM and CRLF are
 * fine. Throws CsvFormatError on any parse error, on HTML, and on a missing required column.
 */
export function parseCsvTable<Column extends string>(
  text: string,
  columns: Record<Column, ColumnSpec>,
): Array<Record<Column, string>> {
  if (text.trimStart().startsWith("<")) {
    throw new CsvFormatError("O conteúdo recebido é HTML, não CSV.");
  }
  const result = Papa.parse<Record<string, string | undefined>>(text, {
    header: true,
    delimiter: ",",
    skipEmptyLines: "greedy",
  });
  const [firstError] = result.errors;
  if (firstError) {
    const where =
      firstError.row === undefined ? "" : ` (registro ${firstError.row + 1})`;
    throw new CsvFormatError(`CSV inválido${where}: ${firstError.message}`);
  }
  // Headers are matched here, not with papaparse's transformHeader, which is handed an empty
  // string instead of the header when the text starts with an empty line.
  const headers = result.meta.fields ?? [];
  const names = Object.keys(columns) as Column[];
  const headerOf = {} as Record<Column, string | undefined>;
  for (const name of names) {
    const { aliases, isRequired } = columns[name];
    headerOf[name] = headers.find((header) =>
      aliases.includes(normalizeText(header)),
    );
    if (isRequired && !headerOf[name]) {
      throw new CsvFormatError(`Coluna obrigatória ausente: ${aliases[0]}`);
    }
  }
  return result.data.map((record) => {
    const row = {} as Record<Column, string>;
    for (const name of names) {
      const header = headerOf[name];
      row[name] = (header ? record[header] : undefined)?.trim() ?? "";
    }
    return row;
  });
}

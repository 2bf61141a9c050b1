/**
 * The text is not a usable CSV table: a parse error, an HTML page, or a missing column. The
 * message, in Portuguese, says what is wrong and where, for the person who edits the sheet.
 */
export class CsvFormatError extends Error {
  name = "CsvFormatError";
}

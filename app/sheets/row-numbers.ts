import { listed } from "./sheet-columns";

/** A word in the singular and in the plural (content's `sheetRow`: "linha", "linhas"). */
type WordForCount = { one: string; other: string };

/** "linha 7", "linhas 7 e 9": sheet rows as a visitor's note names them. */
export function rowNumbersText(
  word: WordForCount,
  rowNumbers: number[],
): string {
  const unit = rowNumbers.length === 1 ? word.one : word.other;
  return `${unit} ${listed(rowNumbers.map(String))}`;
}

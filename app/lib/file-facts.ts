import { DEFAULT_LOCALE, type Locale } from "./locale";
import { formatDecimal } from "./money";

/** "PDF" or "ZIP", from the extension of a file's address. */
export function fileFormat(url: string): string {
  const name = url.slice(url.lastIndexOf("/") + 1);
  return name.includes(".")
    ? name.slice(name.lastIndexOf(".") + 1).toUpperCase()
    : "";
}

/**
 * "0,7 KB", "1,1 KB", "245 KB", "2,4 MB" ("0.7 KB"… in English): the language's decimal mark,
 * powers of 1024, a decimal below 10.
 */
export function formatFileSize(
  bytes: number,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const [amount, unit] =
    bytes < 1024 * 1024 ? [bytes / 1024, "KB"] : [bytes / (1024 * 1024), "MB"];
  return `${formatDecimal(amount, amount < 10 ? 1 : 0, locale)} ${unit}`;
}

/** What a donor weighs before downloading: "PDF, 245 KB". */
export function fileFacts(
  url: string,
  bytes: number,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return `${fileFormat(url)}, ${formatFileSize(bytes, locale)}`;
}

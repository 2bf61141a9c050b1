/** Apostrophes of every kind, typed or pasted: "D’Ávila", "D'Avila" and "Davila" are one name. */
export const APOSTROPHES = /['\u2018\u2019\u201B\u00B4`\u02BC\u2032]/g;

/** Text compared loosely: accents removed, lower case, surrounding spaces trimmed. */
export function normalizeText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

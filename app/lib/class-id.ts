import { APOSTROPHES, normalizeText } from "./normalize-text";

/** The first and last graduation years a class id of two digits stands for (pivot 50). */
const FIRST_CLASS_YEAR = 1950;
const LAST_CLASS_YEAR = 2049;

// Compared with accents, case, spaces, dots, dashes and apostrophes removed: "T 98" → "t98",
// "ITA '98" → "ita98", "Turma de 1998" → "turmade1998".
const CLASS_ID = /^(?:turma(?:de)?)?(?:ita)?t?(\d{2}|\d{4})$/;
const SEPARATORS = /[\s.\-\u2013]+/g;

/**
 * A class as a turma cell or field may type it → its id: "T98", "t98", "T 98", "T'98", "98",
 * "ITA 98", "Turma 98", "1998" and "Turma de 1998" are all "T98". Null when the text is not a
 * class (empty, "TOTAL", free text, a year outside 1950–2049).
 */
export function parseTurmaId(text: string): string | null {
  const compact = normalizeText(text)
    .replace(APOSTROPHES, "")
    .replace(SEPARATORS, "");
  const digits = CLASS_ID.exec(compact)?.[1];
  if (digits === undefined) return null;
  if (digits.length === 2) return `T${digits}`;
  const year = Number(digits);
  if (year < FIRST_CLASS_YEAR || year > LAST_CLASS_YEAR) return null;
  return `T${digits.slice(2)}`;
}

/** "T98" → 1998, "T05" → 2005: two digits after the T, below 50 in the 2000s. Not a class → 0. */
export function classYear(turma: string): number {
  const id = parseTurmaId(turma);
  if (!id) return 0;
  const year = Number(id.slice(1));
  return year < 50 ? 2000 + year : 1900 + year;
}

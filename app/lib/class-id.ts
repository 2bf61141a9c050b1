import { normalizeText } from "./normalize-text";

/** The first and last graduation years a class id of two digits stands for (pivot 50). */
const FIRST_CLASS_YEAR = 1950;
const LAST_CLASS_YEAR = 2049;

// Compared with accents, case and spaces removed: "T 98" → "t98", "Turma de 1998" → "turmade1998".
const TWO_DIGIT_ID = /^(?:turma(?:de)?)?t?-?(\d{2})$/;
const YEAR_ID = /^(?:turma(?:de)?)?t?-?(\d{4})$/;
const NEEDS_PREFIX = /^\d{2}$/;

/**
 * A class as the sheets may type it → its id: "T98", "t98", "T 98", "Turma 98", "1998" and
 * "Turma de 1998" are all "T98". Null when the text is not a class (empty, "TOTAL", free text).
 * Two bare digits ("98") are not read as a class: they could be anything.
 */
export function parseTurmaId(text: string): string | null {
  const compact = normalizeText(text).replace(/[\s.]+/g, "");
  if (NEEDS_PREFIX.test(compact)) return null;
  const twoDigits = TWO_DIGIT_ID.exec(compact)?.[1];
  if (twoDigits) return `T${twoDigits}`;
  const year = Number(YEAR_ID.exec(compact)?.[1]);
  if (year >= FIRST_CLASS_YEAR && year <= LAST_CLASS_YEAR) {
    return `T${String(year).slice(2)}`;
  }
  return null;
}

/** "T98" → 1998, "T05" → 2005: two digits after the T, below 50 in the 2000s. Not a class → 0. */
export function classYear(turma: string): number {
  const id = parseTurmaId(turma);
  if (!id) return 0;
  const year = Number(id.slice(1));
  return year < 50 ? 2000 + year : 1900 + year;
}

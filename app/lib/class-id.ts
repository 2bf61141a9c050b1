import { APOSTROPHES, normalizeText } from "./normalize-text";

/**
 * How many years after the current one the latest class graduates: the five years of ITA's
 * engineering course, plus one of margin, since refusing a class that exists is worse than
 * admitting one that does not yet. In 2026 the latest class is T32, and "T45" is a typo.
 */
const YEARS_TO_LATEST_CLASS = 5 + 1;

// Compared with accents, case, spaces, dots, dashes and apostrophes removed: "T 98" → "t98",
// "ITA '98" → "ita98", "Turma de 1998" → "turmade1998".
const CLASS_ID = /^(?:turma(?:de)?)?(?:ita)?t?(\d{2}|\d{4})$/;
const SEPARATORS = /[\s.\-\u2013]+/g;

/**
 * A class as a turma cell or field may type it → its id: "T98", "t98", "T 98", "T'98", "98",
 * "ITA 98", "Turma 98", "1998" and "Turma de 1998" are all "T98". Null when the text is not a
 * class (empty, "TOTAL", free text, a year before 1950 or after the latest class as of `today`).
 */
export function parseTurmaId(
  text: string,
  today: Date = new Date(),
): string | null {
  const classId = readClassId(text);
  if (!classId || classId.year > latestClassYear(today)) return null;
  return classId.turmaId;
}

/**
 * A class as typed → its id and graduation year by the two digits alone, whatever the date: "T49"
 * is 2049. Null when the text is no class, or a year of four digits that no two digits stand for.
 */
export function readClassId(
  text: string,
): { turmaId: string; year: number } | null {
  const compact = normalizeText(text)
    .replace(APOSTROPHES, "")
    .replace(SEPARATORS, "");
  const digits = CLASS_ID.exec(compact)?.[1];
  if (digits === undefined) return null;
  const twoDigits = digits.slice(-2);
  const year = graduationYear(digits);
  if (year !== graduationYear(twoDigits)) return null;
  return { turmaId: `T${twoDigits}`, year };
}

/** The graduation year of the latest class as of `today`. */
export function latestClassYear(today: Date = new Date()): number {
  return today.getFullYear() + YEARS_TO_LATEST_CLASS;
}

/** "T98" → 1998, "T05" → 2005, "T49" → 2049: the two digits after the T, below 50 in the 2000s. Not a class → 0. */
export function classYear(turma: string): number {
  return readClassId(turma)?.year ?? 0;
}

/** "1998" → 1998; two digits "98" → 1998, "05" → 2005 (pivot 50: T50 is 1950, T49 is 2049). */
function graduationYear(digits: string): number {
  const year = Number(digits);
  if (digits.length === 4) return year;
  return year < 50 ? 2000 + year : 1900 + year;
}

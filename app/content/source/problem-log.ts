// What the content loaders found in the officers' files during one reading: the problems, those
// of translations, and which files each language has in full. Astro runs the loaders inside its
// own module graph, while the check and the build read the log from outside it: both reach the
// one log kept on globalThis.
import { problemLine } from "./problems.ts";

const LOG = Symbol.for("endowment-ita.content-problems");

type Problem = { file: string; line: string };

type Log = {
  problems: Problem[];
  translations: Problem[];
  /** The collections read in full in a language other than Portuguese, by language. */
  translated: Map<string, Set<string>>;
  /** The collections whose Portuguese file has a mistake: their translations wait for it. */
  unreadOriginals: Set<string>;
};

function log(): Log {
  const global = globalThis as typeof globalThis & { [LOG]?: Log };
  global[LOG] ??= {
    problems: [],
    translations: [],
    translated: new Map(),
    unreadOriginals: new Set(),
  };
  return global[LOG];
}

/** Starts a new reading: forgets what the last one noted. */
export function forgetReading() {
  const global = globalThis as typeof globalThis & { [LOG]?: Log };
  delete global[LOG];
}

/**
 * Notes one problem of a file, named as the officer sees it (`shownPath`); `path` is the field's
 * place in the file, empty for the whole file.
 */
export function reportProblem(
  file: string,
  path: readonly PropertyKey[],
  message: string,
) {
  log().problems.push({ file, line: problemLine(file, path, message) });
}

/**
 * Notes what keeps a translated file out of the site: the pages that need it are left out of
 * their language's section, and the build goes on.
 */
export function reportTranslationProblem(
  file: string,
  path: readonly PropertyKey[],
  message: string,
) {
  log().translations.push({ file, line: problemLine(file, path, message) });
}

const byFile = (problems: Problem[]) =>
  [...problems]
    .sort((a, b) => a.file.localeCompare(b.file))
    .map(({ line }) => line);

/** Every problem noted, grouped by file, each file's in the order found. */
export function reportedProblems(): string[] {
  return byFile(log().problems);
}

/** Every translation problem noted, grouped by file. */
export function reportedTranslationProblems(): string[] {
  return byFile(log().translations);
}

/** Notes that a collection's file is written in full in `locale`. */
export function noteTranslated(collection: string, locale: string) {
  const { translated } = log();
  if (!translated.has(locale)) translated.set(locale, new Set());
  translated.get(locale)?.add(collection);
}

/** The collections read in full in `locale`. */
export function translatedCollections(locale: string): string[] {
  return [...(log().translated.get(locale) ?? [])].sort();
}

/** Notes that a collection's Portuguese file has a mistake, so that none of its translations is read. */
export function noteUnreadOriginal(collection: string) {
  log().unreadOriginals.add(collection);
}

/** The collections whose Portuguese file has a mistake. */
export function unreadOriginals(): string[] {
  return [...log().unreadOriginals].sort();
}

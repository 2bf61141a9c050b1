// The problems the content loaders found in the officers' files during one reading. Astro runs
// the loaders inside its own module graph, while the check and the build read the problems from
// outside it: both reach the one log kept on globalThis.
import { problemLine } from "./problems.ts";

const LOG = Symbol.for("endowment-ita.content-problems");

type Problem = { file: string; line: string };

type Log = { problems: Problem[] };

function log(): Log {
  const global = globalThis as typeof globalThis & { [LOG]?: Log };
  global[LOG] ??= { problems: [] };
  return global[LOG];
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

/** Forgets what an earlier reading found. */
export function clearProblems() {
  log().problems = [];
}

/** Every problem noted, grouped by file, each file's in the order found. */
export function reportedProblems(): string[] {
  return [...log().problems]
    .sort((a, b) => a.file.localeCompare(b.file))
    .map(({ line }) => line);
}

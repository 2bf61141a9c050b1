// The spec's fixed error catalogue (SPEC §8) for a load of the sheets that failed; the other
// reasons a load fails are the officers' words (content/pt-BR/doadores.yml, `errors`).

/** The messages the spec fixes, word for word. */
export const SHEET_ERRORS = {
  /** Starts every error message; the reason follows. */
  prefix: "Erro ao carregar dados: ",
  /** A sheet answered with a status other than OK. */
  fetchFailed: "Falha ao buscar dados das planilhas.",
  /** A sheet is not valid CSV, is an HTML page (sheet not published) or lacks a column. */
  processingFailed: "Erro ao processar dados das planilhas.",
  /** A failure that carries no message of its own. */
  unknown: "Ocorreu um erro desconhecido.",
} as const;

/** The catalogue's messages in a language: the spec's, or another language's (its doadores.yml). */
export type SheetErrorWords = Record<keyof typeof SHEET_ERRORS, string>;

/** Why a load of the sheets failed, as the visitor is told. */
export type SheetFailure =
  | "fetchFailed"
  | "processingFailed"
  /** The sheets did not answer within the time limit. */
  | "timedOut"
  /** The browser could not reach the sheets at all (offline, DNS, a dropped connection). */
  | "networkFailed"
  /** A sheet's host answers, but does not let the site read it (no CORS header). */
  | "blocked"
  /** A sheet's address redirects without end. */
  | "redirectLoop"
  /** The connection dropped while a sheet was downloading. */
  | "interrupted";

/** The messages of the failures the catalogue leaves to the officers. */
export type SheetFailureTexts = Record<
  Exclude<SheetFailure, "fetchFailed" | "processingFailed">,
  string
>;

/** What the visitor reads after "Erro ao carregar dados: " for `failure`. */
export function sheetFailureMessage(
  failure: SheetFailure,
  texts: SheetFailureTexts,
  catalogue: SheetErrorWords = SHEET_ERRORS,
): string {
  return failure === "fetchFailed" || failure === "processingFailed"
    ? catalogue[failure]
    : texts[failure];
}

/** A whole error message: the catalogue's opening, then the reason. */
export const loadErrorMessage = (catalogue: SheetErrorWords, reason: string) =>
  `${catalogue.prefix.trimEnd()} ${reason}`;

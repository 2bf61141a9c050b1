// The two spreadsheets published as CSV, fetched in the browser (the donors page reads both,
// the donation page the classes sheet). Every way a load can fail becomes one error that says
// which failure it was (the page words it for the visitor, ./sheet-errors.ts) and, for whoever
// edits the sheets, which sheet and what is wrong. Both have a time limit, and a load can be cancelled.
import { VITE_CLASSES_CSV_URL, VITE_DONORS_CSV_URL } from "astro:env/client";
import { SHEET_ERRORS, type SheetFailure } from "./sheet-errors";
import { CsvFormatError } from "~/lib/csv-format-error";
import { type SheetName, sheetTitle } from "~/lib/sheet-notices";
import { readSheetBytes } from "~/lib/text-encoding";

export const SHEET_URLS: Record<SheetName, string> = {
  doadores: VITE_DONORS_CSV_URL,
  turmas: VITE_CLASSES_CSV_URL,
};

/** How long the sheets together may take before the page gives up. */
export const SHEETS_TIME_LIMIT_MS = 15_000;

/**
 * A load that failed: `failure` says which way, for the visitor's message (sheetFailureMessage);
 * `detail` names the sheet and what is wrong with it, for whoever edits the sheets.
 */
export class SheetLoadError extends Error {
  name = "SheetLoadError";
  constructor(
    readonly failure: SheetFailure,
    readonly detail: string,
    options?: ErrorOptions,
  ) {
    super(detail, options);
  }
}

type SheetReaders = { [Name in SheetName]?: (text: string) => unknown };
type SheetReadings<Readers extends SheetReaders> = {
  [Name in keyof Readers]: Readers[Name] extends (text: string) => infer Read
    ? Read
    : never;
};

/**
 * Fetches the named sheets in parallel and reads each with its reader. Rejects with a
 * SheetLoadError, or with the abort reason when `signal` cancels the load (a new one replaces it).
 */
export async function loadSheets<Readers extends SheetReaders>(
  readers: Readers,
  signal?: AbortSignal,
): Promise<SheetReadings<Readers>> {
  const sheets = Object.keys(readers) as SheetName[];
  const bytes = await fetchSheets(sheets, signal);
  const readings = await Promise.all(
    sheets.map(
      async (sheet) =>
        [sheet, await readSheet(sheet, bytes[sheet], readers[sheet]!)] as const,
    ),
  );
  return Object.fromEntries(readings) as SheetReadings<Readers>;
}

/**
 * The named sheets' bytes, fetched in parallel within the time limit. Rejects as loadSheets does.
 */
export async function fetchSheets<Name extends SheetName>(
  sheets: Name[],
  signal: AbortSignal = new AbortController().signal,
): Promise<Record<Name, ArrayBuffer>> {
  const controller = new AbortController();
  const unanswered = new Set(sheets);
  let hasTimedOut = false;
  const timer = setTimeout(() => {
    hasTimedOut = true;
    controller.abort();
  }, SHEETS_TIME_LIMIT_MS);
  const cancel = () => controller.abort(signal.reason);
  signal.addEventListener("abort", cancel);
  if (signal.aborted) cancel();
  try {
    const responses = await Promise.all(
      sheets.map(async (sheet) => {
        const bytes = await fetchSheet(sheet, controller.signal);
        unanswered.delete(sheet);
        return [sheet, bytes] as const;
      }),
    );
    return Object.fromEntries(responses) as Record<Name, ArrayBuffer>;
  } catch (error) {
    if (signal.aborted) throw error;
    if (hasTimedOut) {
      throw new SheetLoadError(
        "timedOut",
        `${[...unanswered].map(sheetTitle).join(", ")}: sem resposta em ${SHEETS_TIME_LIMIT_MS / 1000} segundos.`,
      );
    }
    throw error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener("abort", cancel);
    // When one sheet fails, stop waiting for the other.
    controller.abort();
  }
}

/** A sheet's bytes, read with `read`; a malformed sheet rejects with a SheetLoadError. */
export async function readSheet<Read>(
  sheet: SheetName,
  bytes: ArrayBuffer,
  read: (text: string) => Read,
): Promise<Read> {
  try {
    return read(await readSheetBytes(bytes));
  } catch (error) {
    if (!(error instanceof CsvFormatError)) throw error;
    throw new SheetLoadError(
      "processingFailed",
      `${sheetTitle(sheet)}: ${error.message}`,
      { cause: error },
    );
  }
}

async function fetchSheet(sheet: SheetName, signal: AbortSignal) {
  const url = SHEET_URLS[sheet];
  const title = sheetTitle(sheet);
  // fetch rejects with a TypeError worded in the browser's language ("Failed to fetch").
  const response = await fetch(url, { signal }).catch((error: unknown) => {
    if (signal.aborted) throw error;
    throw new SheetLoadError(
      "networkFailed",
      `${title}: o navegador não conseguiu se conectar a ${url} (sem internet, ou o endereço bloqueado pela política de segurança do site).`,
      { cause: error },
    );
  });
  if (!response.ok) {
    throw new SheetLoadError(
      "fetchFailed",
      `${title}: ${url} respondeu com o status ${response.status}. Confira o endereço e se a planilha ainda existe.`,
    );
  }
  // The body, not its content type, says what it is: a host may serve a CSV as text/plain or
  // even text/html, and an unpublished Google Sheet's sign-in page is refused when read (csv.ts).
  return response.arrayBuffer().catch((error: unknown) => {
    if (signal.aborted) throw error;
    throw new SheetLoadError(
      "interrupted",
      `${title}: a conexão caiu no meio do download de ${url}.`,
      { cause: error },
    );
  });
}

/** Logs a failed load for whoever edits the sheets (a warning: the page shows it too). */
export function warnOfSheetFailure(error: unknown) {
  if (error instanceof SheetLoadError) {
    console.warn(`${SHEET_ERRORS.prefix}${error.detail}`);
  } else {
    console.warn(error);
  }
}

// The two spreadsheets published as CSV, fetched in the browser (the donors page reads both,
// the donation page the classes sheet), through the site's edge or from their host
// (./sheet-addresses.ts). Every way a load can fail becomes one error that says
// which failure it was (the page words it for the visitor, ./sheet-errors.ts) and, for whoever
// edits the sheets, which sheet and what is wrong. Both have a time limit, and a load can be cancelled.
import {
  SHEETS_DIRECT,
  VITE_CLASSES_CSV_URL,
  VITE_DONORS_CSV_URL,
} from "astro:env/client";
import { SHEET_ERRORS, type SheetFailure } from "./sheet-errors";
import { CsvFormatError } from "~/sheets/csv-format-error";
import { type SheetName, sheetTitle } from "~/sheets/sheet-notices";
import { readSheetBytes } from "~/sheets/text-encoding";
import { isOnAnotherHost, visitorSheetAddress } from "~/sheets/sheet-addresses";

/** Where each sheet is published, as the fund configured it. */
export const SHEET_SOURCES: Record<SheetName, string> = {
  doadores: VITE_DONORS_CSV_URL,
  turmas: VITE_CLASSES_CSV_URL,
};

/** Where the visitors' browsers read each sheet. */
export const SHEET_URLS: Record<SheetName, string> = {
  doadores: visitorSheetAddress("doadores", VITE_DONORS_CSV_URL, SHEETS_DIRECT),
  turmas: visitorSheetAddress("turmas", VITE_CLASSES_CSV_URL, SHEETS_DIRECT),
};

/**
 * Where the browser reads `sheet` as it stood when `hour` began: the copy the site's edge kept
 * (sheet-relay.ts), asked for by the hour; a sample sheet of the site, which does not change, is
 * served as it is; a host the browser reads directly keeps no copies, so none.
 */
export function sheetUrlAt(sheet: SheetName, hour: number): string | undefined {
  const url = SHEET_URLS[sheet];
  return isOnAnotherHost(url)
    ? undefined
    : `${url}?antes=${new Date(hour).toISOString()}`;
}

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
  const { bytes } = await fetchSheets(sheets, signal);
  const readings = await Promise.all(
    sheets.map(
      async (sheet) =>
        [sheet, await readSheet(sheet, bytes[sheet], readers[sheet]!)] as const,
    ),
  );
  return Object.fromEntries(readings) as SheetReadings<Readers>;
}

/**
 * The named sheets' bytes, fetched in parallel within the time limit from `urls` (where the
 * visitors' browsers read them, unless told otherwise), with when the site's edge read the oldest
 * of them from its host (./sheet-relay.ts). Rejects as loadSheets does.
 */
export async function fetchSheets<Name extends SheetName>(
  sheets: Name[],
  signal: AbortSignal = new AbortController().signal,
  urls: Record<Name, string> = SHEET_URLS,
): Promise<FetchedSheets<Name>> {
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
    const fetched = await Promise.all(
      sheets.map(async (sheet) => {
        const copy = await fetchSheet(sheet, urls[sheet], controller.signal);
        unanswered.delete(sheet);
        return [sheet, copy] as const;
      }),
    );
    const oldest = (copies: typeof fetched) => {
      const times = copies.flatMap(([, { readAt }]) =>
        readAt === undefined ? [] : [readAt],
      );
      return times.length > 0 ? Math.min(...times) : undefined;
    };
    return {
      bytes: Object.fromEntries(
        fetched.map(([sheet, copy]) => [sheet, copy.bytes]),
      ) as Record<Name, ArrayBuffer>,
      readAt: oldest(fetched),
      staleCopyReadAt: oldest(fetched.filter(([, copy]) => copy.isStale)),
    };
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

export type FetchedSheets<Name extends SheetName> = {
  bytes: Record<Name, ArrayBuffer>;
  /** When the edge read the oldest of them from its host; undefined from a host read directly. */
  readAt: number | undefined;
  /** Milliseconds since the epoch; undefined when every sheet is as its host has it now. */
  staleCopyReadAt: number | undefined;
};

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

async function fetchSheet(sheet: SheetName, url: string, signal: AbortSignal) {
  const title = sheetTitle(sheet);
  // fetch rejects with a TypeError worded in the browser's language ("Failed to fetch"), the
  // same whether the visitor is offline, the host refuses the site's read or redirects forever.
  const response = await fetch(url, { signal }).catch(
    async (error: unknown) => {
      if (signal.aborted) throw error;
      const failure = await whyUnreachable(url, signal);
      throw new SheetLoadError(failure, UNREACHABLE[failure](title, url), {
        cause: error,
      });
    },
  );
  if (!response.ok) {
    // The site's edge says which sheet and what its host did (sheet-relay.ts).
    const edgeRefusal = response.headers.has("Sheet-Refused")
      ? await response.text().catch(() => "")
      : "";
    throw new SheetLoadError(
      "fetchFailed",
      edgeRefusal ||
        `${title}: ${url} respondeu com o status ${response.status}. Confira o endereço e se a planilha ainda existe.`,
    );
  }
  // The body, not its content type, says what it is: a host may serve a CSV as text/plain or
  // even text/html, and an unpublished Google Sheet's sign-in page is refused when read (csv.ts).
  const bytes = await response.arrayBuffer().catch((error: unknown) => {
    if (signal.aborted) throw error;
    throw new SheetLoadError(
      "interrupted",
      `${title}: a conexão caiu no meio do download de ${url}.`,
      { cause: error },
    );
  });
  // When the edge read its copy, and whether it could not read the host again (sheet-relay.ts).
  const readAt = Date.parse(response.headers.get("Sheet-Read-At") ?? "");
  return {
    bytes,
    readAt: Number.isNaN(readAt) ? undefined : readAt,
    isStale: response.headers.has("Sheet-Stale"),
  };
}

type Unreachable = "networkFailed" | "blocked" | "redirectLoop";

/** What whoever edits the sheets reads of a sheet the browser could not read. */
const UNREACHABLE: Record<Unreachable, (title: string, url: string) => string> =
  {
    networkFailed: (title, url) =>
      `${title}: o navegador não conseguiu se conectar a ${url} (sem internet, ou o endereço bloqueado pela política de segurança do site).`,
    blocked: (title, url) =>
      `${title}: ${url} responde, mas não autoriza a leitura por este site (falta o cabeçalho Access-Control-Allow-Origin, CORS). Publique a planilha em Arquivo > Compartilhar > Publicar na Web, como CSV, ou peça ao servidor que permita a leitura pelo endereço do site.`,
    redirectLoop: (title, url) =>
      `${title}: ${url} redireciona sem parar (ou para um endereço que o navegador não pode seguir). Confira o endereço publicado da planilha.`,
  };

/**
 * Why a sheet the browser could not read failed, as far as the browser can tell: the visitor is
 * offline; or the host answers a read that the page cannot see (a no-cors request succeeds), so
 * it refuses the site; or it answers with a redirect, followed without end. Else a network failure.
 */
async function whyUnreachable(
  url: string,
  signal: AbortSignal,
): Promise<Unreachable> {
  if (!navigator.onLine) return "networkFailed";
  const answers = await fetch(url, { mode: "no-cors", signal }).then(
    () => true,
    () => false,
  );
  if (answers) return "blocked";
  const redirects = await fetch(url, { redirect: "manual", signal }).then(
    (response) => response.type === "opaqueredirect",
    () => false,
  );
  return redirects ? "redirectLoop" : "networkFailed";
}

/** Logs a failed load for whoever edits the sheets (a warning: the page shows it too). */
export function warnOfSheetFailure(error: unknown) {
  if (error instanceof SheetLoadError) {
    console.warn(`${SHEET_ERRORS.prefix}${error.detail}`);
  } else {
    console.warn(error);
  }
}

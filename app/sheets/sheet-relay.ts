// The site's edge answers /planilhas/<sheet>.csv (./sheet-addresses.ts) from a copy of the
// published sheet: it reads the sheet's host at most once per window, however many visitors ask
// at once, and keeps the last good copy. When the host fails, is slow, sends too much or answers
// something that is not a sheet (a sign-in page), visitors get the last good copy, said to be
// stale and with the time it was read; a refused answer never replaces it. Web APIs only: Cloudflare
// Pages runs it (functions/planilhas/[sheet].ts), and Node for `npm start` (scripts/serve.mjs).
// Relative imports name their files: Node runs this module as written.
import { CsvFormatError } from "./csv-format-error.ts";
import { SHEET_SOURCE_VARIABLES } from "./sheet-addresses.ts";
import { type SheetName, sheetTitle } from "./sheet-notices.ts";
import { readSheetBytes, refuseWebPage } from "./text-encoding.ts";

/** A sheet as its host sent it, and when (milliseconds since the epoch). */
export type SheetCopy = { bytes: ArrayBuffer; readAt: number };

/** A read of the host that was refused, and when. */
export type RefusedRead = { at: number; refusal: Refusal };

/**
 * Where the edge keeps each sheet's last good copy, and the last refused read since: a failing
 * host is asked again once per window, not by every visitor meanwhile.
 */
export type CopyStore = {
  get(sheet: SheetName): Promise<SheetCopy | undefined>;
  put(sheet: SheetName, copy: SheetCopy): Promise<void>;
  refusedRead(sheet: SheetName): RefusedRead | undefined;
  noteRefusedRead(sheet: SheetName, read: RefusedRead): void;
};

export type RelaySettings = {
  /** How long a copy is served before the host is read again. */
  windowSeconds: number;
  /** How long a read of the host may take, answer and body. */
  timeLimitMs: number;
  /** The largest sheet kept; a donors sheet of 20,000 rows is about 1 MB. */
  maxBytes: number;
};

export const DEFAULT_RELAY_SETTINGS: RelaySettings = {
  windowSeconds: 300,
  // Within the page's own 15 s limit (published-sheets.ts), with time left to answer.
  timeLimitMs: 8_000,
  maxBytes: 5_000_000,
};

/** Why a read of the host was refused: a code for the Sheet-Stale header, words for officers. */
export type Refusal = {
  code:
    | "not-configured"
    | "unreachable"
    | "timeout"
    | "status"
    | "too-large"
    | "not-csv";
  detail: string;
};

type Reading = { copy: SheetCopy } | { refusal: Refusal };

/**
 * The settings from the environment: SHEETS_WINDOW_SECONDS, a whole number of seconds, changes the
 * window; SHEETS_TIME_LIMIT_SECONDS, the time limit. Any other value keeps the default and is said
 * in the server's log.
 */
export function relaySettings(
  env: Record<string, unknown>,
  warn: (line: string) => void = console.warn,
): RelaySettings {
  const seconds = (name: string, fallback: number) => {
    const typed = env[name];
    if (typed === undefined || typed === "") return fallback;
    const value = Number(typed);
    if (Number.isInteger(value) && value >= 0) return value;
    warn(
      `${name}=${String(typed)} não é um número inteiro de segundos: vale o padrão, ${fallback} segundos.`,
    );
    return fallback;
  };
  return {
    ...DEFAULT_RELAY_SETTINGS,
    windowSeconds: seconds(
      "SHEETS_WINDOW_SECONDS",
      DEFAULT_RELAY_SETTINGS.windowSeconds,
    ),
    timeLimitMs:
      seconds(
        "SHEETS_TIME_LIMIT_SECONDS",
        DEFAULT_RELAY_SETTINGS.timeLimitMs / 1000,
      ) * 1000,
  };
}

/** A store in the server's memory, for one process (or one Workers isolate). */
export function memoryStore(): CopyStore {
  const copies = new Map<SheetName, SheetCopy>();
  const refusedReads = new Map<SheetName, RefusedRead>();
  return {
    get: async (sheet) => copies.get(sheet),
    put: async (sheet, copy) => {
      copies.set(sheet, copy);
      refusedReads.delete(sheet);
    },
    refusedRead: (sheet) => refusedReads.get(sheet),
    noteRefusedRead: (sheet, read) => void refusedReads.set(sheet, read),
  };
}

/** Reads under way, by host address: visitors who ask meanwhile wait for the same read. */
const readsUnderWay = new Map<string, Promise<Reading>>();

/**
 * The answer to a visitor's request for `sheet`, published at `source` (undefined when the
 * environment names no address): the kept copy while it is in its window; else a new read of the
 * host, kept when good; else the kept copy, stale; else a 502 whose text tells officers what failed.
 */
export async function answerSheet(
  sheet: SheetName,
  source: string | undefined,
  store: CopyStore,
  settings: RelaySettings,
  now: () => number = Date.now,
): Promise<Response> {
  const inWindow = (time: number) =>
    now() - time < settings.windowSeconds * 1000;
  const kept = await store.get(sheet);
  if (kept && inWindow(kept.readAt)) return copyAnswer(kept, now());
  const refused = store.refusedRead(sheet);
  const reading =
    refused && inWindow(refused.at)
      ? refused
      : source
        ? await readOnce(source, settings, now)
        : { refusal: notConfigured(sheet) };
  if ("copy" in reading) {
    await store.put(sheet, reading.copy);
    return copyAnswer(reading.copy, now());
  }
  if (reading !== refused) {
    store.noteRefusedRead(sheet, { at: now(), refusal: reading.refusal });
  }
  if (kept) return copyAnswer(kept, now(), reading.refusal);
  return new Response(`${sheetTitle(sheet)}: ${reading.refusal.detail}`, {
    status: 502,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "Sheet-Refused": reading.refusal.code,
    },
  });
}

function notConfigured(sheet: SheetName): Refusal {
  return {
    code: "not-configured",
    detail: `o servidor do site não tem o endereço da planilha publicada (${SHEET_SOURCE_VARIABLES[sheet]}). Defina-o no ambiente do servidor, como no da compilação.`,
  };
}

/**
 * A copy's answer. Sheet-Read-At says when the host was read; Sheet-Stale, present only when the
 * host could not be read again, says why (the page then shows the copy's time).
 */
function copyAnswer(copy: SheetCopy, now: number, stale?: Refusal): Response {
  const headers = new Headers({
    "Content-Type": "text/csv",
    "Cache-Control": "no-cache",
    Age: String(Math.max(0, Math.floor((now - copy.readAt) / 1000))),
    "Sheet-Read-At": new Date(copy.readAt).toUTCString(),
  });
  if (stale) headers.set("Sheet-Stale", stale.code);
  return new Response(copy.bytes.slice(0), { headers });
}

function readOnce(
  source: string,
  settings: RelaySettings,
  now: () => number,
): Promise<Reading> {
  let reading = readsUnderWay.get(source);
  if (!reading) {
    reading = readHost(source, settings, now).finally(() =>
      readsUnderWay.delete(source),
    );
    readsUnderWay.set(source, reading);
  }
  return reading;
}

async function readHost(
  source: string,
  { timeLimitMs, maxBytes }: RelaySettings,
  now: () => number,
): Promise<Reading> {
  const signal = AbortSignal.timeout(timeLimitMs);
  const refused = (code: Refusal["code"], detail: string) => ({
    refusal: { code, detail: `${source} ${detail}` },
  });
  try {
    const response = await fetch(source, { signal });
    if (!response.ok) {
      await response.body?.cancel();
      return refused("status", `respondeu com o status ${response.status}.`);
    }
    const bytes = await boundedBody(response, maxBytes);
    if (!bytes) {
      return refused(
        "too-large",
        `mandou mais de ${maxBytes / 1_000_000} MB: não parece uma planilha de doadores.`,
      );
    }
    refuseWebPage(await readSheetBytes(bytes));
    return { copy: { bytes, readAt: now() } };
  } catch (error) {
    if (error instanceof CsvFormatError) {
      return refused("not-csv", `não mandou a planilha: ${error.message}`);
    }
    if (signal.aborted) {
      return refused(
        "timeout",
        `não respondeu em ${timeLimitMs / 1000} segundos.`,
      );
    }
    return refused(
      "unreachable",
      "não pôde ser lido (falha de rede ou de DNS).",
    );
  }
}

/** The body's bytes, or undefined past `maxBytes` (the read stops there). */
async function boundedBody(
  response: Response,
  maxBytes: number,
): Promise<ArrayBuffer | undefined> {
  if (Number(response.headers.get("Content-Length")) > maxBytes) {
    await response.body?.cancel();
    return undefined;
  }
  if (!response.body) return new ArrayBuffer(0);
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = response.body.getReader();
  for (
    let chunk = await reader.read();
    !chunk.done;
    chunk = await reader.read()
  ) {
    length += chunk.value.byteLength;
    if (length > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(chunk.value);
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes.buffer;
}

// The site's edge answers /planilhas/<sheet>.csv (./sheet-addresses.ts) from a copy of the
// published sheet: it reads the sheet's host at most once per window, however many visitors ask
// at once, and keeps the last good copy. When the host fails, is slow, sends too much or answers
// something that is not a sheet (a sign-in page), visitors get the last good copy, said to be
// stale and with the time it was read; a refused answer never replaces it. It also keeps, at each
// hour, the copy the sheet had then, for a giving day's figures, which count from the day's start
// (`?antes=<the hour, ISO 8601>`). Web APIs only: Cloudflare
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
 * Where the edge keeps each sheet's last good copy; the last refused read since, so that a failing
 * host is asked again once per window, not by every visitor meanwhile; and the last copy read
 * before each hour (`hour`, the hour's start in milliseconds), for CHECKPOINT_DAYS.
 */
export type CopyStore = {
  get(sheet: SheetName): Promise<SheetCopy | undefined>;
  put(sheet: SheetName, copy: SheetCopy): Promise<void>;
  refusedRead(sheet: SheetName): RefusedRead | undefined;
  noteRefusedRead(sheet: SheetName, read: RefusedRead): void;
  copyBefore(sheet: SheetName, hour: number): Promise<SheetCopy | undefined>;
  keepCopyBefore(
    sheet: SheetName,
    hour: number,
    copy: SheetCopy,
  ): Promise<void>;
};

const HOUR_MS = 60 * 60 * 1000;
/** How long the copies at each hour are kept: a giving day, and the days after it. */
export const CHECKPOINT_DAYS = 7;

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
  const checkpoints = new Map<string, SheetCopy>();
  const key = (sheet: SheetName, hour: number) => `${sheet}@${hour}`;
  return {
    get: async (sheet) => copies.get(sheet),
    put: async (sheet, copy) => {
      copies.set(sheet, copy);
      refusedReads.delete(sheet);
    },
    refusedRead: (sheet) => refusedReads.get(sheet),
    noteRefusedRead: (sheet, read) => void refusedReads.set(sheet, read),
    copyBefore: async (sheet, hour) => checkpoints.get(key(sheet, hour)),
    keepCopyBefore: async (sheet, hour, copy) => {
      checkpoints.set(key(sheet, hour), copy);
      const oldest = hour - CHECKPOINT_DAYS * 24 * HOUR_MS;
      for (const kept of checkpoints.keys()) {
        if (Number(kept.split("@")[1]) < oldest) checkpoints.delete(kept);
      }
    },
  };
}

/**
 * The answer to a request of the site's address of `sheet`: the sheet now (answerSheet), or, with
 * `?antes=<an hour, ISO 8601>`, as it stood then (answerCopyBefore).
 */
export function answerSheetRequest(
  sheet: SheetName,
  url: URL,
  source: string | undefined,
  store: CopyStore,
  settings: RelaySettings,
  now: () => number = Date.now,
): Promise<Response> {
  const before = url.searchParams.get("antes");
  if (before === null) return answerSheet(sheet, source, store, settings, now);
  return answerCopyBefore(sheet, Date.parse(before), store, now);
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
    if (kept) await keepHourlyCopies(store, sheet, kept, reading.copy);
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

/**
 * Keeps `kept` as the last copy before each hour that began between its read and `next`'s (the
 * latest of them only, within CHECKPOINT_DAYS).
 */
async function keepHourlyCopies(
  store: CopyStore,
  sheet: SheetName,
  kept: SheetCopy,
  next: SheetCopy,
) {
  const firstHour = Math.max(
    Math.floor(kept.readAt / HOUR_MS) + 1,
    Math.floor(next.readAt / HOUR_MS) - CHECKPOINT_DAYS * 24 + 1,
  );
  for (let hour = firstHour; hour * HOUR_MS <= next.readAt; hour++) {
    await store.keepCopyBefore(sheet, hour * HOUR_MS, kept);
  }
}

/**
 * The answer to a request for `sheet` as it stood at `hour` (its start, in milliseconds): the last
 * copy read before it, which the edge kept; 404 when it kept none, the hour has not come, or it is
 * not an hour's start.
 */
export async function answerCopyBefore(
  sheet: SheetName,
  hour: number,
  store: CopyStore,
  now: () => number = Date.now,
): Promise<Response> {
  const refused = (code: string, detail: string) =>
    new Response(`${sheetTitle(sheet)}: ${detail}`, {
      status: 404,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "Sheet-Refused": code,
      },
    });
  if (!Number.isInteger(hour / HOUR_MS)) {
    return refused(
      "not-an-hour",
      "o instante pedido não é o começo de uma hora.",
    );
  }
  const when = new Date(hour).toISOString();
  if (hour > now()) return refused("not-yet", `${when} ainda não chegou.`);
  const kept = await store.get(sheet);
  // No read since the hour began: the copy kept is the last one before it.
  const before =
    (await store.copyBefore(sheet, hour)) ??
    (kept && kept.readAt < hour ? kept : undefined);
  if (!before) {
    return refused(
      "no-copy-before",
      `o site não guardou uma cópia lida antes de ${when} (ninguém leu a planilha pelo site na hora anterior, ou faz mais de ${CHECKPOINT_DAYS} dias).`,
    );
  }
  return copyAnswer(before, now());
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

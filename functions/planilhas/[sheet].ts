// /planilhas/doadores.csv and /planilhas/turmas.csv on Cloudflare Pages: the published sheets
// through the site's edge (app/sheets/sheet-relay.ts). The sheets' addresses come from the
// project's environment variables, the same the build reads (VITE_DONORS_CSV_URL,
// VITE_CLASSES_CSV_URL); SHEETS_WINDOW_SECONDS sets how often the host is read. Each copy is kept
// in the data center's cache, where every isolate of the site finds it, and in the isolate's
// memory, for a data center where the Cache API keeps nothing; a refused read, in memory only.
import {
  relayedSheetAt,
  relayedSheetSource,
} from "../../app/sheets/sheet-addresses.ts";
import type { SheetName } from "../../app/sheets/sheet-notices.ts";
import {
  answerSheetRequest,
  type CopyStore,
  type SheetCopy,
  memoryStore,
  relaySettings,
} from "../../app/sheets/sheet-relay.ts";

type Env = Record<string, string | undefined>;

/** What Pages hands a Function: the part of its EventContext this one reads. */
type PagesContext = {
  request: Request;
  env: Env;
  next: () => Promise<Response>;
};

/**
 * A kept copy outlives any window: it is what visitors get while the host fails, and what a giving
 * day counts from (the copies at each hour are CHECKPOINT_DAYS old at most when asked for).
 */
const KEPT_FOR_SECONDS = 30 * 24 * 60 * 60;

const memory = memoryStore();

export const onRequest = async ({ request, env, next }: PagesContext) => {
  const url = new URL(request.url);
  const sheet = relayedSheetAt(url.pathname);
  if (!sheet) return next();
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response(null, { status: 405, headers: { Allow: "GET, HEAD" } });
  }
  return answerSheetRequest(
    sheet,
    url,
    relayedSheetSource(env, sheet),
    dataCenterStore(url.origin),
    relaySettings(env),
  );
};

function dataCenterStore(origin: string): CopyStore {
  // Workers' CacheStorage has `default`, which the DOM's type lacks.
  const cache = (caches as unknown as { default: Cache }).default;
  const key = (sheet: SheetName, hour?: number) =>
    `${origin}/planilhas/${sheet}.csv?${hour === undefined ? "copia" : `antes=${hour}`}`;
  const read = async (address: string) => {
    const kept = await cache.match(address);
    return (
      kept && {
        bytes: await kept.arrayBuffer(),
        readAt: Number(kept.headers.get("Sheet-Read-At-Ms")),
      }
    );
  };
  const keep = (address: string, copy: SheetCopy) =>
    cache.put(
      address,
      new Response(copy.bytes.slice(0), {
        headers: {
          "Cache-Control": `max-age=${KEPT_FOR_SECONDS}`,
          "Sheet-Read-At-Ms": String(copy.readAt),
        },
      }),
    );
  return {
    get: async (sheet) => {
      const [inCache, inMemory] = [
        await read(key(sheet)),
        await memory.get(sheet),
      ];
      if (!inCache) return inMemory;
      return inMemory && inMemory.readAt > inCache.readAt ? inMemory : inCache;
    },
    put: async (sheet, copy) => {
      await memory.put(sheet, copy);
      await keep(key(sheet), copy);
    },
    refusedRead: memory.refusedRead,
    noteRefusedRead: memory.noteRefusedRead,
    copyBefore: async (sheet, hour) =>
      (await read(key(sheet, hour))) ?? memory.copyBefore(sheet, hour),
    keepCopyBefore: async (sheet, hour, copy) => {
      await memory.keepCopyBefore(sheet, hour, copy);
      await keep(key(sheet, hour), copy);
    },
  };
}

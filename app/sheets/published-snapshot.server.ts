// The donors page's published list: the build reads the two sheets (a content collection, read
// once per build) and renders them into the page with the parsers the browser uses, dated, for
// visitors without JavaScript, crawlers and link previews. When the sheets cannot be read, it
// publishes the last copy it read of them, and says so in one line of the build's output; with no
// such copy the build stops. When the visitors' browsers read the sheets from their host
// (SHEETS_DIRECT), it reads them as those browsers will, from the site's origin (SITE_URL), and
// says in that line what to change when the host does not allow such a read. The repository's
// sample sheets stand in only when no sheet addresses are configured.
import type { Loader } from "astro/loaders";
import { SITE_URL } from "astro:env/server";
import { SHEETS_DIRECT } from "astro:env/client";
import { z } from "zod";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { type DonorSheets, readDonorSheets } from "./read-donor-sheets";
import { SHEET_SOURCES } from "./published-sheets";
import { allowsReadFrom, blockedReadLine } from "./sheet-host-access";
import { parseClassTotals } from "~/sheets/class-totals-sheet";
import { dayInBrasilia, formatShortDate } from "~/lib/dates";
import { formatDecimal } from "~/lib/money";
import { parseDonors } from "~/sheets/donors-sheet";
import { CsvFormatError } from "~/sheets/csv-format-error";
import { type SheetName, sheetTitle } from "~/sheets/sheet-notices";
import { decodeSheetBytes, readSheetBytes } from "~/sheets/text-encoding";

export type PublishedSnapshot = {
  /** The calendar day the sheets were read, in Brazil: "2026-11-23". */
  readOn: string;
  sheets: DonorSheets;
};

const bothSheets = z.object({ doadores: z.string(), turmas: z.string() });

/** Sheets as read once, kept so that a later build without access can publish them. */
const sheetCopySchema = z.object({
  readOn: z.string(),
  urls: bothSheets,
  texts: bothSheets,
});
export type SheetCopy = z.infer<typeof sheetCopySchema>;

const LAST_COPY_FILE =
  process.env.DONORS_SNAPSHOT_FILE ?? ".cache/doadores-publicados.json";
const SAMPLES_DIR = "public/data";
const SAMPLE_FILES: Record<SheetName, string> = {
  doadores: "doadores.csv",
  turmas: "turmas.csv",
};
/** Reported rows the build prints at most; the page lists them all. */
const PRINTED_NOTICES_LIMIT = 20;
/** A build does not wait long for a sheet: it has the last copy to fall back on. */
const FETCH_LIMIT_MS = 10_000;

/**
 * The build cannot publish the donors page; its message says what to check. The build prints it
 * without a stack trace (scripts/lib/astro-build.mjs, which knows it by its name).
 */
export class NothingToPublishError extends Error {
  override name = "NothingToPublishError";
}

/** The collection's one entry, "publicadas": the copy of the sheets this build publishes. */
export function publishedSheetsLoader(): Loader {
  return {
    name: "doadores",
    schema: sheetCopySchema,
    load: async ({ store, logger }) => {
      // `npm run check:content` reads the officers' files alone (scripts/lib/content-store.mjs).
      if (process.env.CONTENT_CHECK_ONLY) return;
      const { copy, line, isWarning, notices } = await latestCopy(
        SHEET_SOURCES,
        LAST_COPY_FILE,
        SHEETS_DIRECT ? new URL(SITE_URL).origin : undefined,
      );
      // A list that is not today's sheets, or sheets the visitors cannot read, is a warning. The
      // build shows Astro's logger from warnings up only (scripts/lib/astro-build.mjs), so the
      // usual line is printed directly.
      if (isWarning) logger.warn(line);
      else console.log(`[doadores] ${line}`);
      // The daily build runs unattended: its output is where an officer learns of the rows the
      // published list left out or read with a caveat.
      for (const noticeLine of reportedRowsLines(notices)) {
        logger.warn(noticeLine);
      }
      store.clear();
      store.set({ id: "publicadas", data: copy });
    },
  };
}

/**
 * What the build's output says of the rows the published list reports at its end: how many,
 * then each as the page words it, only the first few so that a sheet of thousands does not flood
 * the output. Nothing when no row is reported.
 */
export function reportedRowsLines(notices: string[]): string[] {
  if (notices.length === 0) return [];
  const printed = notices.slice(0, PRINTED_NOTICES_LIMIT);
  const more = notices.length - printed.length;
  return [
    reportedRowsCount(notices.length),
    ...printed,
    ...(more > 0 ? [`e mais ${formatDecimal(more, 0)}…`] : []),
  ];
}

/** "3 linhas ignoradas ou lidas com ressalvas, listadas também no fim de /doadores:" */
function reportedRowsCount(count: number): string {
  const rows =
    count === 1
      ? "linha ignorada ou lida com ressalva, listada"
      : "linhas ignoradas ou lidas com ressalvas, listadas";
  return `${formatDecimal(count, 0)} ${rows} também no fim de /doadores:`;
}

/** The list the page publishes, from the copy the build read. */
export function publishedSnapshot(copy: SheetCopy): PublishedSnapshot {
  return { readOn: copy.readOn, sheets: readCopy(copy) };
}

/** The sheets, read with the browser's parsers; a broken sheet throws, named as they name it. */
function readCopy(copy: SheetCopy): DonorSheets {
  const doadores = readText("doadores", () => parseDonors(copy.texts.doadores));
  const turmas = readText("turmas", () => parseClassTotals(copy.texts.turmas));
  // Both sheets' problems at once: an officer fixing one should not meet the other next build.
  const problems = [doadores, turmas].flatMap((read) =>
    "problem" in read ? [read.problem] : [],
  );
  if (!("read" in doadores) || !("read" in turmas)) {
    throw new Error(problems.join(" "));
  }
  return readDonorSheets(doadores.read, turmas.read);
}

function readText<Read>(
  sheet: SheetName,
  read: () => Read,
): { read: Read } | { problem: string } {
  try {
    return { read: read() };
  } catch (error) {
    if (!(error instanceof CsvFormatError)) throw error;
    return { problem: `${sheetTitle(sheet)}: ${error.message}` };
  }
}

/** A copy a build publishes, the line it prints about it, and the rows its sheets report. */
type LatestCopy = {
  copy: SheetCopy;
  line: string;
  /** Not today's sheets: the last copy kept, or the samples. */
  isFallback: boolean;
  /** The line is a warning: a fallback, or sheets the visitors' browsers cannot read. */
  isWarning: boolean;
  notices: string[];
};

/**
 * The copy of the sheets at `urls` a build publishes, with the line it prints about it: today's
 * sheets (then kept in `lastCopyFile`), else the last copy kept there, else the samples when no
 * address is configured. Throws when configured sheets cannot be read and no copy is kept. The
 * sheets are asked for as pages of `siteOrigin` ask for them; without it (the site's edge reads
 * them for the pages), as a server does.
 */
export async function latestCopy(
  urls: SheetCopy["urls"],
  lastCopyFile: string,
  siteOrigin: string | undefined,
): Promise<LatestCopy> {
  if (!isRemote(urls.doadores) || !isRemote(urls.turmas)) {
    const samples = await sampleCopy(urls);
    return {
      copy: samples,
      line: `publicadas as planilhas de exemplo de ${SAMPLES_DIR}/ (nenhum endereço de planilha configurado: VITE_DONORS_CSV_URL e VITE_CLASSES_CSV_URL).`,
      isFallback: true,
      isWarning: true,
      notices: readCopy(samples).notices,
    };
  }
  let reason: string;
  try {
    const { copy, blockedUrls } = await fetchCopy(urls, siteOrigin);
    // Read before it is kept: a sheet that cannot be read must not replace the last good copy.
    const { notices } = readCopy(copy);
    await saveCopy(copy, lastCopyFile);
    const readOn = formatShortDate(copy.readOn);
    return {
      copy,
      line:
        siteOrigin && blockedUrls.length > 0
          ? blockedReadLine(readOn, blockedUrls, siteOrigin)
          : `planilhas lidas e publicadas, dados de ${readOn}.`,
      isFallback: false,
      isWarning: siteOrigin !== undefined && blockedUrls.length > 0,
      notices,
    };
  } catch (error) {
    reason = error instanceof Error ? error.message : String(error);
  }
  const last = await lastCopy(urls, lastCopyFile);
  if (last) {
    return {
      copy: last,
      line: `planilhas não lidas (${reason}); publicada a última cópia lida, de ${formatShortDate(last.readOn)}.`,
      isFallback: true,
      isWarning: true,
      notices: readCopy(last).notices,
    };
  }
  // Never the samples in their place: the site would publish fictional donors as the fund's.
  throw new NothingToPublishError(
    `Planilhas de doadores não lidas (${reason}) e nenhuma cópia anterior destas planilhas em ${lastCopyFile}: nada foi publicado. Confira os endereços VITE_DONORS_CSV_URL (${urls.doadores}) e VITE_CLASSES_CSV_URL (${urls.turmas}), se as planilhas estão publicadas como CSV e o problema apontado, e publique de novo.`,
  );
}

function isRemote(url: string) {
  return /^https?:\/\//.test(url);
}

/** Today's sheets, and the addresses of those the site's pages may not read. */
async function fetchCopy(
  urls: SheetCopy["urls"],
  siteOrigin: string | undefined,
): Promise<{ copy: SheetCopy; blockedUrls: string[] }> {
  const [doadores, turmas] = await Promise.all([
    fetchSheet(urls.doadores, siteOrigin),
    fetchSheet(urls.turmas, siteOrigin),
  ]);
  return {
    copy: {
      readOn: dayInBrasilia(),
      urls,
      texts: { doadores: doadores.text, turmas: turmas.text },
    },
    blockedUrls: [doadores, turmas]
      .filter(({ readableBySite }) => !readableBySite)
      .map(({ url }) => url),
  };
}

/** A sheet's text, and whether its host lets pages of `siteOrigin` read it. */
async function fetchSheet(url: string, siteOrigin: string | undefined) {
  const response = await fetch(url, {
    headers: siteOrigin ? { Origin: siteOrigin } : {},
    signal: AbortSignal.timeout(FETCH_LIMIT_MS),
  }).catch((error: unknown) => {
    throw new Error(unreachable(url, error), { cause: error });
  });
  if (!response.ok) {
    throw new Error(`${url} respondeu com o status ${response.status}`);
  }
  const readableBySite =
    !siteOrigin ||
    allowsReadFrom(
      response.headers.get("access-control-allow-origin"),
      siteOrigin,
    );
  try {
    return {
      url,
      text: await readSheetBytes(await response.arrayBuffer()),
      readableBySite,
    };
  } catch (error) {
    throw new Error(
      `${url}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
}

/** Why `url` gave no answer, in the officers' words: "sem resposta de … em 10 segundos". */
function unreachable(url: string, error: unknown): string {
  if (error instanceof DOMException && error.name === "TimeoutError") {
    return `sem resposta de ${url} em ${FETCH_LIMIT_MS / 1000} segundos`;
  }
  const code =
    error instanceof Error && error.cause instanceof Error
      ? ` (${"code" in error.cause ? String(error.cause.code) : error.cause.message})`
      : "";
  return `não foi possível conectar a ${url}${code}`;
}

async function saveCopy(copy: SheetCopy, file: string) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(copy));
}

/** The copy saved by an earlier build of the same sheets, if it can still be read. */
async function lastCopy(
  urls: SheetCopy["urls"],
  file: string,
): Promise<SheetCopy | undefined> {
  try {
    const copy = sheetCopySchema.parse(
      JSON.parse(await readFile(file, "utf8")),
    );
    if (copy.urls.doadores !== urls.doadores) return undefined;
    if (copy.urls.turmas !== urls.turmas) return undefined;
    readCopy(copy);
    return copy;
  } catch {
    return undefined;
  }
}

async function sampleCopy(urls: SheetCopy["urls"]): Promise<SheetCopy> {
  const read = async (sheet: SheetName) =>
    decodeSheetBytes(await readFile(join(SAMPLES_DIR, SAMPLE_FILES[sheet])));
  return {
    readOn: dayInBrasilia(),
    urls,
    texts: { doadores: await read("doadores"), turmas: await read("turmas") },
  };
}

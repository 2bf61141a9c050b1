// The giving day's sheets: as they stood when the day began and as they stand now (or when it
// ended), each read with the browser's parsers, for the day's figures (~/sheets/giving-day-figures).
import type { GivingDayState, GivingDayTimes } from "~/lib/giving-day";
import { parseClassTotals } from "~/sheets/class-totals-sheet";
import { parseDonors } from "~/sheets/donors-sheet";
import type { SheetsAt } from "~/sheets/giving-day-figures";
import {
  SHEET_URLS,
  SHEETS_TIME_LIMIT_MS,
  sheetUrlAt,
} from "~/sheets/published-sheets";
import type { SheetName } from "~/sheets/sheet-notices";
import { readSheetBytes } from "~/sheets/text-encoding";

export type DaySheets = {
  atStart: SheetsAt;
  /** The sheets now; once the day has ended, as they stood at its end. */
  atEnd: SheetsAt;
  /** When the copy of the day's start was read from the sheets' host. */
  startReadAt: number | undefined;
};

/**
 * Both sheets at the day's start and now (or at its end). Rejects when a copy cannot be had (the
 * browser reads the sheets' host directly, or the edge kept no copy from before the start), when a
 * sheet fails, or after the time limit; and with the abort reason when `signal` cancels it.
 */
export async function loadGivingDay(
  times: GivingDayTimes,
  state: Exclude<GivingDayState, "before">,
  signal: AbortSignal,
): Promise<DaySheets> {
  const within = AbortSignal.any([
    signal,
    AbortSignal.timeout(SHEETS_TIME_LIMIT_MS),
  ]);
  const at = (hour: number | undefined) => (sheet: SheetName) =>
    hour === undefined ? SHEET_URLS[sheet] : sheetUrlAt(sheet, hour);
  const endHour = state === "after" ? times.endsAt : undefined;
  const [atStart, atEnd] = await Promise.all([
    readSheetsAt(at(times.startsAt), within),
    readSheetsAt(at(endHour), within),
  ]);
  return {
    atStart: atStart.sheets,
    atEnd: atEnd.sheets,
    startReadAt: atStart.readAt,
  };
}

async function readSheetsAt(
  urlOf: (sheet: SheetName) => string | undefined,
  signal: AbortSignal,
): Promise<{ sheets: SheetsAt; readAt: number | undefined }> {
  const [donors, classes] = await Promise.all([
    readSheet(urlOf("doadores"), signal),
    readSheet(urlOf("turmas"), signal),
  ]);
  const readTimes = [donors.readAt, classes.readAt].filter(
    (time): time is number => time !== undefined,
  );
  return {
    sheets: {
      donors: parseDonors(donors.text).donors,
      classTotals: parseClassTotals(classes.text).classTotals,
    },
    readAt: readTimes.length > 0 ? Math.min(...readTimes) : undefined,
  };
}

async function readSheet(url: string | undefined, signal: AbortSignal) {
  if (url === undefined) {
    throw new Error(
      "sem cópia das planilhas do começo do dia: o navegador lê as planilhas direto do servidor delas (SHEETS_DIRECT).",
    );
  }
  const response = await fetch(url, { signal });
  if (!response.ok) {
    throw new Error(`${url}: ${await response.text().catch(() => "")}`);
  }
  const readAt = Date.parse(response.headers.get("Sheet-Read-At") ?? "");
  return {
    text: await readSheetBytes(await response.arrayBuffer()),
    readAt: Number.isNaN(readAt) ? undefined : readAt,
  };
}

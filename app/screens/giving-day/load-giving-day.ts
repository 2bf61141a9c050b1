// The giving day's sheets: as they stood when the day began and as they stand now (or when it
// ended), fetched and read as the donors page's are (~/sheets/published-sheets), for the day's
// figures (~/sheets/giving-day-figures).
import type { GivingDayState, GivingDayTimes } from "~/lib/giving-day";
import { parseClassTotals } from "~/sheets/class-totals-sheet";
import { parseDonors } from "~/sheets/donors-sheet";
import type { SheetsAt } from "~/sheets/giving-day-figures";
import {
  fetchSheets,
  readSheet,
  SHEET_URLS,
  sheetUrlAt,
} from "~/sheets/published-sheets";
import type { SheetName } from "~/sheets/sheet-notices";

export type DaySheets = {
  atStart: SheetsAt;
  /** The sheets now; once the day has ended, as they stood at its end. */
  atEnd: SheetsAt;
  /** When the copy of the day's start was read from the sheets' host. */
  startReadAt: number | undefined;
};

const SHEETS: SheetName[] = ["doadores", "turmas"];

/**
 * Both sheets at the day's start and now (or at its end). Rejects when no copy of the start can be
 * had (the browser reads the sheets' host directly, which keeps none), as fetchSheets does (the edge
 * kept no copy from before the start answers 404), and with the abort reason when `signal` cancels it.
 */
export async function loadGivingDay(
  times: GivingDayTimes,
  state: Exclude<GivingDayState, "before">,
  signal: AbortSignal,
): Promise<DaySheets> {
  const [atStart, atEnd] = await Promise.all([
    readSheetsAt(copiesAt(times.startsAt), signal),
    readSheetsAt(
      state === "after" ? copiesAt(times.endsAt) : SHEET_URLS,
      signal,
    ),
  ]);
  return {
    atStart: atStart.sheets,
    atEnd: atEnd.sheets,
    startReadAt: atStart.readAt,
  };
}

/** Where both sheets are read as they stood when `hour` began. */
function copiesAt(hour: number): Record<SheetName, string> {
  const [doadores, turmas] = SHEETS.map((sheet) => sheetUrlAt(sheet, hour));
  if (doadores === undefined || turmas === undefined) {
    throw new Error(
      "sem cópia das planilhas do começo do dia: o navegador lê as planilhas direto do servidor delas (SHEETS_DIRECT).",
    );
  }
  return { doadores, turmas };
}

async function readSheetsAt(
  urls: Record<SheetName, string>,
  signal: AbortSignal,
): Promise<{ sheets: SheetsAt; readAt: number | undefined }> {
  const { bytes, readAt } = await fetchSheets(SHEETS, signal, urls);
  const [donors, classes] = await Promise.all([
    readSheet("doadores", bytes.doadores, parseDonors),
    readSheet("turmas", bytes.turmas, parseClassTotals),
  ]);
  return {
    sheets: { donors: donors.donors, classTotals: classes.classTotals },
    readAt,
  };
}

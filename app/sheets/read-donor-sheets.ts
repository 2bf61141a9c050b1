import { readSheet, SheetLoadError } from "./published-sheets";
import type { SheetFailure } from "./sheet-errors";
import type { ClassTotal, UnreadRow } from "~/sheets/class-totals";
import { parseClassTotals } from "~/sheets/class-totals-sheet";
import { type ListedDonor, listDonors } from "~/sheets/donor-directory";
import { type ClassParticipation, countDonorsByClass } from "~/sheets/donors";
import { parseDonors } from "~/sheets/donors-sheet";
import { describeRowNotice, type SheetName } from "~/sheets/sheet-notices";

export type DonorSheets = {
  /** In pt-BR alphabetical order. */
  donors: ListedDonor[];
  classTotals: ClassTotal[];
  /** What the classes gave, when the classes sheet can tell (see ClassTotals). */
  receivedReais: number | undefined;
  /** The classes sheet's rows whose money was left out (see ClassTotals). */
  unreadRows: UnreadRow[];
  participation: ClassParticipation[];
  /** Rows left out or read with a caveat, one sentence each, for whoever edits the sheets. */
  notices: string[];
};

export type SheetBytes = Record<SheetName, ArrayBuffer>;

/**
 * The sheets as read, or why they could not be: a SheetLoadError's failure and detail, or the
 * message of anything else that went wrong. Plain data, so that it can cross from a worker.
 */
export type SheetsReading =
  | { sheets: DonorSheets }
  | { failure: SheetFailure; detail: string }
  | { errorMessage: string };

/** Both sheets' bytes, decoded and read for the donors page. */
export async function readDonorSheetBytes(
  bytes: SheetBytes,
): Promise<SheetsReading> {
  try {
    const [doadores, turmas] = await bothRead(
      readSheet("doadores", bytes.doadores, parseDonors),
      readSheet("turmas", bytes.turmas, parseClassTotals),
    );
    return { sheets: readDonorSheets(doadores, turmas) };
  } catch (error) {
    if (error instanceof SheetLoadError) {
      return { failure: error.failure, detail: error.detail };
    }
    return { errorMessage: error instanceof Error ? error.message : "" };
  }
}

/**
 * Both readings; when both sheets are malformed, one SheetLoadError names both problems, so that
 * whoever edits them fixes both at once.
 */
async function bothRead<Donors, Classes>(
  donors: Promise<Donors>,
  classes: Promise<Classes>,
): Promise<[Donors, Classes]> {
  const [doadores, turmas] = await Promise.allSettled([donors, classes]);
  if (doadores.status === "fulfilled" && turmas.status === "fulfilled") {
    return [doadores.value, turmas.value];
  }
  const errors = [doadores, turmas].flatMap((reading) =>
    reading.status === "rejected" ? [reading.reason as unknown] : [],
  );
  const [first, second] = errors;
  if (
    first instanceof SheetLoadError &&
    second instanceof SheetLoadError &&
    first.failure === second.failure
  ) {
    throw new SheetLoadError(first.failure, `${first.detail} ${second.detail}`);
  }
  throw first;
}

/** What the page shows from the two sheets as read, live or by the build. */
export function readDonorSheets(
  doadores: ReturnType<typeof parseDonors>,
  turmas: ReturnType<typeof parseClassTotals>,
): DonorSheets {
  return {
    donors: listDonors(doadores.donors),
    classTotals: turmas.classTotals,
    receivedReais: turmas.receivedReais,
    unreadRows: turmas.unreadRows,
    participation: countDonorsByClass(doadores.donors),
    // The classes sheet's first: its rows are money, and a long donors sheet's would bury them.
    notices: [
      ...turmas.notices.map((notice) => describeRowNotice("turmas", notice)),
      ...doadores.notices.map((notice) =>
        describeRowNotice("doadores", notice),
      ),
    ],
  };
}

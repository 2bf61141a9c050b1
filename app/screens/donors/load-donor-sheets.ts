import { loadSheets } from "~/components/published-sheets";
import { type ClassTotal, parseClassTotals } from "~/lib/class-totals";
import { type ListedDonor, listDonors } from "~/lib/donor-directory";
import {
  type ClassParticipation,
  countDonorsByClass,
  parseDonors,
} from "~/lib/donors";
import { describeRowNotice } from "~/lib/sheet-notices";

export type DonorSheets = {
  /** In pt-BR alphabetical order. */
  donors: ListedDonor[];
  classTotals: ClassTotal[];
  participation: ClassParticipation[];
  /** Rows left out or read with a caveat, one sentence each, for whoever edits the sheets. */
  notices: string[];
};

/** Both sheets, read for the donors page. Rejects as loadSheets does. */
export async function loadDonorSheets(
  signal: AbortSignal,
): Promise<DonorSheets> {
  const { doadores, turmas } = await loadSheets(
    { doadores: parseDonors, turmas: parseClassTotals },
    signal,
  );
  // Ordering thousands of names is a task of its own, after the one that read the sheets.
  await nextTask();
  signal.throwIfAborted();
  return readDonorSheets(doadores, turmas);
}

/** What the page shows from the two sheets as read, live or by the build. */
export function readDonorSheets(
  doadores: ReturnType<typeof parseDonors>,
  turmas: ReturnType<typeof parseClassTotals>,
): DonorSheets {
  return {
    donors: listDonors(doadores.donors),
    classTotals: turmas.classTotals,
    participation: countDonorsByClass(doadores.donors),
    notices: [
      ...doadores.notices.map((notice) =>
        describeRowNotice("doadores", notice),
      ),
      ...turmas.notices.map((notice) => describeRowNotice("turmas", notice)),
    ],
  };
}

function nextTask() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

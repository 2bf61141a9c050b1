import { loadSheets } from "~/components/published-sheets";
import { type ClassTotal, parseClassTotals } from "~/lib/class-totals";
import {
  type ClassParticipation,
  countDonorsByClass,
  type DonorTierGroup,
  groupDonorsByTier,
  parseDonors,
} from "~/lib/donors";
import { describeRowNotice } from "~/lib/sheet-notices";

export type DonorSheets = {
  tierGroups: DonorTierGroup[];
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
  return {
    tierGroups: groupDonorsByTier(doadores.donors),
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

import { loadSheets, warnOfSheetFailure } from "./published-sheets";
import { parseClassTotals, totalDonatedReais } from "~/lib/class-totals";

/**
 * What the classes sheet adds up to, in reais; null when it cannot be read (the failure is
 * logged for whoever edits the sheets). Rejects only when `signal` cancels the load.
 */
export async function loadRaisedReais(
  signal: AbortSignal,
): Promise<number | null> {
  try {
    const { turmas } = await loadSheets({ turmas: parseClassTotals }, signal);
    return totalDonatedReais(turmas.classTotals);
  } catch (error) {
    if (signal.aborted) throw error;
    warnOfSheetFailure(error);
    return null;
  }
}

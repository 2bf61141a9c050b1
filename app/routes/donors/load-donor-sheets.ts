// The donors page's only live data: two sheets published as CSV, fetched in the browser. This
// turns every way that can fail into the one error the visitor reads (SPEC §8), with a time
// limit and cancellation when the visitor leaves before the sheets answer.
import { donorsPage } from "~/content/donors";
import { type ClassTotal, parseClassTotals } from "~/lib/class-totals";
import { CsvFormatError } from "~/lib/csv";
import {
  type DonorTierGroup,
  groupDonorsByTier,
  parseDonors,
} from "~/lib/donors";

const DONORS_CSV_URL =
  import.meta.env.VITE_DONORS_CSV_URL ?? "/data/doadores.csv";
const CLASSES_CSV_URL =
  import.meta.env.VITE_CLASSES_CSV_URL ?? "/data/turmas.csv";

/** How long both sheets together may take before the page gives up. */
export const SHEETS_TIME_LIMIT_MS = 15_000;

export type DonorSheets = {
  tierGroups: DonorTierGroup[];
  classTotals: ClassTotal[];
};

/** A sheet answered with a status other than OK. */
class SheetRequestError extends Error {
  name = "SheetRequestError";
}

/**
 * Fetches both sheets in parallel and reads them. Rejects with an Error whose message is what
 * the visitor should read after "Erro ao carregar dados: ", or with the abort reason when
 * `signal` (the visitor leaving) cancels the load.
 */
export async function loadDonorSheets(
  signal: AbortSignal,
): Promise<DonorSheets> {
  const controller = new AbortController();
  let hasTimedOut = false;
  const timer = setTimeout(() => {
    hasTimedOut = true;
    controller.abort();
  }, SHEETS_TIME_LIMIT_MS);
  const cancel = () => controller.abort(signal.reason);
  signal.addEventListener("abort", cancel);
  if (signal.aborted) cancel();
  try {
    const [donorsCsv, classesCsv] = await Promise.all([
      fetchSheet(DONORS_CSV_URL, controller.signal),
      fetchSheet(CLASSES_CSV_URL, controller.signal),
    ]);
    return {
      tierGroups: groupDonorsByTier(parseDonors(donorsCsv)),
      classTotals: parseClassTotals(classesCsv),
    };
  } catch (error) {
    if (signal.aborted) throw error;
    if (hasTimedOut) throw new Error(donorsPage.errors.timedOut);
    if (error instanceof SheetRequestError) {
      throw new Error(donorsPage.errors.fetchFailed, { cause: error });
    }
    if (error instanceof CsvFormatError) {
      throw new Error(donorsPage.errors.processingFailed, { cause: error });
    }
    throw error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener("abort", cancel);
    // When one sheet fails, stop waiting for the other.
    controller.abort();
  }
}

/** The browser reached no server: fetch rejects with a TypeError worded in the browser's language. */
class SheetUnreachableError extends Error {
  name = "SheetUnreachableError";
}

async function fetchSheet(url: string, signal: AbortSignal): Promise<string> {
  const response = await fetch(url, { signal }).catch((error: unknown) => {
    if (signal.aborted) throw error;
    throw new SheetUnreachableError(donorsPage.errors.networkFailed, {
      cause: error,
    });
  });
  if (!response.ok) {
    throw new SheetRequestError(`${url} respondeu ${response.status}`);
  }
  // An unpublished Google Sheet answers 200 with its sign-in page.
  if (response.headers.get("content-type")?.includes("text/html")) {
    throw new CsvFormatError(`${url} respondeu com HTML, não CSV`);
  }
  return response.text();
}

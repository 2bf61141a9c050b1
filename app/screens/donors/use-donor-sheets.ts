import { startTransition, useEffect, useState } from "react";
import {
  type LiveDonorSheets,
  loadDonorSheets,
} from "~/sheets/load-donor-sheets";
import { warnOfSheetFailure } from "~/sheets/published-sheets";
import { LISTED_NOTICES_LIMIT } from "./sheet-notices";

/** How the latest finished attempt ended. Attempts count from 0, the first load. */
export type Outcome =
  | { attempt: number; sheets: LiveDonorSheets }
  | { attempt: number; error: unknown };

/**
 * The donors page's data, loaded once the page is on screen with its loading message. `retry`
 * starts another attempt, unless one is under way; a new attempt cancels the one before.
 */
export function useDonorSheets() {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>();
  const returns = useReturnsFromHistory();
  useEffect(() => {
    const controller = new AbortController();
    loadDonorSheets(controller.signal).then(
      (sheets) => {
        if (sheets.notices.length > 0)
          console.warn(consoleNotices(sheets.notices));
        // A transition renders a long sheet in slices, leaving the main thread free in between.
        startTransition(() => setOutcome({ attempt, sheets }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        warnOfSheetFailure(error);
        setOutcome({ attempt, error });
      },
    );
    return () => controller.abort();
  }, [attempt, returns]);
  const isRetrying = outcome !== undefined && outcome.attempt < attempt;
  return {
    outcome,
    isRetrying,
    retry: () => {
      if (!isRetrying) setAttempt(attempt + 1);
    },
  };
}

/**
 * How many times the browser has brought the page back from its back-forward cache. A load cut
 * off when the visitor left would never end: the page reads the sheets again, as on any visit.
 */
function useReturnsFromHistory(): number {
  const [returns, setReturns] = useState(0);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setReturns((count) => count + 1);
    };
    addEventListener("pageshow", onPageShow);
    return () => removeEventListener("pageshow", onPageShow);
  }, []);
  return returns;
}

/**
 * The notices the console shows: the first ones the page lists, and how many more. A sheet of
 * thousands would otherwise send the console a string of megabytes, holding the page meanwhile.
 */
export function consoleNotices(notices: string[]): string {
  const listed = notices.slice(0, LISTED_NOTICES_LIMIT);
  const more = notices.length - listed.length;
  return [...listed, ...(more > 0 ? [`e mais ${more}…`] : [])].join("\n");
}

import { useEffect, useRef } from "react";
import { ClassEngagementSection } from "./class-engagement-section";
import { DonorTierSection } from "./donor-tier-section";
import type { DonorSheets } from "./load-donor-sheets";
import { type Outcome, useDonorSheets } from "./use-donor-sheets";
import { CampaignProgress } from "~/components/campaign-progress";
import { DonateCallToAction } from "~/components/donate-call-to-action";
import { SheetLoadError } from "~/components/published-sheets";
import { donorsPage } from "~/content/donors";
import type { Figures } from "~/content/source/schema";
import { totalDonatedReais } from "~/lib/class-totals";
import { cn } from "~/lib/cn";

const { errors } = donorsPage;

/** Where the donors page shows what it reads from the sheets. */
export const LIVE_DONORS_ID = "doadores-ao-vivo";

/** What the sheets say: the loading message, then the donors or what went wrong. */
export function LiveDonors({
  figures,
}: {
  /** The fund's published figures, for the campaign's progress. */
  figures: Figures;
}) {
  const { outcome, isRetrying, retry } = useDonorSheets();
  return (
    <>
      {outcome && "sheets" in outcome ? (
        <DonorsContent
          figures={figures}
          sheets={outcome.sheets}
          takesFocus={outcome.attempt > 0}
        />
      ) : null}
      {outcome && "error" in outcome ? (
        <LoadFailure
          error={outcome.error}
          isRetrying={isRetrying}
          onRetry={retry}
        />
      ) : null}
      {/* One live region for every state: loading, each retry and its outcome. */}
      <p
        role="status"
        className={cn(
          "px-4 text-center text-slate-700",
          !outcome && "py-24 text-lg",
          outcome && "error" in outcome && "pt-4 pb-24",
          outcome && "sheets" in outcome && "sr-only",
        )}
      >
        {statusText(outcome, isRetrying)}
      </p>
      {outcome && "sheets" in outcome ? (
        <DonateCallToAction callToAction={donorsPage.callToAction} />
      ) : null}
    </>
  );
}

/** What the live region says: the loading message, then each retry and how it ended. */
function statusText(outcome: Outcome | undefined, isRetrying: boolean) {
  if (!outcome) return donorsPage.loading;
  if (isRetrying) return errors.retrying;
  if (outcome.attempt === 0) return "";
  return "error" in outcome ? errors.retryFailed : errors.loaded;
}

function DonorsContent({
  figures,
  sheets,
  takesFocus,
}: {
  figures: Figures;
  sheets: DonorSheets;
  /** After a retry the button is gone: focus moves to what replaced it. */
  takesFocus: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takesFocus) ref.current?.focus();
  }, [takesFocus]);
  const { tierGroups, classTotals, participation, notices } = sheets;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="mx-auto box-content max-w-6xl space-y-16 px-4 py-16 focus:outline-none"
    >
      <CampaignProgress
        figures={figures}
        raisedReais={totalDonatedReais(classTotals)}
      />
      {tierGroups.map((group) => (
        <DonorTierSection
          key={group.tier}
          copy={donorsPage.tiers[group.tier]}
          donors={group.donors}
        />
      ))}
      {classTotals.length > 0 ? (
        <ClassEngagementSection
          classTotals={classTotals}
          participation={participation}
        />
      ) : null}
      {notices.length > 0 ? <SheetNotices notices={notices} /> : null}
    </div>
  );
}

/** Rows left out or read with a caveat: tucked away for whoever edits the sheets. */
function SheetNotices({ notices }: { notices: string[] }) {
  return (
    <details className="text-sm text-slate-700">
      <summary className="cursor-pointer">
        {donorsPage.notices.summary} ({notices.length})
      </summary>
      <p className="mt-2">{donorsPage.notices.lead}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {notices.map((notice) => (
          <li key={notice}>{notice}</li>
        ))}
      </ul>
    </details>
  );
}

function LoadFailure({
  error,
  isRetrying,
  onRetry,
}: {
  error: unknown;
  isRetrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 pt-24 text-center">
      <p role="alert" className="text-lg font-semibold text-red-800">
        {errors.prefix}
        {failureReason(error)}
      </p>
      {error instanceof SheetLoadError ? (
        <details className="mx-auto mt-4 max-w-xl text-sm text-slate-700">
          <summary className="cursor-pointer">{errors.details}</summary>
          <p className="mt-2 text-left">{error.detail}</p>
        </details>
      ) : null}
      {/* aria-disabled, not disabled: a disabled button would lose the keyboard focus. */}
      <button
        type="button"
        onClick={onRetry}
        aria-disabled={isRetrying}
        className="mt-8 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 aria-disabled:opacity-70"
      >
        {errors.retry}
      </button>
    </div>
  );
}

/** What follows "Erro ao carregar dados: ": the failure's own message, if it has one. */
function failureReason(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return errors.unknown;
}

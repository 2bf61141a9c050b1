import { useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { ClassEngagementSection } from "./class-engagement-section";
import { ClassViewSection } from "./class-view-section";
import { DonorFinder } from "./donor-finder";
import { type DonorTierCopy, DonorTierSection } from "./donor-tier-section";
import {
  type DonorsTexts,
  DonorsTextsProvider,
  useDonorsTexts,
} from "./donors-texts";
import type { DonorSheets } from "~/sheets/read-donor-sheets";
import {
  PUBLISHED_DONORS_ID,
  PUBLISHED_TITLE_ID,
  publishedDate,
} from "./published-donors";
import { SheetNotices } from "./sheet-notices";
import { usePublishedDonors } from "./use-published-donors";
import { type Outcome, useDonorSheets } from "./use-donor-sheets";
import { useListedCount } from "./use-listed-count";
import { CampaignProgress } from "~/components/campaign-progress";
import { DonateCallToAction } from "~/components/donate-call-to-action";
import { SheetLoadError } from "~/sheets/published-sheets";
import { SHEET_ERRORS, sheetFailureMessage } from "~/sheets/sheet-errors";
import type { Campaign, Figures } from "~/content/source/schema";
import { parseTurmaId } from "~/lib/class-id";
import { cn } from "~/lib/cn";
import {
  type ClassView,
  findDonors,
  type ListedDonor,
  viewClass,
} from "~/lib/donor-directory";
import { groupDonorsByTier } from "~/lib/donors";
import { fillIn } from "~/lib/fill-in";
import { formatDecimal } from "~/lib/money";

/** Where the donors page shows what it reads from the sheets. */
export const LIVE_DONORS_ID = "doadores-ao-vivo";

/**
 * What the sheets say: the loading message, then the donors or what went wrong, with the list
 * the build published (dated `publishedOn`) a click away. Without JavaScript the stylesheet hides
 * this part (app.css, `data-live-donors`): the published list stands in for it.
 */
export function LiveDonors({
  texts,
  campaignTexts,
  figures,
  today,
  publishedOn,
  notifyHref,
  giveHref,
}: {
  texts: DonorsTexts;
  campaignTexts: Campaign;
  /** The fund's published figures, for the campaign's progress. */
  figures: Figures;
  /** The day the campaign is stated on: the build's, not the visitor's (./published-donors). */
  today: string;
  publishedOn: string;
  /** The donation page's form for a donor who is not listed yet. */
  notifyHref: string;
  /** The donation page's Pix block, where a class's invitation leads with the class chosen. */
  giveHref: string;
}) {
  const { outcome, isRetrying, retry } = useDonorSheets();
  const publishedDonors = usePublishedDonors();
  const sheets = outcome && "sheets" in outcome ? outcome.sheets : undefined;
  // While the live sheets load, the search finds in the list the build published; the field
  // stays in place, with what was typed, when the live list replaces it.
  const searched = sheets?.donors ?? (outcome ? undefined : publishedDonors);
  const [query, setQuery] = useState("");
  // Typing stays quick on a long list: the lists follow the field when the browser is free.
  const shownQuery = useDeferredValue(query);
  const found = useMemo(
    () => findDonors(searched ?? [], shownQuery),
    [searched, shownQuery],
  );
  // A search that names a class ("T98", "98", "Turma de 1998") shows that class, once the
  // classes sheet is read.
  const namedClass = parseTurmaId(shownQuery);
  const classView =
    namedClass && sheets
      ? viewClass(
          namedClass,
          sheets.donors,
          sheets.classTotals,
          sheets.unreadRows,
        )
      : undefined;
  // How many times a class was chosen in a chart since the visitor last typed: each choice
  // brings the class into view, even where the field is far above the chart.
  const [classChoices, setClassChoices] = useState(0);
  const typeQuery = (text: string) => {
    setQuery(text);
    setClassChoices(0);
  };
  const chooseClass = (turmaId: string) => {
    setQuery(turmaId);
    setClassChoices((choices) => choices + 1);
  };
  const search: Search = { shownQuery, found, classView, classChoices };
  return (
    <DonorsTextsProvider texts={texts}>
      <div data-live-donors="">
        {searched ? (
          <div className="mx-auto box-content max-w-6xl px-4 pt-16">
            <DonorFinder
              query={query}
              onQueryChange={typeQuery}
              foundCount={
                shownQuery.trim() === ""
                  ? undefined
                  : (classView?.donors ?? found).length
              }
              notifyHref={notifyHref}
            />
          </div>
        ) : null}
        {sheets && outcome ? (
          <DonorsContent
            figures={figures}
            today={today}
            campaignTexts={campaignTexts}
            sheets={sheets}
            search={search}
            onChooseClass={chooseClass}
            takesFocus={outcome.attempt > 0}
            giveHref={giveHref}
          />
        ) : null}
        {!outcome && shownQuery.trim() !== "" ? (
          <PublishedResults
            found={found}
            listKey={shownQuery}
            publishedOn={publishedOn}
          />
        ) : null}
        {outcome && "error" in outcome ? (
          <LoadFailure
            error={outcome.error}
            isRetrying={isRetrying}
            onRetry={retry}
            publishedOn={publishedOn}
          />
        ) : null}
        {/* One live region for every state: loading, each retry and its outcome. */}
        <p
          role="status"
          className={cn(
            "px-4 text-center text-slate-700",
            !outcome && "py-24 text-lg",
            // Its line kept when empty: a retry's message must not push the published list down.
            outcome && "error" in outcome && "min-h-34 pt-4 pb-24",
            outcome && "sheets" in outcome && "sr-only",
          )}
        >
          {statusText(texts, outcome, isRetrying)}
        </p>
        {outcome && "sheets" in outcome ? (
          <DonateCallToAction callToAction={texts.callToAction} />
        ) : null}
      </div>
    </DonorsTextsProvider>
  );
}

/** What the live region says: the loading message, then each retry and how it ended. */
function statusText(
  { loading, errors }: DonorsTexts,
  outcome: Outcome | undefined,
  isRetrying: boolean,
) {
  if (!outcome) return loading;
  if (isRetrying) return errors.retrying;
  if (outcome.attempt === 0) return "";
  return "error" in outcome ? errors.retryFailed : errors.loaded;
}

/** What the search shows: the query the lists follow, the donors found, the class it names. */
type Search = {
  shownQuery: string;
  found: ListedDonor[];
  classView: ClassView | undefined;
  /** How many times a class was chosen in a chart since the visitor last typed. */
  classChoices: number;
};

/** What the search finds in the published list while the live sheets load, dated. */
function PublishedResults({
  found,
  listKey,
  publishedOn,
}: {
  found: ListedDonor[];
  listKey: string;
  publishedOn: string;
}) {
  const texts = useDonorsTexts();
  const tierGroups = useMemo(() => groupDonorsByTier(found), [found]);
  return (
    <div className="mx-auto box-content max-w-6xl space-y-16 px-4 pt-8">
      <p className="text-sm text-slate-700">
        {texts.published.title}, {publishedDate(texts.published, publishedOn)}
      </p>
      {tierGroups.map((group) => (
        <PagedTierSection
          key={group.tier}
          copy={texts.tiers[group.tier]}
          donors={group.donors}
          listKey={listKey}
        />
      ))}
    </div>
  );
}

function DonorsContent({
  figures,
  today,
  campaignTexts,
  sheets,
  search,
  onChooseClass,
  takesFocus,
  giveHref,
}: {
  figures: Figures;
  today: string;
  campaignTexts: Campaign;
  sheets: DonorSheets;
  search: Search;
  onChooseClass: (turmaId: string) => void;
  /** After a retry the button is gone: focus moves to what replaced it. */
  takesFocus: boolean;
  giveHref: string;
}) {
  const texts = useDonorsTexts();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takesFocus) ref.current?.focus();
  }, [takesFocus]);
  const {
    donors,
    classTotals,
    receivedReais,
    unreadRows,
    participation,
    notices,
  } = sheets;
  const { shownQuery, found, classView, classChoices } = search;
  const tierGroups = useMemo(() => groupDonorsByTier(found), [found]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="mx-auto box-content max-w-6xl space-y-16 px-4 py-16 focus:outline-none"
    >
      {/* What the search finds comes right below the field, where it leaves the eyes. */}
      {classView ? (
        <ClassViewSection
          view={classView}
          giveHref={giveHref}
          focusRequest={classChoices}
        />
      ) : donors.length === 0 ? (
        <p className="text-slate-700">{texts.noDonorsYet}</p>
      ) : (
        tierGroups.map((group) => (
          <PagedTierSection
            key={group.tier}
            copy={texts.tiers[group.tier]}
            donors={group.donors}
            listKey={shownQuery}
          />
        ))
      )}
      <CampaignProgress
        figures={figures}
        texts={campaignTexts}
        today={today}
        raisedReais={receivedReais}
        unreadRows={unreadRows}
      />
      {classTotals.length > 0 ? (
        <ClassEngagementSection
          classTotals={classTotals}
          unreadRows={unreadRows}
          participation={participation}
          onChooseClass={onChooseClass}
        />
      ) : null}
      <SheetNotices notices={notices} lead={texts.notices.lead} />
    </div>
  );
}

/**
 * A tier of a sheet that may list thousands of donors: a page of them, and a button for more,
 * which hands the focus to the first name it adds (the button itself may go with the last page).
 */
function PagedTierSection({
  copy,
  donors,
  listKey,
}: {
  copy: DonorTierCopy;
  donors: ListedDonor[];
  listKey: string;
}) {
  const { finder } = useDonorsTexts();
  const { count, remaining, showMore } = useListedCount(donors.length, listKey);
  const ref = useRef<HTMLElement>(null);
  const [firstAdded, setFirstAdded] = useState<{ index: number }>();
  useEffect(() => {
    if (!firstAdded) return;
    ref.current?.querySelectorAll<HTMLElement>("li")[firstAdded.index]?.focus();
  }, [firstAdded]);
  return (
    <DonorTierSection
      ref={ref}
      copy={copy}
      donors={donors.slice(0, count)}
      focusableDonors
    >
      {remaining > 0 ? (
        <button
          type="button"
          onClick={() => {
            setFirstAdded({ index: count });
            showMore();
          }}
          className="mt-4 rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {fillIn(finder.showMore, {
            quantidade: formatDecimal(remaining, 0),
          })}
        </button>
      ) : null}
    </DonorTierSection>
  );
}

function LoadFailure({
  error,
  isRetrying,
  onRetry,
  publishedOn,
}: {
  error: unknown;
  isRetrying: boolean;
  onRetry: () => void;
  publishedOn: string;
}) {
  const { errors } = useDonorsTexts();
  return (
    <div className="mx-auto max-w-3xl px-4 pt-24 text-center">
      <p role="alert" className="text-lg font-semibold text-red-800">
        {SHEET_ERRORS.prefix}
        {failureReason(error, errors)}
      </p>
      {error instanceof SheetLoadError ? (
        <details className="mx-auto mt-4 max-w-xl text-sm text-slate-700">
          <summary className="cursor-pointer">{errors.details}</summary>
          <p className="mt-2 text-left wrap-anywhere">{error.detail}</p>
        </details>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        {/* aria-disabled, not disabled: a disabled button would lose the keyboard focus. */}
        <button
          type="button"
          onClick={onRetry}
          aria-disabled={isRetrying}
          className="rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 aria-disabled:opacity-70"
        >
          {errors.retry}
        </button>
        <PublishedListToggle publishedOn={publishedOn} />
      </div>
    </div>
  );
}

/**
 * Opens and closes the list the build published, which the page holds outside this island; it
 * closes again when the failure view goes (a retry that loads the sheets).
 */
function PublishedListToggle({ publishedOn }: { publishedOn: string }) {
  const [isOpen, setIsOpen] = useState(false);
  useEffect(() => {
    const list = document.getElementById(PUBLISHED_DONORS_ID);
    list?.toggleAttribute("data-open", isOpen);
    // On a phone the list opens below the fold: its dated title takes the focus, in view.
    if (isOpen) document.getElementById(PUBLISHED_TITLE_ID)?.focus();
    return () => list?.removeAttribute("data-open");
  }, [isOpen]);
  const { published } = useDonorsTexts();
  return (
    <button
      type="button"
      aria-expanded={isOpen}
      aria-controls={PUBLISHED_DONORS_ID}
      onClick={() => setIsOpen(!isOpen)}
      className="rounded-md border border-brand-700 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50"
    >
      {`${isOpen ? published.close : published.open} (${publishedDate(published, publishedOn)})`}
    </button>
  );
}

/** What follows "Erro ao carregar dados: ": the sheets' failure, or the error's own message. */
function failureReason(error: unknown, errors: DonorsTexts["errors"]): string {
  if (error instanceof SheetLoadError)
    return sheetFailureMessage(error.failure, errors);
  if (error instanceof Error && error.message) return error.message;
  return SHEET_ERRORS.unknown;
}

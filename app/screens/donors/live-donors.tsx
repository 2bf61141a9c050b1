import {
  type ReactNode,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { ClassEngagementSection } from "./class-engagement-section";
import { ClassViewSection } from "./class-view-section";
import { DonorFinder } from "./donor-finder";
import { type DonorTierCopy, DonorTierSection } from "./donor-tier-section";
import {
  type DonorsTexts,
  DonorsTextsProvider,
  useDonorsLocale,
  useDonorsTexts,
} from "./donors-texts";
import { LoadStatus } from "./load-status";
import type { DonorSheets } from "~/sheets/read-donor-sheets";
import { PUBLISHED_DONORS_ID, publishedDate } from "./published-donors";
import { SheetNotices } from "./sheet-notices";
import { usePublishedDonors } from "./use-published-donors";
import { useDonorSheets } from "./use-donor-sheets";
import { DONORS_PER_PAGE, useListedCount } from "./use-listed-count";
import { CampaignProgress } from "~/components/campaign-progress";
import { useIsRunning } from "~/components/use-is-running";
import type { Campaign, Figures } from "~/content/source/schema";
import { parseTurmaId } from "~/lib/class-id";
import {
  type ClassView,
  findDonors,
  type ListedDonor,
  viewClass,
} from "~/sheets/donor-directory";
import { groupDonorsByTier } from "~/sheets/donors";
import { fillIn } from "~/lib/fill-in";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locale";
import { formatDecimal } from "~/lib/money";

/** Where the donors page shows what it reads from the sheets. */
export const LIVE_DONORS_ID = "doadores-ao-vivo";

/**
 * What the sheets say: the search, how the load goes, then the live donors, which replace the
 * list the build published (dated `publishedOn`) in place. That list stays readable meanwhile,
 * and after a failure. Without JavaScript the stylesheet hides this part (app/layouts/site.css,
 * `data-live-donors`): the published list stands alone.
 */
export function LiveDonors({
  texts,
  campaignTexts,
  figures,
  today,
  publishedOn,
  notifyHref,
  giveHref,
  locale = DEFAULT_LOCALE,
  children,
}: {
  texts: DonorsTexts;
  /** The campaign's words; without them (a language the campaign is not written in), no progress. */
  campaignTexts?: Campaign | undefined;
  /** The fund's published figures, for the campaign's progress. */
  figures: Figures;
  /** The day the campaign is stated on: the build's, not the visitor's (./published-donors). */
  today: string;
  publishedOn: string;
  /** The donation page's form for a donor who is not listed yet. */
  notifyHref: string;
  /** The donation page's Pix block, where a class's invitation leads with the class chosen. */
  giveHref: string;
  /** The language of `texts`, which numbers and dates follow. */
  locale?: Locale;
  /**
   * The closing call to give, shown below the live list: rendered by the page (an Astro slot),
   * where its link is resolved among the pages the build kept.
   */
  children?: ReactNode;
}) {
  const { outcome, isRetrying, retry } = useDonorSheets();
  const publishedDonors = usePublishedDonors();
  const isRunning = useIsRunning();
  const sheets = outcome && "sheets" in outcome ? outcome.sheets : undefined;
  // Until the live sheets are read, the search finds in the list the build published; the field
  // stays in place, with what was typed, when the live list replaces it.
  const searched = sheets?.donors ?? publishedDonors;
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
  const searchesPublished =
    !sheets && publishedDonors !== undefined && shownQuery.trim() !== "";
  useHidesPublishedList(sheets !== undefined || searchesPublished);
  return (
    <DonorsTextsProvider texts={texts} locale={locale}>
      <div data-live-donors="">
        <div className="mx-auto box-content max-w-6xl px-4 pt-16">
          <DonorFinder
            query={query}
            onQueryChange={typeQuery}
            foundCount={
              searched === undefined || shownQuery.trim() === ""
                ? undefined
                : (classView?.donors ?? found).length
            }
            notifyHref={notifyHref}
            disabled={!isRunning}
          />
          <LoadStatus
            outcome={outcome}
            isRetrying={isRetrying}
            onRetry={retry}
            publishedOn={publishedOn}
          />
        </div>
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
        {searchesPublished ? (
          <PublishedResults
            found={found}
            listKey={shownQuery}
            publishedOn={publishedOn}
          />
        ) : null}
        {sheets ? children : null}
      </div>
    </DonorsTextsProvider>
  );
}

/**
 * Hides the list the build published, which the page holds below this island, while `isHidden`:
 * in the same frame as what replaces it appears, so that nothing around it moves.
 */
function useHidesPublishedList(isHidden: boolean) {
  useLayoutEffect(() => {
    const list = document.getElementById(PUBLISHED_DONORS_ID);
    list?.toggleAttribute("data-replaced", isHidden);
    return () => list?.removeAttribute("data-replaced");
  }, [isHidden]);
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
  const locale = useDonorsLocale();
  const tierGroups = useMemo(() => groupDonorsByTier(found), [found]);
  return (
    <div className="mx-auto box-content max-w-6xl space-y-16 px-4 pt-8">
      <p className="text-sm text-slate-700">
        {texts.published.title},{" "}
        {publishedDate(texts.published, publishedOn, locale)}
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
  campaignTexts: Campaign | undefined;
  sheets: DonorSheets;
  search: Search;
  onChooseClass: (turmaId: string) => void;
  /** After a retry the button is gone: focus moves to what replaced it. */
  takesFocus: boolean;
  giveHref: string;
}) {
  const texts = useDonorsTexts();
  const locale = useDonorsLocale();
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
      {campaignTexts ? (
        <CampaignProgress
          figures={figures}
          texts={campaignTexts}
          today={today}
          raisedReais={receivedReais}
          unreadRows={unreadRows}
          locale={locale}
        />
      ) : null}
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
  const locale = useDonorsLocale();
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
      isFullPage={count === DONORS_PER_PAGE}
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
            quantidade: formatDecimal(remaining, 0, locale),
          })}
        </button>
      ) : null}
    </DonorTierSection>
  );
}

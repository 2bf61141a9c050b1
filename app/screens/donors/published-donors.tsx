import { ClassEngagementSection } from "./class-engagement-section";
import { NotListedLink } from "./donor-finder";
import { DonorTierSection } from "./donor-tier-section";
import { type DonorsTexts, DonorsTextsProvider } from "./donors-texts";
import { publishedTiers } from "./published-list";
import type { PublishedSnapshot } from "~/sheets/published-snapshot.server";
import { SheetNotices } from "./sheet-notices";
import { CampaignProgress } from "~/components/campaign-progress";
import { DonateCallToAction } from "~/components/donate-call-to-action";
import type { Campaign, Figures } from "~/content/source/schema";
import { formatShortDate } from "~/lib/dates";
import { fillIn } from "~/lib/fill-in";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locale";
import { formatDecimal } from "~/lib/money";

/** Where the page keeps the published list, which the live part replaces with its own. */
export const PUBLISHED_DONORS_ID = "lista-publicada";
/** The list's title, which takes the focus when, after a failed load, the visitor asks for it. */
export const PUBLISHED_TITLE_ID = "lista-publicada-titulo";

/**
 * The list the build read from the sheets, dated: what a visitor without JavaScript, a crawler
 * and a link preview see. With JavaScript it shows while the live sheets load, and after they
 * fail; the live part hides it when its own list replaces it (app/layouts/site.css, `data-replaced`).
 */
export function PublishedDonors({
  texts,
  campaignTexts,
  snapshot,
  figures,
  today,
  notifyHref,
  locale = DEFAULT_LOCALE,
}: {
  texts: DonorsTexts;
  /** The campaign's words; without them (a language the campaign is not written in), no progress. */
  campaignTexts?: Campaign | undefined;
  snapshot: PublishedSnapshot;
  /** The fund's published figures, for the campaign's progress. */
  figures: Figures;
  /** The day the campaign is stated on: the build's. */
  today: string;
  /** The donation page's form for a donor who is not listed yet. */
  notifyHref: string;
  /** The language of `texts`, which numbers and dates follow. */
  locale?: Locale;
}) {
  const {
    donors,
    classTotals,
    receivedReais,
    unreadRows,
    participation,
    notices,
  } = snapshot.sheets;
  const { groups, leftOut } = publishedTiers(donors);
  const { published } = texts;
  const { donorsUnit } = texts.participation;
  return (
    <DonorsTextsProvider texts={texts} locale={locale}>
      <div id={PUBLISHED_DONORS_ID} data-published-donors="">
        <div className="mx-auto box-content max-w-6xl space-y-16 px-4 pt-8 pb-16">
          <div>
            <h2
              id={PUBLISHED_TITLE_ID}
              tabIndex={-1}
              className="scroll-mt-20 font-semibold text-slate-700"
            >
              {published.title},{" "}
              {publishedDate(published, snapshot.readOn, locale)}
            </h2>
            <NotListedLink
              href={notifyHref}
              className="mt-2 inline-block text-sm"
            />
          </div>
          {donors.length === 0 ? (
            <p className="text-slate-700">{texts.noDonorsYet}</p>
          ) : (
            groups.map((group) => (
              <DonorTierSection
                key={group.tier}
                copy={texts.tiers[group.tier]}
                donors={group.donors}
              />
            ))
          )}
          {leftOut > 0 ? (
            <p className="text-slate-700">
              {fillIn(published.leftOut, {
                doadores: `${formatDecimal(leftOut, 0, locale)} ${leftOut === 1 ? donorsUnit.one : donorsUnit.other}`,
              })}
            </p>
          ) : null}
          {campaignTexts ? (
            <CampaignProgress
              figures={figures}
              texts={campaignTexts}
              today={today}
              raisedReais={receivedReais}
              raisedOn={snapshot.readOn}
              unreadRows={unreadRows}
              locale={locale}
            />
          ) : null}
          {classTotals.length > 0 ? (
            <ClassEngagementSection
              classTotals={classTotals}
              unreadRows={unreadRows}
              participation={participation}
              showsAll
            />
          ) : null}
          <SheetNotices notices={notices} lead={texts.notices.publishedLead} />
        </div>
        <DonateCallToAction callToAction={texts.callToAction} />
      </div>
    </DonorsTextsProvider>
  );
}

/** "dados de 23/11/2026"; "data of November 23, 2026" in English. */
export function publishedDate(
  { dataOf }: DonorsTexts["published"],
  readOn: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return fillIn(dataOf, { data: formatShortDate(readOn, locale) });
}

import { useId } from "react";
import { ClassEngagementSection } from "./class-engagement-section";
import { DonorTierSection } from "./donor-tier-section";
import type { PublishedSnapshot } from "./published-snapshot.server";
import { DonateCallToAction } from "~/components/donate-call-to-action";
import { campaign } from "~/content/campaign";
import { donorsPage } from "~/content/donors";
import { campaignFigures } from "~/lib/campaign-figures";
import { totalDonatedReais } from "~/lib/class-totals";
import { formatShortDate } from "~/lib/dates";
import { groupDonorsByTier } from "~/lib/donors";

/** Where the page keeps the published list; the live part opens it after a failed load. */
export const PUBLISHED_DONORS_ID = "lista-publicada";

/**
 * The list the build read from the sheets, dated: what a visitor without JavaScript, a crawler
 * and a link preview see. With JavaScript the stylesheet hides it until the visitor asks for it
 * (app.css, `data-published-donors`).
 */
export function PublishedDonors({ snapshot }: { snapshot: PublishedSnapshot }) {
  const { donors, classTotals, participation } = snapshot.sheets;
  return (
    <div id={PUBLISHED_DONORS_ID} data-published-donors="">
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-16">
        <p className="font-semibold text-slate-700">
          {donorsPage.published.title}, {publishedDate(snapshot.readOn)}
        </p>
        <PublishedCampaign raisedReais={totalDonatedReais(classTotals)} />
        {groupDonorsByTier(donors).map((group) => (
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
            showsAll
          />
        ) : null}
      </div>
      <DonateCallToAction callToAction={donorsPage.callToAction} />
    </div>
  );
}

/**
 * The campaign in numbers as the sheets stood. Not the live part's CampaignProgress: its bar is
 * sized by a style attribute, which the page's policy refuses in built HTML.
 */
function PublishedCampaign({ raisedReais }: { raisedReais: number }) {
  const headingId = useId();
  const { text, filledPercent } = campaignFigures(raisedReais);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg bg-brand-50 p-6 md:p-8"
    >
      <h2 id={headingId} className="text-2xl font-bold text-brand-900">
        {campaign.title}
      </h2>
      <p className="mt-3 text-xl font-semibold text-brand-900">{text}</p>
      <progress
        aria-label={campaign.progressLabel}
        aria-valuetext={text}
        max={100}
        value={filledPercent}
        className="mt-4 block h-5 w-full appearance-none overflow-hidden rounded-full bg-white ring-1 ring-brand-600 [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-white [&::-webkit-progress-value]:bg-brand-600"
      />
    </section>
  );
}

/** "dados de 23/11/2026" */
export function publishedDate(readOn: string): string {
  return `${donorsPage.published.dataOf} ${formatShortDate(readOn)}`;
}

import { ClassEngagementSection } from "./class-engagement-section";
import { DonorTierSection } from "./donor-tier-section";
import type { PublishedSnapshot } from "./published-snapshot.server";
import { CampaignProgress } from "~/components/campaign-progress";
import { DonateCallToAction } from "~/components/donate-call-to-action";
import { donorsPage } from "~/content/donors";
import type { Figures } from "~/content/source/schema";
import { formatShortDate } from "~/lib/dates";
import { groupDonorsByTier } from "~/lib/donors";

/** Where the page keeps the published list; the live part opens it after a failed load. */
export const PUBLISHED_DONORS_ID = "lista-publicada";

/**
 * The list the build read from the sheets, dated: what a visitor without JavaScript, a crawler
 * and a link preview see. With JavaScript the stylesheet hides it until the visitor asks for it
 * (app.css, `data-published-donors`).
 */
export function PublishedDonors({
  snapshot,
  figures,
}: {
  snapshot: PublishedSnapshot;
  /** The fund's published figures, for the campaign's progress. */
  figures: Figures;
}) {
  const { donors, classTotals, receivedReais, participation } = snapshot.sheets;
  return (
    <div id={PUBLISHED_DONORS_ID} data-published-donors="">
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-16">
        <p className="font-semibold text-slate-700">
          {donorsPage.published.title}, {publishedDate(snapshot.readOn)}
        </p>
        {donors.length === 0 ? (
          <p className="text-slate-700">{donorsPage.noDonorsYet}</p>
        ) : (
          groupDonorsByTier(donors).map((group) => (
            <DonorTierSection
              key={group.tier}
              copy={donorsPage.tiers[group.tier]}
              donors={group.donors}
            />
          ))
        )}
        <CampaignProgress
          figures={figures}
          raisedReais={receivedReais}
          raisedOn={snapshot.readOn}
        />
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

/** "dados de 23/11/2026" */
export function publishedDate(readOn: string): string {
  return `${donorsPage.published.dataOf} ${formatShortDate(readOn)}`;
}

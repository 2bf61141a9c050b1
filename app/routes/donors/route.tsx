import type { Route } from "./+types/route";
import { LIVE_DONORS_ID, LiveDonors } from "./live-donors";
import { Island } from "~/components/island";
import { PageHero } from "~/components/page-hero";
import { donorsPage } from "~/content/donors";
import { pageTitle } from "~/content/site";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: pageTitle(donorsPage.meta.title),
    description: donorsPage.meta.description,
    path: "/doadores",
  });

// The sheets are read in the browser, by the page's island: the prerendered page shows the
// loading message at once.
export default function DonorsPage() {
  return (
    <>
      <PageHero title={donorsPage.title} lead={donorsPage.lead} />
      <div id={LIVE_DONORS_ID}>
        <LiveDonors />
      </div>
      <Island name="donors" />
    </>
  );
}

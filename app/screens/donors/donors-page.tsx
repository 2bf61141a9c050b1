import { PageHero } from "~/components/page-hero";
import { donorsPage } from "~/content/donors";
import { pageTitle } from "~/content/site";
import { type HeadTag, pageMeta } from "~/lib/seo";

export const head = (): HeadTag[] =>
  pageMeta({
    title: pageTitle(donorsPage.meta.title),
    description: donorsPage.meta.description,
    path: "/doadores",
  });

/** The page's title and lead; the live part below is an island (app/pages/doadores.astro). */
export function DonorsHero() {
  return <PageHero title={donorsPage.title} lead={donorsPage.lead} />;
}

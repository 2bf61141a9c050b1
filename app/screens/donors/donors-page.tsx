import type { DonorsTexts } from "./donors-texts";
import { PageHero } from "~/components/page-hero";
import { donorsPage } from "~/content/donor-page";
import { pageTitle } from "~/content/site";
import { type HeadTag, pageMeta } from "~/lib/seo";

const { meta, title, lead, ...texts } = donorsPage;

/** What the live part and the published list say, handed to them (app/pages/doadores.astro). */
export const donorsTexts: DonorsTexts = texts;

export const head = (): HeadTag[] =>
  pageMeta({
    title: pageTitle(meta.title),
    description: meta.description,
    path: "/doadores",
  });

/** The page's title and lead; the live part below is an island (app/pages/doadores.astro). */
export function DonorsHero() {
  return <PageHero title={title} lead={lead} />;
}

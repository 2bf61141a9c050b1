import type { DonorsTexts } from "./donors-texts";
import { PageHero } from "~/components/page-hero";
import { donorsPageIn } from "~/content/donor-page";
import { pageTitle } from "~/content/site";
import { pathIn } from "~/content/source/english-section";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locale";
import { type HeadTag, pageMeta } from "~/head/seo";

/** The donors page's address in Portuguese; its English page is /en/donors. */
const DONORS_PATH = "/doadores";

/** The page's texts in `locale`: its head's, its hero's, and the rest, below the hero. */
function donorsPageParts(locale: Locale) {
  const { meta, title, lead, ...texts } = donorsPageIn(locale);
  return { meta, hero: { title, lead }, texts };
}

/** What the live part and the published list say, handed to them (app/pages/doadores.astro). */
export const donorsTexts = (locale: Locale = DEFAULT_LOCALE): DonorsTexts =>
  donorsPageParts(locale).texts;

export function head(locale: Locale = DEFAULT_LOCALE): HeadTag[] {
  const { meta } = donorsPageParts(locale);
  return pageMeta({
    title: pageTitle(meta.title),
    description: meta.description,
    path: pathIn(locale, DONORS_PATH),
    locale,
  });
}

/** The page's title and lead; the live part below is an island (app/pages/doadores.astro). */
export function DonorsHero({ locale = DEFAULT_LOCALE }: { locale?: Locale }) {
  const { title, lead } = donorsPageParts(locale).hero;
  return <PageHero title={title} lead={lead} />;
}

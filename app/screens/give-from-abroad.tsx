import type { ReactNode } from "react";
import { BankDataSection } from "~/components/bank-data";
import { DonationFaq } from "~/components/donation-faq";
import { GivingFromAbroad } from "~/components/giving-from-abroad";
import { givingPartsProps } from "~/components/giving-parts";
import { LargeGiftsSection } from "~/components/large-gifts-contact";
import { PageHero } from "~/components/page-hero";
import { localized } from "~/content/localized";
import { pageTitle } from "~/content/site";
import { pathIn } from "~/content/source/english-section";
import type { Locale } from "~/lib/locale";
import { type HeadTag, pageMeta } from "~/head/seo";
import { donationFaqStructuredData } from "~/head/structured-data";

/** The heading of the section on giving from abroad, the page's first. */
const GIVING_FROM_ABROAD_ID = "giving-from-abroad";

export const head = (locale: Locale): HeadTag[] => {
  const { meta } = localized(locale, "donation").page;
  return [
    ...pageMeta({
      title: pageTitle(meta.title),
      description: meta.description,
      path: pathIn(locale, "/doacao"),
      locale,
    }),
    donationFaqStructuredData(locale),
  ];
};

/**
 * The props of the page's parts that run a script, in the page's language, which the page's
 * `.astro` file renders each with its script and hands to GiveFromAbroadPage.
 */
export const load = (locale: Locale) => givingPartsProps(locale);

/**
 * The parts `load` gives the props of, rendered. The route hands them over as named slots, which
 * Astro passes as props where its type check cannot see them: hence optional here.
 */
type GiveFromAbroadPageProps = Partial<
  Record<keyof ReturnType<typeof load>, ReactNode>
> & {
  locale: Locale;
};

/**
 * /en/give: giving from abroad first, the reason the page exists (the US partner foundation,
 * matching gifts, the international wire); then Pix, for alumni who keep a Brazilian account;
 * the form that tells the fund of a gift; large gifts; the donors' questions.
 */
export function GiveFromAbroadPage({
  locale,
  giveByPix,
  pixKeyCopyButton,
  notifyFundForm,
}: GiveFromAbroadPageProps) {
  const { hero } = localized(locale, "donation").page;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
      <GivingFromAbroad
        locale={locale}
        headingId={GIVING_FROM_ABROAD_ID}
        className="bg-slate-50"
      />
      {giveByPix}
      <BankDataSection locale={locale} pixKeyCopyButton={pixKeyCopyButton} />
      {notifyFundForm}
      <LargeGiftsSection locale={locale} />
      <DonationFaq locale={locale} />
    </>
  );
}

import type { ComponentProps, ReactNode } from "react";
import type { CampaignProgress } from "~/components/campaign-progress";
import { BankDataSection } from "~/components/bank-data";
import { CampaignBanner } from "~/components/campaign-banner";
import { DonationFaq } from "~/components/donation-faq";
import { GivingDayAnnouncement } from "~/components/giving-day-announcement";
import { GivingFromAbroad } from "~/components/giving-from-abroad";
import { givingPartsProps } from "~/components/giving-parts";
import { OtherWaysToGive } from "~/components/other-ways-to-give";
import { ImpactOnDonation } from "~/components/impact-links";
import { LargeGiftsSection } from "~/components/large-gifts-contact";
import { PageHero } from "~/components/page-hero";
import { buildDay } from "~/content/build-day";
import { campaignTexts } from "~/content/campaign-texts";
import { figures } from "~/content/figures";
import { hasGoal } from "~/lib/campaign-state";
import { localized } from "~/content/localized";
import { pageTitle } from "~/content/site";
import type { Locale } from "~/lib/locale";
import { type HeadTag, pageMeta } from "~/head/seo";
import { donationFaqStructuredData } from "~/head/structured-data";

/** /doacao is the Portuguese donation page; /en/give is its English counterpart. */
const LOCALE: Locale = "pt-BR";

/** The heading of the section on giving from abroad: the questions link to "#doacoes-eua". */
const GIVING_FROM_ABROAD_ID = "doacoes-eua";

export const head = (): HeadTag[] => {
  const { meta } = localized(LOCALE, "donation").page;
  return [
    ...pageMeta({
      title: pageTitle(meta.title),
      description: meta.description,
      path: "/doacao",
    }),
    donationFaqStructuredData(LOCALE),
  ];
};

/**
 * The props of the page's parts that run a script, which the page's `.astro` file renders each
 * with its script and hands to DonatePage (see givingPartsProps), and the campaign's progress.
 */
export function load() {
  return {
    ...givingPartsProps(LOCALE),
    // The published figures on the build's day, until the script puts the classes sheet's total
    // in; none while the fund has no campaign.
    campaignProgress: hasGoal(figures)
      ? ({
          figures,
          texts: campaignTexts,
          today: buildDay,
          className: "mx-auto max-w-6xl",
        } satisfies ComponentProps<typeof CampaignProgress>)
      : undefined,
  };
}

/**
 * The parts `load` gives the props of, rendered. The route hands them over as named slots, which
 * Astro passes as props where its type check cannot see them: hence optional here.
 */
type DonatePageProps = Partial<
  Record<keyof ReturnType<typeof load>, ReactNode>
>;

export function DonatePage({
  giveByPix,
  pixKeyCopyButton,
  notifyFundForm,
  campaignProgress,
}: DonatePageProps) {
  const { hero } = localized(LOCALE, "donation").page;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        isCompact
      />
      {giveByPix}
      <BankDataSection locale={LOCALE} pixKeyCopyButton={pixKeyCopyButton} />
      {notifyFundForm}
      {/* Below the donor's path: the Pix code stays on the first screen. */}
      <GivingDayAnnouncement locale={LOCALE} />
      {/* The campaign's invitation and progress, while the fund has one. */}
      {hasGoal(figures) ? (
        <>
          <CampaignBanner
            figures={figures}
            today={buildDay}
            texts={localized(LOCALE, "donation").page}
          />
          <div className="px-4 pt-12">{campaignProgress}</div>
        </>
      ) : null}
      <ImpactOnDonation />
      <LargeGiftsSection locale={LOCALE} />
      <OtherWaysToGive locale={LOCALE} />
      <GivingFromAbroad
        locale={LOCALE}
        headingId={GIVING_FROM_ABROAD_ID}
        className="bg-slate-50"
      />
      <DonationFaq locale={LOCALE} />
    </>
  );
}

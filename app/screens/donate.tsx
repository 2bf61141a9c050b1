import { FileText, Landmark } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import type { CampaignProgress } from "~/components/campaign-progress";
import type { CopyButtonProps } from "~/components/copy-button";
import { DonationFaq } from "~/components/donation/donation-faq";
import { LargeGiftsSection } from "~/components/large-gifts-contact";
import type { GiveByPixProps } from "~/components/donation/give-by-pix";
import {
  NOTIFY_FUND_SECTION_ID,
  type NotifyFundForm,
} from "~/components/donation/notify-fund-form";
import { OtherWaysToGive } from "~/components/donation/other-ways-to-give";
import { PageHero } from "~/components/page-hero";
import {
  bankAccount,
  donationPage,
  donationPix,
  type UsGivingOption,
} from "~/content/donation";
import { campaignTexts } from "~/content/campaign-texts";
import { figures } from "~/content/figures";
import { pageTitle, site } from "~/content/site";
import { cn } from "~/lib/cn";
import { buildPixPayload, toBrCodeText } from "~/lib/pix";
import type { PixReceiver } from "~/lib/pix-gift";
import { parsePixKey } from "~/lib/pix-key";
import { pixQrCodeDataUrl } from "~/lib/pix-qr";
import { type HeadTag, pageMeta } from "~/lib/seo";
import { donationFaqStructuredData } from "~/lib/structured-data";

export const head = (): HeadTag[] => [
  ...pageMeta({
    title: pageTitle(donationPage.meta.title),
    description: donationPage.meta.description,
    path: "/doacao",
  }),
  donationFaqStructuredData(),
];

/** The element the copy button selects when the browser refuses the clipboard. */
const PIX_KEY_ID = "chave-pix";

/**
 * The props of the page's parts that run a script, which the page's `.astro` file renders each
 * with its script and hands to DonatePage. Runs once, while prerendering: the page starts with the
 * open-amount code and its QR code, which is all a visitor without JavaScript needs; the block's
 * script remakes both for the donor's choice.
 */
export function load() {
  const receiver: PixReceiver = {
    key: donationPix.key,
    merchantName: toBrCodeText(donationPix.merchantName),
    merchantCity: toBrCodeText(donationPix.merchantCity),
    fundName: site.name,
  };
  const pixPayload = buildPixPayload(receiver);
  const { copyKey } = donationPage;
  return {
    giveByPix: {
      texts: donationPage,
      notifyHref: `#${NOTIFY_FUND_SECTION_ID}`,
      pixPayload,
      qrCodeImage: pixQrCodeDataUrl(pixPayload),
      receiver,
    } satisfies GiveByPixProps,
    pixKeyCopyButton: {
      className: "mt-3",
      // Bank apps accept a CNPJ with or without punctuation; digits alone are the safest to paste.
      text: parsePixKey(donationPix.key).value,
      label: copyKey.buttonLabel,
      copiedMessage: copyKey.copied,
      refusedMessage: copyKey.refused,
      fallbackTargetId: PIX_KEY_ID,
    } satisfies CopyButtonProps,
    notifyFundForm: {
      className: "bg-slate-50",
    } satisfies ComponentProps<typeof NotifyFundForm>,
    // The published figures, until the script puts the classes sheet's total in.
    campaignProgress: {
      figures,
      texts: campaignTexts,
      className: "mx-auto max-w-6xl",
    } satisfies ComponentProps<typeof CampaignProgress>,
  };
}

/** The parts `load` gives the props of, rendered. */
type DonatePageProps = Record<keyof ReturnType<typeof load>, ReactNode>;

export function DonatePage({
  giveByPix,
  pixKeyCopyButton,
  notifyFundForm,
  campaignProgress,
}: DonatePageProps) {
  return (
    <>
      <PageHero
        eyebrow={donationPage.hero.eyebrow}
        title={donationPage.hero.title}
        lead={donationPage.hero.lead}
        isCompact
      />
      {giveByPix}
      <BankDataSection pixKeyCopyButton={pixKeyCopyButton} />
      {notifyFundForm}
      <CampaignBanner />
      <div className="px-4 pt-12">{campaignProgress}</div>
      <LargeGiftsSection />
      <OtherWaysToGive />
      <UsDonorsSection />
      <DonationFaq />
    </>
  );
}

function CampaignBanner() {
  const { campaign, newTabHint } = donationPage;
  return (
    <section aria-labelledby="campanha" className="bg-gold-300 px-4 py-10">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-3xl">
          <h2 id="campanha" className="text-2xl font-bold text-brand-900">
            {campaign.title}
          </h2>
          <p className="mt-2 text-brand-900">{campaign.text}</p>
        </div>
        <a
          href={campaign.pdfPath}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex shrink-0 items-center gap-2 self-start rounded-md bg-brand-900 px-5 py-3 font-semibold text-white hover:bg-brand-800 md:self-center"
        >
          <FileText aria-hidden="true" className="size-5" />
          {campaign.linkLabel}
          <span className="sr-only"> {newTabHint}</span>
        </a>
      </div>
    </section>
  );
}

function BankDataSection({
  pixKeyCopyButton,
}: {
  pixKeyCopyButton: ReactNode;
}) {
  const { bank } = donationPage;
  return (
    <section aria-labelledby="dados-doacao" className="px-4 py-12 md:py-16">
      <div className="mx-auto max-w-5xl">
        <h2 id="dados-doacao" className="text-3xl font-bold text-brand-900">
          {bank.title}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{bank.lead}</p>
        <BankDataCard
          pixKeyCopyButton={pixKeyCopyButton}
          className="mt-8 max-w-xl"
        />
      </div>
    </section>
  );
}

function BankDataCard({
  pixKeyCopyButton,
  className,
}: {
  pixKeyCopyButton: ReactNode;
  className?: string;
}) {
  const { bank } = donationPage;
  const rows = [
    [bank.beneficiaryLabel, bankAccount.beneficiary],
    [bank.bankLabel, bankAccount.bank],
    [bank.branchLabel, bankAccount.branch],
    [bank.accountLabel, bankAccount.account],
  ];
  return (
    <article
      className={cn(
        "rounded-lg p-6 shadow-sm ring-1 ring-slate-200 md:p-8",
        className,
      )}
    >
      <h3 className="flex items-center gap-2 text-xl font-semibold text-brand-900">
        <Landmark aria-hidden="true" className="size-6 text-brand-600" />
        {bank.cardTitle}
      </h3>
      <dl className="mt-6 space-y-4">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
        <div className="rounded-md bg-brand-50 p-4">
          <dt className="text-sm text-slate-700">
            {bank.keyLabel} ({donationPix.keyKind})
          </dt>
          <dd className="mt-1">
            <span
              id={PIX_KEY_ID}
              className="font-mono text-xl font-semibold text-brand-900"
            >
              {donationPix.key}
            </span>
            {pixKeyCopyButton}
          </dd>
        </div>
      </dl>
    </article>
  );
}

function UsDonorsSection() {
  const { usDonors } = donationPage;
  return (
    <section aria-labelledby="doacoes-eua" className="bg-slate-50 px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <h2 id="doacoes-eua" className="text-3xl font-bold text-brand-900">
          {usDonors.title}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{usDonors.lead}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {usDonors.options.map((option) => (
            <UsGivingCard key={option.title} option={option} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function UsGivingCard({ option }: { option: UsGivingOption }) {
  return (
    <li className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h3 className="text-xl font-semibold text-brand-900">{option.title}</h3>
      <p className="mt-3 text-slate-700">{option.text}</p>
      <ol className="mt-4 list-decimal space-y-2 pl-5 text-slate-700">
        {option.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </li>
  );
}

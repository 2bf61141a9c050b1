import { FileText, Landmark, QrCode } from "lucide-react";
import { CampaignProgress } from "~/components/campaign-progress";
import { CopyButton } from "~/components/copy-button";
import { PageHero } from "~/components/page-hero";
import {
  bankAccount,
  donationPage,
  donationPix,
  type UsGivingOption,
} from "~/content/donation";
import { pageTitle } from "~/content/site";
import { buildPixPayload, toBrCodeText } from "~/lib/pix";
import { parsePixKey } from "~/lib/pix-key";
import { renderQrCodeDataUri } from "~/lib/pix-qr.server";
import { type HeadTag, pageMeta } from "~/lib/seo";

export const head = (): HeadTag[] =>
  pageMeta({
    title: pageTitle(donationPage.meta.title),
    description: donationPage.meta.description,
    path: "/doacao",
  });

// Runs once, while prerendering (ssr: false): the QR code ships as data, never as QR code.
export async function load() {
  const pixPayload = buildPixPayload({
    key: donationPix.key,
    merchantName: toBrCodeText(donationPix.merchantName),
    merchantCity: toBrCodeText(donationPix.merchantCity),
  });
  return {
    pixPayload,
    // Bank apps accept a CNPJ with or without punctuation; digits alone are the safest to paste.
    pixKeyToCopy: parsePixKey(donationPix.key).value,
    qrCodeImage: await renderQrCodeDataUri(pixPayload),
  };
}

type PageData = Awaited<ReturnType<typeof load>>;

export function DonatePage({ data }: { data: PageData }) {
  return (
    <>
      <PageHero
        eyebrow={donationPage.hero.eyebrow}
        title={donationPage.hero.title}
        lead={donationPage.hero.lead}
      />
      <CampaignBanner />
      <div className="px-4 pt-12">
        {/* Filled by the page's island from the classes sheet. */}
        <CampaignProgress
          raisedReais={undefined}
          className="mx-auto max-w-6xl"
        />
      </div>
      <section aria-labelledby="dados-doacao" className="px-4 py-16">
        <div className="mx-auto max-w-6xl">
          <h2 id="dados-doacao" className="text-3xl font-bold text-brand-900">
            {donationPage.bank.title}
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">
            {donationPage.bank.lead}
          </p>
          <div className="mt-10 grid items-start gap-8 lg:grid-cols-2">
            <BankDataCard pixKeyToCopy={data.pixKeyToCopy} />
            <PixQrCard
              qrCodeImage={data.qrCodeImage}
              pixPayload={data.pixPayload}
            />
          </div>
        </div>
      </section>
      <UsDonorsSection />
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

function BankDataCard({ pixKeyToCopy }: { pixKeyToCopy: string }) {
  const { bank, copyKey } = donationPage;
  const rows = [
    [bank.beneficiaryLabel, bankAccount.beneficiary],
    [bank.bankLabel, bankAccount.bank],
    [bank.branchLabel, bankAccount.branch],
    [bank.accountLabel, bankAccount.account],
  ];
  return (
    <article className="rounded-lg p-6 shadow-sm ring-1 ring-slate-200 md:p-8">
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
              id="chave-pix"
              className="font-mono text-xl font-semibold text-brand-900"
            >
              {donationPix.key}
            </span>
            <CopyButton
              className="mt-3"
              text={pixKeyToCopy}
              label={copyKey.buttonLabel}
              copiedMessage={copyKey.copied}
              refusedMessage={copyKey.refused}
              fallbackTargetId="chave-pix"
            />
          </dd>
        </div>
      </dl>
    </article>
  );
}

function PixQrCard({
  qrCodeImage,
  pixPayload,
}: {
  qrCodeImage: string;
  pixPayload: string;
}) {
  const { qrCode, copyPaste } = donationPage;
  return (
    <article className="rounded-lg p-6 shadow-sm ring-1 ring-slate-200 md:p-8">
      <h3 className="flex items-center gap-2 text-xl font-semibold text-brand-900">
        <QrCode aria-hidden="true" className="size-6 text-brand-600" />
        {qrCode.title}
      </h3>
      <img
        src={qrCodeImage}
        alt={qrCode.alt}
        width={288}
        height={288}
        className="mx-auto mt-6 size-64 sm:size-72"
      />
      <p className="mt-4 text-center text-slate-700">{qrCode.hint}</p>
      <h3 className="mt-8 text-xl font-semibold text-brand-900">
        {copyPaste.title}
      </h3>
      <p className="mt-2 text-slate-700">{copyPaste.hint}</p>
      <code
        id="pix-copia-e-cola"
        className="mt-4 block rounded-md bg-slate-100 p-4 font-mono text-sm leading-relaxed break-all text-slate-900"
      >
        {pixPayload}
      </code>
      <CopyButton
        className="mt-4"
        text={pixPayload}
        label={copyPaste.buttonLabel}
        copiedMessage={copyPaste.copied}
        refusedMessage={copyPaste.refused}
        fallbackTargetId="pix-copia-e-cola"
      />
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

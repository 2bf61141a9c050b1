import { Building2, ExternalLink, Globe, Handshake } from "lucide-react";
import type { ReactNode } from "react";
import { localized } from "~/content/localized";
import type { Abroad } from "~/content/source/schema";
import { cn } from "~/lib/cn";
import type { Locale } from "~/lib/locale";

/** The three ways to give from abroad, each a section that answers and pages link to. */
const GIVE_FROM_THE_US_ID = "give-from-the-us";
const MATCHING_GIFTS_ID = "matching-gifts";
const INTERNATIONAL_WIRE_ID = "international-wire";

type GivingFromAbroadProps = React.ComponentProps<"section"> & {
  locale: Locale;
  /** The id of the section's heading, which the page's questions link to. */
  headingId: string;
};

/**
 * Giving from abroad: through the US partner foundation (501(c)(3)), with the employer's matching
 * gift, or by international wire to the fund's account in Brazil. The texts and the partner's and
 * wire's facts are doacao-exterior.yml's; the fund's legal name and CNPJ, site.yml's; its bank,
 * branch and account, doacao.yml's.
 */
export function GivingFromAbroad({
  locale,
  headingId,
  className,
  ...props
}: GivingFromAbroadProps) {
  const abroad = localized(locale, "abroad");
  const { newTabHint } = localized(locale, "donation").page;
  return (
    <section
      aria-labelledby={headingId}
      className={cn("px-4 py-16", className)}
      {...props}
    >
      <div className="mx-auto max-w-6xl">
        <h2 id={headingId} className="text-3xl font-bold text-brand-900">
          {abroad.title}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{abroad.lead}</p>
        <div className="mt-10 grid items-start gap-6 lg:grid-cols-2">
          <PartnerFoundation texts={abroad.partner} newTabHint={newTabHint} />
          <MatchingGifts texts={abroad.matching} />
        </div>
        <InternationalWire
          texts={abroad.wire}
          locale={locale}
          className="mt-6"
        />
      </div>
    </section>
  );
}

type Texts<Part extends keyof Abroad> = {
  texts: Abroad[Part];
};

function PartnerFoundation({
  texts: partner,
  newTabHint,
}: Texts<"partner"> & { newTabHint: string }) {
  return (
    <WayToGive
      id={GIVE_FROM_THE_US_ID}
      icon={<Building2 aria-hidden="true" className="size-6 text-brand-600" />}
      title={partner.title}
    >
      <p className="mt-3 text-slate-700">{partner.text}</p>
      <Facts
        className="mt-6"
        facts={[
          { label: partner.nameLabel, value: partner.name },
          {
            label: partner.einLabel,
            value: <Copyable>{partner.ein}</Copyable>,
          },
          { label: partner.addressLabel, value: partner.address },
          {
            label: partner.designationLabel,
            value: <span className="select-all">{partner.designation}</span>,
          },
        ]}
      />
      <a
        href={partner.url}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-6 inline-flex items-center gap-2 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {partner.linkLabel}
        <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only"> {newTabHint}</span>
      </a>
      <Steps steps={partner.steps} />
      <p className="mt-4 rounded-md bg-brand-50 p-4 text-slate-800">
        {partner.receipt}
      </p>
    </WayToGive>
  );
}

function MatchingGifts({ texts: matching }: Texts<"matching">) {
  return (
    <WayToGive
      id={MATCHING_GIFTS_ID}
      icon={<Handshake aria-hidden="true" className="size-6 text-brand-600" />}
      title={matching.title}
    >
      <p className="mt-3 text-slate-700">{matching.text}</p>
      <Steps steps={matching.steps} />
      <p className="mt-4 rounded-md bg-brand-50 p-4 text-slate-800">
        {matching.fundSends}
      </p>
    </WayToGive>
  );
}

function InternationalWire({
  texts: wire,
  locale,
  className,
}: Texts<"wire"> & { locale: Locale; className?: string }) {
  const { legalEntity } = localized(locale, "site");
  const { bankAccount, page } = localized(locale, "donation");
  const { bank } = page;
  const { iban, intermediary } = wire;
  const facts: Fact[] = [
    { label: wire.beneficiaryLabel, value: legalEntity.name },
    { label: wire.cnpjLabel, value: <Copyable>{legalEntity.cnpj}</Copyable> },
    { label: bank.bankLabel, value: bankAccount.bank },
    { label: wire.swiftLabel, value: <Copyable>{wire.swift}</Copyable> },
    {
      label: bank.branchLabel,
      value: <Copyable>{bankAccount.branch}</Copyable>,
    },
    {
      label: bank.accountLabel,
      value: <Copyable>{bankAccount.account}</Copyable>,
    },
    ...(iban
      ? [{ label: wire.ibanLabel, value: <Copyable>{iban}</Copyable> }]
      : []),
    ...(intermediary
      ? [
          {
            label: wire.intermediaryLabel,
            value: (
              <>
                <span className="block">{intermediary.bank}</span>
                <span className="block text-base font-normal">
                  {wire.swiftLabel}: <Copyable>{intermediary.swift}</Copyable>
                </span>
                {intermediary.account ? (
                  <span className="block text-base font-normal">
                    {bank.accountLabel}:{" "}
                    <Copyable>{intermediary.account}</Copyable>
                  </span>
                ) : null}
              </>
            ),
          },
        ]
      : []),
    {
      label: wire.purposeLabel,
      value: <span className="select-all">{wire.purpose}</span>,
    },
  ];
  return (
    <WayToGive
      id={INTERNATIONAL_WIRE_ID}
      icon={<Globe aria-hidden="true" className="size-6 text-brand-600" />}
      title={wire.title}
      className={className}
    >
      <p className="mt-3 max-w-3xl text-slate-700">{wire.lead}</p>
      <Facts className="mt-6 sm:grid-cols-2" facts={facts} />
      <p className="mt-6 max-w-3xl rounded-md bg-brand-50 p-4 text-slate-800">
        {wire.notes}
      </p>
    </WayToGive>
  );
}

/** What to do, in order. */
function Steps({ steps }: { steps: readonly string[] }) {
  return (
    <ol className="mt-6 list-decimal space-y-2 pl-5 text-slate-700">
      {steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}

/** One way to give, as a card under its own heading; `id` is the card's, which links name. */
function WayToGive({
  id,
  icon,
  title,
  className,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn(
        "rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-8",
        className,
      )}
    >
      <h3
        id={`${id}-title`}
        className="flex items-center gap-2 text-xl font-semibold text-brand-900"
      >
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A labelled fact a donor types into a bank's or a foundation's form. */
type Fact = { label: string; value: ReactNode };

/** The facts of a way to give, each label above its value. */
function Facts({ facts, className }: { facts: Fact[]; className?: string }) {
  return (
    <dl className={cn("grid gap-x-8 gap-y-4", className)}>
      {facts.map(({ label, value }, index) => (
        // Two facts may share a label an officer wrote twice.
        <div key={`${index}-${label}`} className="min-w-0">
          <dt className="text-sm text-slate-700">{label}</dt>
          <dd className="text-lg font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A code the donor copies (EIN, SWIFT, account): one click selects it whole. */
function Copyable({ children }: { children: string }) {
  return <span className="font-mono break-all select-all">{children}</span>;
}

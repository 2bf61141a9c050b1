import { Landmark } from "lucide-react";
import type { ReactNode } from "react";
import { localized } from "~/content/localized";
import { cn } from "~/lib/cn";
import type { Locale } from "~/lib/locale";

/** The element the key's copy button selects when the browser refuses the clipboard. */
export const PIX_KEY_ID = "chave-pix";

type BankDataProps = {
  locale: Locale;
  /** The key's copy button, rendered with its script by the page. */
  pixKeyCopyButton: ReactNode;
};

/** The fund's account in Brazil and its Pix key, under the section's title and lead. */
export function BankDataSection({ locale, pixKeyCopyButton }: BankDataProps) {
  const { bank } = localized(locale, "donation").page;
  return (
    <section aria-labelledby="dados-doacao" className="px-4 py-12 md:py-16">
      <div className="mx-auto max-w-6xl">
        <h2 id="dados-doacao" className="text-3xl font-bold text-brand-900">
          {bank.title}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{bank.lead}</p>
        <BankDataCard
          locale={locale}
          pixKeyCopyButton={pixKeyCopyButton}
          className="mt-8"
        />
      </div>
    </section>
  );
}

function BankDataCard({
  locale,
  pixKeyCopyButton,
  className,
}: BankDataProps & { className?: string }) {
  const { page, bankAccount, pix } = localized(locale, "donation");
  const { bank } = page;
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
      <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
        <div className="col-span-full rounded-md bg-brand-50 p-4">
          <dt className="text-sm text-slate-700">
            {bank.keyLabel} ({pix.keyKind})
          </dt>
          <dd className="mt-1">
            <span
              id={PIX_KEY_ID}
              className="font-mono text-xl font-semibold text-brand-900"
            >
              {pix.key}
            </span>
            {pixKeyCopyButton}
          </dd>
        </div>
      </dl>
    </article>
  );
}

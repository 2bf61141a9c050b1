import { ChevronDown, Mail, MessageCircle } from "lucide-react";
import { SiteLink } from "~/components/site-link";
import type { DonationQuestion } from "~/content/donation-help";
import { localized } from "~/content/localized";
import {
  contactLinkClass,
  LargeGiftsContact,
} from "~/components/large-gifts-contact";
import { cn } from "~/lib/cn";
import { formatPhone, mailtoHref, whatsappHref } from "~/lib/contact";
import type { Locale } from "~/lib/locale";
import { paragraphsOf } from "~/lib/paragraphs";

/**
 * The donors' questions in the page's language, each a native disclosure (`<details>`): it opens
 * with a click, a tap, Enter or Space, and needs no script. The same questions reach search
 * engines as a FAQPage (donationFaqStructuredData in ~/head/structured-data). A page with questions
 * of its own (/legados) hands them in with their heading.
 */
export function DonationFaq({
  locale,
  className,
  questions,
  ...props
}: React.ComponentProps<"section"> & {
  locale: Locale;
  questions?: {
    faqSection: { title: string; lead: string };
    faq: readonly DonationQuestion[];
  };
}) {
  const { faqSection, faq } = questions ?? localized(locale, "donationHelp");
  return (
    <section
      aria-labelledby="perguntas-doacao"
      className={cn("px-4 py-16", className)}
      {...props}
    >
      <div className="mx-auto max-w-6xl">
        <h2 id="perguntas-doacao" className="text-3xl font-bold text-brand-900">
          {faqSection.title}
        </h2>
        <p className="mt-3 text-lg text-slate-700">{faqSection.lead}</p>
        <div className="mt-8 divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
          {faq.map((item) => (
            <Question key={item.question} item={item} locale={locale} />
          ))}
        </div>
      </div>
    </section>
  );
}

function Question({
  item,
  locale,
}: {
  item: DonationQuestion;
  locale: Locale;
}) {
  return (
    <details className="group">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-lg font-semibold text-brand-900 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
        {item.question}
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="space-y-3 px-5 pb-5 text-slate-700">
        {paragraphsOf(item.answer).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {item.contact === "largeGifts" ? (
          <LargeGiftsContact locale={locale} />
        ) : null}
        {item.contact === "fund" ? <FundContact locale={locale} /> : null}
        {item.link ? (
          <p>
            <SiteLink
              locale={locale}
              href={item.link.href}
              className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              {item.link.label}
            </SiteLink>
          </p>
        ) : null}
      </div>
    </details>
  );
}

function FundContact({ locale }: { locale: Locale }) {
  const { contacts, notify } = localized(locale, "donationHelp");
  const { newTabHint } = localized(locale, "donation").page;
  const { direct } = notify;
  return (
    <ul className="space-y-1">
      <li>
        <a
          href={whatsappHref(contacts.whatsapp)}
          target="_blank"
          rel="noopener noreferrer"
          className={contactLinkClass}
        >
          <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
          {direct.whatsappLabel}: {formatPhone(contacts.whatsapp)}
          <span className="sr-only"> {newTabHint}</span>
        </a>
      </li>
      <li>
        <a href={mailtoHref(contacts.email)} className={contactLinkClass}>
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          {direct.emailLabel}: {contacts.email}
        </a>
      </li>
    </ul>
  );
}

import { DonationFaq } from "~/components/donation-faq";
import { LargeGiftsContact } from "~/components/large-gifts-contact";
import { PageHero } from "~/components/page-hero";
import { localized } from "~/content/localized";
import { pageTitle } from "~/content/site";
import { pathIn } from "~/content/source/english-section";
import type { PlannedGiving } from "~/content/source/schema";
import { cn } from "~/lib/cn";
import { fillIn } from "~/lib/fill-in";
import type { Locale } from "~/lib/locale";
import { type HeadTag, pageMeta } from "~/head/seo";
import { PLANNED_GIVING_PATH } from "~/content/source/site-pages";
import { donationFaqStructuredData } from "~/head/structured-data";

export function head(locale: Locale): HeadTag[] {
  const { meta, faq } = localized(locale, "plannedGiving");
  return [
    ...pageMeta({
      title: pageTitle(meta.title),
      description: meta.description,
      path: pathIn(locale, PLANNED_GIVING_PATH),
      locale,
    }),
    donationFaqStructuredData(locale, faq),
  ];
}

/** A section of the page: the page's texts, in its language. */
type SectionProps = { texts: PlannedGiving; locale: Locale };

const sectionTitle = "text-3xl font-bold text-brand-900";
const lead = "mt-3 max-w-3xl text-lg text-slate-700";
const itemTitle = "text-xl font-semibold text-brand-900";

/**
 * Bequests and the other planned gifts, what the law allows, how a conversation with the fund
 * goes and whom to call, the gift acceptance policy, and the questions about bequests.
 */
export function PlannedGivingPage({ locale }: { locale: Locale }) {
  const texts = localized(locale, "plannedGiving");
  const { hero } = texts;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
      <WaysToGive texts={texts} locale={locale} />
      <WhatTheLawAllows texts={texts} />
      <Conversation texts={texts} locale={locale} />
      <AcceptancePolicy texts={texts} />
      <DonationFaq locale={locale} questions={texts} className="bg-slate-50" />
    </>
  );
}

function WaysToGive({ texts, locale }: SectionProps) {
  const { ways } = texts;
  const { legalEntity } = localized(locale, "site");
  return (
    <section aria-labelledby="formas" className="px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <h2 id="formas" className={sectionTitle}>
          {ways.title}
        </h2>
        <p className={lead}>{ways.lead}</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {ways.items.map((way) => (
            <li
              key={way.title}
              className="rounded-lg p-6 shadow-sm ring-1 ring-slate-200"
            >
              <h3 className={itemTitle}>{way.title}</h3>
              <Paragraphs texts={way.paragraphs} />
              {way.example ? (
                <figure className="mt-4 rounded-md bg-brand-50 p-4">
                  <figcaption className="font-semibold text-brand-900">
                    {way.example.title}
                  </figcaption>
                  <blockquote className="mt-2 text-slate-700 italic">
                    {fillIn(way.example.text, {
                      entidade: legalEntity.name,
                      cnpj: legalEntity.cnpj,
                    })}
                  </blockquote>
                </figure>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function WhatTheLawAllows({ texts }: Pick<SectionProps, "texts">) {
  const { law } = texts;
  return (
    <section aria-labelledby="o-que-a-lei-permite" className="px-4 pb-16">
      <div className="mx-auto max-w-6xl">
        <h2 id="o-que-a-lei-permite" className={sectionTitle}>
          {law.title}
        </h2>
        <Paragraphs texts={law.paragraphs} className="max-w-3xl text-lg" />
      </div>
    </section>
  );
}

function Conversation({ texts, locale }: SectionProps) {
  const { conversation } = texts;
  return (
    <section aria-labelledby="conversa" className="bg-slate-50 px-4 py-16">
      <div className="mx-auto grid max-w-6xl gap-8 md:grid-cols-[3fr_2fr]">
        <div>
          <h2 id="conversa" className={sectionTitle}>
            {conversation.title}
          </h2>
          <p className={lead}>{conversation.lead}</p>
          <ol className="mt-8 list-decimal space-y-6 pl-6 marker:font-bold marker:text-brand-700">
            {conversation.steps.map((step) => (
              <li key={step.title}>
                <h3 className={itemTitle}>{step.title}</h3>
                <p className="mt-1 text-slate-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
        <div className="md:pt-14">
          <LargeGiftsContact locale={locale} />
        </div>
      </div>
    </section>
  );
}

function AcceptancePolicy({ texts }: Pick<SectionProps, "texts">) {
  const { policy } = texts;
  return (
    <section aria-labelledby="politica-de-aceitacao" className="px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <h2 id="politica-de-aceitacao" className={sectionTitle}>
          {policy.title}
        </h2>
        <p className={lead}>{policy.lead}</p>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {[policy.accepted, policy.refused].map((list) => (
            <div
              key={list.title}
              className="rounded-lg p-6 shadow-sm ring-1 ring-slate-200"
            >
              <h3 className={itemTitle}>{list.title}</h3>
              <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
                {list.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        {policy.sections.map((section) => (
          <div key={section.title} className="mt-10">
            <h3 className={itemTitle}>{section.title}</h3>
            <Paragraphs texts={section.paragraphs} className="max-w-3xl" />
          </div>
        ))}
      </div>
    </section>
  );
}

function Paragraphs({
  texts,
  className,
}: {
  texts: readonly string[];
  className?: string;
}) {
  return texts.map((text) => (
    <p key={text} className={cn("mt-3 text-slate-700", className)}>
      {text}
    </p>
  ));
}

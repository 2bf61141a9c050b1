import { useId } from "react";
import { DonateCallToAction } from "~/components/donate-call-to-action";
import { PageHero } from "~/components/page-hero";
import { ResponsivePicture } from "~/components/responsive-picture";
import { distributedStatement, type FundedYear } from "~/content/impact";
import { localized } from "~/content/localized";
import { pageTitle } from "~/content/site";
import { pathIn } from "~/content/source/english-section";
import type { Locale } from "~/lib/locale";
import { formatLargeReais } from "~/lib/money";
import { type HeadTag, pageMeta } from "~/head/seo";
import { IMPACT_PATH } from "~/content/source/site-pages";

export function head(locale: Locale): HeadTag[] {
  const { meta } = localized(locale, "impact");
  return pageMeta({
    title: pageTitle(meta.title),
    description: meta.description,
    path: pathIn(locale, IMPACT_PATH),
    locale,
  });
}

/** A story's picture: the phone's width, or half of the page's column beside its text from 1024 px. */
const STORY_PICTURE_SIZES = "(min-width: 1024px) 36rem, calc(100vw - 2rem)";

/** What the fund's returns funded, year by year, newest first, each year with a story. */
export function ImpactPage({ locale }: { locale: Locale }) {
  const { callsToAction } = localized(locale, "site");
  const { hero, years } = localized(locale, "impact");
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
      <div className="mx-auto box-content max-w-6xl space-y-20 px-4 py-16">
        {years.map((year) => (
          <YearOfImpact key={year.year} year={year} locale={locale} />
        ))}
      </div>
      <DonateCallToAction callToAction={callsToAction.institution} />
    </>
  );
}

function YearOfImpact({ year, locale }: { year: FundedYear; locale: Locale }) {
  const headingId = useId();
  const { story } = year;
  const { fundedTitle } = localized(locale, "impact");
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-4xl font-bold text-brand-900">
        {year.year}
      </h2>
      <p className="mt-2 text-xl font-semibold text-brand-700">
        {distributedStatement(year, locale)}
      </p>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{year.summary}</p>
      <h3 className="mt-8 text-2xl font-semibold text-brand-900">
        {fundedTitle}
      </h3>
      <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {year.funded.map((item) => (
          <li
            key={item.title}
            className="flex flex-col rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">
              {item.kind}
            </p>
            <h4 className="mt-2 text-lg font-semibold text-brand-900">
              {item.title}
            </h4>
            <p className="mt-2 flex-1 text-slate-700">{item.description}</p>
            <p className="mt-4 text-2xl font-bold text-brand-700">
              {formatLargeReais(item.reais, locale)}
            </p>
          </li>
        ))}
      </ul>
      <figure className="mt-10 grid items-start gap-6 rounded-lg bg-brand-50 p-6 lg:grid-cols-2">
        <ResponsivePicture
          picture={story.image}
          sizes={STORY_PICTURE_SIZES}
          alt={story.imageAlt}
          loading="lazy"
          decoding="async"
          className="aspect-[40/21] w-full rounded-lg object-cover"
        />
        <figcaption>
          <h3 className="text-2xl font-semibold text-brand-900">
            {story.title}
          </h3>
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-slate-700">
              {paragraph}
            </p>
          ))}
        </figcaption>
      </figure>
    </section>
  );
}

import { CheckCircle2 } from "lucide-react";
import { CardIcon } from "~/components/card-icon";
import { GivingDayAnnouncement } from "~/components/giving-day-announcement";
import { LatestImpact } from "~/components/impact-links";
import { NewsCard } from "~/components/news-card";
import { SiteLink } from "~/components/site-link";
import { StatList } from "~/components/stat-list";
import { buildDay } from "~/content/build-day";
import { localized } from "~/content/localized";
import { newsArticles } from "~/content/news";
import { figureStatement } from "~/lib/fund-figures";
import { DEFAULT_LOCALE, HOME_PATHS, type Locale } from "~/lib/locale";
import { type HeadTag, pageMeta } from "~/head/seo";
import { organizationStructuredData } from "~/head/structured-data";
import { HomeCampaign } from "./home-campaign";

export function head(locale: Locale): HeadTag[] {
  const { meta } = localized(locale, "home");
  return [
    ...pageMeta({
      title: meta.title,
      description: meta.description,
      path: HOME_PATHS[locale],
      locale,
    }),
    // The fund's one description for search engines, in Portuguese, at its Portuguese address.
    ...(locale === DEFAULT_LOCALE ? [organizationStructuredData()] : []),
  ];
}

export function HomePage({ locale }: { locale: Locale }) {
  const site = localized(locale, "site");
  const home = localized(locale, "home");
  const figures = localized(locale, "figures");
  return (
    <>
      <section className="bg-brand-900 px-4 py-20 text-white md:py-28">
        <div className="mx-auto max-w-6xl text-center">
          <p className="text-sm font-semibold tracking-wide text-gold-300 uppercase">
            {home.hero.eyebrow}
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance md:text-6xl">
            {home.hero.title}
          </h1>
          <p className="mx-auto mt-6 max-w-3xl text-lg text-pretty text-brand-100 md:text-xl">
            {home.hero.lead}
          </p>
          <SiteLink
            locale={locale}
            href={site.donateLink.href}
            className="mt-10 inline-block rounded-md bg-gold-400 px-8 py-3 text-lg font-semibold text-brand-900 hover:bg-gold-300"
          >
            {home.hero.donateLabel}
          </SiteLink>
        </div>
      </section>

      <GivingDayAnnouncement locale={locale} />
      <section aria-label={home.statsLabel} className="bg-brand-50 px-4 py-12">
        <StatList
          stats={home.stats.flatMap(
            // The goal is left out while the fund has no campaign.
            (name) => figureStatement(figures, name, buildDay, locale) ?? [],
          )}
        />
      </section>
      <HomeCampaign
        figures={figures}
        texts={localized(locale, "campaign")}
        today={buildDay}
        locale={locale}
      />
      {/* What the returns funded is written in Portuguese only. */}
      {locale === DEFAULT_LOCALE ? <LatestImpact /> : null}

      <section className="mx-auto box-content max-w-6xl px-4 py-16">
        <h2 className="text-3xl font-bold text-brand-900">
          {home.about.title}
        </h2>
        {home.about.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 max-w-3xl text-lg text-slate-700">
            {paragraph}
          </p>
        ))}
        <SiteLink
          locale={locale}
          href={home.about.href}
          className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-4"
        >
          {home.about.linkLabel}
        </SiteLink>
      </section>

      <section className="bg-slate-50 px-4 py-16">
        <div className="mx-auto max-w-6xl">
          <h2 className="text-center text-3xl font-bold text-brand-900">
            {home.reasons.title}
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {home.reasons.items.map((reason) => (
              <li
                key={reason.title}
                className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
              >
                <CardIcon
                  name={reason.icon}
                  className="size-8 text-brand-600"
                />
                <h3 className="mt-4 text-lg font-semibold text-brand-900">
                  {reason.title}
                </h3>
                <p className="mt-2 text-slate-700">{reason.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto box-content max-w-6xl px-4 py-16">
        <h2 className="text-center text-3xl font-bold text-brand-900">
          {home.fundModel.title}
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {home.fundModel.cards.map((card) => (
            <article
              key={card.title}
              className="rounded-lg p-6 ring-1 ring-slate-200"
            >
              <h3 className="text-xl font-semibold text-brand-900">
                {card.title}
              </h3>
              <ul className="mt-4 space-y-2">
                {card.points.map((point) => (
                  <li key={point} className="flex gap-2 text-slate-700">
                    <CheckCircle2
                      aria-hidden="true"
                      className="mt-0.5 size-5 shrink-0 text-brand-600"
                    />
                    {point}
                  </li>
                ))}
                {card.soonPoint ? (
                  <li className="flex flex-wrap items-center gap-2 text-slate-700">
                    {card.soonPoint}
                    <span className="rounded-full bg-gold-300 px-2 py-0.5 text-xs font-semibold text-brand-900">
                      {home.fundModel.soonLabel}
                    </span>
                  </li>
                ) : null}
              </ul>
            </article>
          ))}
        </div>
      </section>

      <section className="bg-slate-50 px-4 py-16">
        <div className="mx-auto max-w-6xl">
          <h2 className="text-center text-3xl font-bold text-brand-900">
            {home.latestNews.title}
          </h2>
          <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {newsArticles.slice(0, 3).map((article) => (
              <NewsCard
                key={article.id}
                article={article}
                locale={locale}
                readMoreLabel={home.latestNews.readMoreLabel}
              />
            ))}
          </div>
          <p className="mt-10 text-center">
            <SiteLink
              locale={locale}
              href="/noticias"
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              {home.latestNews.allNewsLabel}
            </SiteLink>
          </p>
        </div>
      </section>
    </>
  );
}

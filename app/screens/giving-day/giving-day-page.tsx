import { useId } from "react";
import { PageHero } from "~/components/page-hero";
import { localized } from "~/content/localized";
import { pageTitle } from "~/content/site";
import { pathIn } from "~/content/source/english-section";
import { GIVING_DAY_PATH } from "~/content/source/site-pages";
import type { GivingDay } from "~/content/source/schema";
import { type HeadTag, pageMeta } from "~/head/seo";
import { givingDayTimes, givingDayWhen } from "~/lib/giving-day";
import type { Locale } from "~/lib/locale";

export function head(locale: Locale): HeadTag[] {
  const { meta } = localized(locale, "givingDay");
  return pageMeta({
    title: pageTitle(meta.title),
    description: meta.description,
    path: pathIn(locale, GIVING_DAY_PATH),
    locale,
  });
}

/** The page's title and lead (content/pt-BR/dia-de-doar.yml, content/en's). */
export function GivingDayHero({ locale }: { locale: Locale }) {
  const { hero } = localized(locale, "givingDay");
  return (
    <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
  );
}

/** The day's name, its hours and its match's rules: what holds whatever the clock says. */
export function GivingDayFacts({
  day,
  locale,
}: {
  day: GivingDay;
  locale: Locale;
}) {
  const headingId = useId();
  const { when, match } = localized(locale, "givingDay");
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-3xl font-bold text-brand-900">
        {day.name}
      </h2>
      <p className="text-lg text-slate-800">
        {givingDayWhen(when, givingDayTimes(day), locale)}
      </p>
      {day.match ? (
        <div>
          <h3 className="text-xl font-semibold text-brand-900">
            {match.title}
          </h3>
          <p className="mt-1 max-w-3xl text-slate-800">{day.match.rules}</p>
        </div>
      ) : null}
    </section>
  );
}

/** Without a day set: the page says so, and leads to the donation page. */
export function NoGivingDay({
  giveHref,
  locale,
}: {
  giveHref: string;
  locale: Locale;
}) {
  const { noDay, giveLink } = localized(locale, "givingDay");
  return (
    <div className="space-y-4">
      <p className="text-lg text-slate-800">{noDay}</p>
      <a
        href={giveHref}
        className="inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {giveLink}
      </a>
    </div>
  );
}

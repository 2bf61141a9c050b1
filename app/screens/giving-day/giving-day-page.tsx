import { useId } from "react";
import { PageHero } from "~/components/page-hero";
import { givingDayFile } from "~/content/giving-day";
import { pageTitle } from "~/content/site";
import { GIVING_DAY_PATH } from "~/content/source/site-pages";
import type { GivingDay } from "~/content/source/schema";
import { type HeadTag, pageMeta } from "~/head/seo";
import { givingDayTimes, givingDayWhen } from "~/lib/giving-day";
import { DEFAULT_LOCALE } from "~/lib/locale";

export function head(): HeadTag[] {
  const { meta } = givingDayFile;
  return pageMeta({
    title: pageTitle(meta.title),
    description: meta.description,
    path: GIVING_DAY_PATH,
    locale: DEFAULT_LOCALE,
  });
}

/** The page's title and lead (content/pt-BR/dia-de-doar.yml). */
export function GivingDayHero() {
  const { hero } = givingDayFile;
  return (
    <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
  );
}

/** The day's name, its hours and its match's rules: what holds whatever the clock says. */
export function GivingDayFacts({ day }: { day: GivingDay }) {
  const headingId = useId();
  const { when, match } = givingDayFile;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-3xl font-bold text-brand-900">
        {day.name}
      </h2>
      <p className="text-lg text-slate-800">
        {givingDayWhen(when, givingDayTimes(day), DEFAULT_LOCALE)}
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
export function NoGivingDay({ giveHref }: { giveHref: string }) {
  const { noDay, giveLink } = givingDayFile;
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

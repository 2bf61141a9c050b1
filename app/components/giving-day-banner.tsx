import { CalendarHeart } from "lucide-react";
import type { GivingDayFile } from "~/content/source/schema";
import { fillIn } from "~/lib/fill-in";
import {
  givingDayState,
  givingDayTimes,
  givingDayWhen,
} from "~/lib/giving-day";
import type { Locale } from "~/lib/locale";

type GivingDayBannerProps = {
  /** content/pt-BR/dia-de-doar.yml: without a day set, there is nothing to announce. */
  file: GivingDayFile;
  /** The instant the day is stated at: the build's (~/content/build-day). */
  now: number;
  /** The day's page. */
  href: string;
  locale: Locale;
};

/**
 * The giving day's announcement, at the top of the home, donation and donors pages: before and
 * during the day, its name and hours with a link to follow it live; after it, a link to what it
 * reached. Prerendered: the daily rebuild moves it on, and the day's page states it by the clock.
 */
export function GivingDayBanner({
  file,
  now,
  href,
  locale,
}: GivingDayBannerProps) {
  const { day, announcement } = file;
  if (!day) return null;
  const times = givingDayTimes(day);
  const hasEnded = givingDayState(times, now) === "after";
  return (
    <aside aria-label={day.name} className="bg-brand-50 px-4 py-3">
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 text-brand-900">
        <CalendarHeart aria-hidden="true" className="size-5 shrink-0" />
        <span>
          {hasEnded
            ? fillIn(announcement.ended, { nome: day.name })
            : fillIn(announcement.upcoming, {
                nome: day.name,
                quando: givingDayWhen(file.when, times, locale),
              })}
        </span>
        <a
          href={href}
          className="font-semibold text-brand-700 underline underline-offset-2"
        >
          {hasEnded ? announcement.endedLink : announcement.upcomingLink}
        </a>
      </p>
    </aside>
  );
}

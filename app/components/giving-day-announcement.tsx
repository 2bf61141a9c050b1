import { buildTime } from "~/content/build-day";
import { givingDayFile } from "~/content/giving-day";
import { GIVING_DAY_PATH } from "~/content/source/site-pages";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locale";
import { GivingDayBanner } from "./giving-day-banner";

/**
 * The giving day's announcement, as the build states it, on the pages of the site's language: the
 * day's page is written in Portuguese only.
 */
export function GivingDayAnnouncement({ locale }: { locale: Locale }) {
  if (locale !== DEFAULT_LOCALE) return null;
  return (
    <GivingDayBanner
      file={givingDayFile}
      now={buildTime}
      href={GIVING_DAY_PATH}
      locale={locale}
    />
  );
}

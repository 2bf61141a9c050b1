import { buildTime } from "~/content/build-day";
import { linkIn, localized } from "~/content/localized";
import { GIVING_DAY_PATH } from "~/content/source/site-pages";
import type { Locale } from "~/lib/locale";
import { GivingDayBanner } from "./giving-day-banner";

/**
 * The giving day's announcement, as the build states it, on a page in `locale`: in English only
 * while the English section has the day's page.
 */
export function GivingDayAnnouncement({ locale }: { locale: Locale }) {
  const dayPage = linkIn(locale, GIVING_DAY_PATH);
  if (dayPage?.locale !== locale) return null;
  return (
    <GivingDayBanner
      file={localized(locale, "givingDay")}
      now={buildTime}
      href={dayPage.href}
      locale={locale}
    />
  );
}

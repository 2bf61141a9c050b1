import { DEFAULT_LOCALE, type Locale } from "./locale.ts";

const LONG_DATE: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
};

/**
 * A formatter made when first asked for. Making one costs a phone tens of milliseconds (a time
 * zone's more), which a page importing this module would otherwise pay as its script starts,
 * whether it shows a date or not.
 */
function madeOnFirstUse(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): () => Intl.DateTimeFormat {
  let formatter: Intl.DateTimeFormat | undefined;
  return () => (formatter ??= new Intl.DateTimeFormat(locale, options));
}

const longDates: Record<Locale, () => Intl.DateTimeFormat> = {
  "pt-BR": madeOnFirstUse("pt-BR", LONG_DATE),
  en: madeOnFirstUse("en-US", LONG_DATE),
};

/**
 * "2025-04-02" → "2 de abril de 2025" ("April 2, 2025" in English). The text is a calendar date,
 * not an instant: it is read and formatted in UTC so that every visitor's time zone shows the
 * same day.
 */
export function formatLongDate(
  isoDate: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  if (!year || !month || !day) throw new Error(`Data inválida: ${isoDate}`);
  return longDates[locale]().format(new Date(Date.UTC(year, month - 1, day)));
}

/**
 * "2026-11-23" → "23/11/2026": a calendar date as pt-BR writes it short. English has no short form
 * every reader takes the same way (11/23 or 23/11), so there it is the long one.
 */
export function formatShortDate(
  isoDate: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  if (locale !== "pt-BR") return formatLongDate(isoDate, locale);
  const [year, month, day] = isoDate.split("-");
  if (!year || !month || !day) throw new Error(`Data inválida: ${isoDate}`);
  return `${day}/${month}/${year}`;
}

/** The calendar day `now` falls on in Brasília, the fund's time: "2026-11-27". */
export function dayInBrasilia(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Sao_Paulo",
  }).format(now);
}

const readTimes: Record<Locale, () => Intl.DateTimeFormat> = {
  "pt-BR": madeOnFirstUse("pt-BR", {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: "America/Sao_Paulo",
  }),
  en: madeOnFirstUse("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "America/Sao_Paulo",
  }),
};

/**
 * An instant, in milliseconds since the epoch, as a day and time in Brasília, the fund's time:
 * "28/11/2026, 08:20" ("Nov 28, 2026, 8:20 AM" in English).
 */
export function formatTimeInBrasilia(
  instant: number,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return readTimes[locale]().format(instant);
}

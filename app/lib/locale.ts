// The site's languages: Portuguese at the root, English under /en/.

export const LOCALES = ["pt-BR", "en"] as const;

export type Locale = (typeof LOCALES)[number];

/** The site's own language, served at the root of every address. */
export const DEFAULT_LOCALE: Locale = "pt-BR";

/** Each language's home page. */
export const HOME_PATHS: Readonly<Record<Locale, string>> = {
  "pt-BR": "/",
  en: "/en",
};

/** The `lang` of a text in `textLocale` on a page in `pageLocale`: none when they match. */
export const langIfOther = (pageLocale: Locale, textLocale: Locale) =>
  pageLocale === textLocale ? undefined : textLocale;

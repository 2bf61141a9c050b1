import { SiteLink } from "./site-link";
import { homeLink, linkIn, localized } from "~/content/localized";
import { SPEC_NOT_FOUND } from "~/content/spec-words";
import { HOME_PATHS, langIfOther, type Locale } from "~/lib/locale";

/**
 * The not-found screen: '404', 'Oops! Page not found' and the way back home, as the spec has
 * them in English, then a line in the page's language and the site's sections.
 */
export function NotFoundMessage({ locale }: { locale: Locale }) {
  const notFound = localized(locale, "notFound");
  const { navigation } = localized(locale, "site");
  const home = HOME_PATHS[locale];
  const homePage = homeLink(locale);
  // The spec's words are English: marked so on a page in another language.
  const specLang = langIfOther(locale, "en");
  return (
    <section className="mx-auto box-content max-w-6xl px-4 py-24 text-center">
      <h1 className="text-brand-900">
        <span className="block text-7xl font-bold tracking-tight md:text-8xl">
          {SPEC_NOT_FOUND.code}
        </span>{" "}
        <span lang={specLang} className="mt-4 block text-2xl text-slate-700">
          {SPEC_NOT_FOUND.message}
        </span>
      </h1>
      <a
        href={homePage.href}
        hrefLang={homePage.locale === locale ? undefined : homePage.locale}
        lang={specLang}
        className="mt-10 inline-block rounded-md bg-gold-400 px-6 py-3 font-semibold text-brand-900 hover:bg-gold-300"
      >
        {SPEC_NOT_FOUND.homeLinkLabel}
      </a>
      <p className="mt-10 text-slate-700">{notFound.explanation}</p>
      <nav aria-label={notFound.sectionsLabel} className="mt-4">
        <ul className="flex flex-wrap justify-center gap-x-4 gap-y-2">
          {navigation
            .filter((item) => item.href !== home && linkIn(locale, item.href))
            .map((item) => (
              <li key={item.href}>
                <SiteLink
                  locale={locale}
                  href={item.href}
                  className="font-semibold text-brand-700 underline underline-offset-4"
                >
                  {item.name}
                </SiteLink>
              </li>
            ))}
        </ul>
      </nav>
    </section>
  );
}

import { Menu, X } from "lucide-react";
import { SiteLink } from "./site-link";
import { homeLink, linkIn, localized } from "~/content/localized";
import type { NavItem } from "~/content/source/schema";
import { cn } from "~/lib/cn";
import { isCurrentSection } from "~/lib/current-section";
import type { Locale } from "~/lib/locale";

const MOBILE_MENU_ID = "menu-movel";

/** The link to the page in the other language, or to that language's home. */
export type LanguageLink = { href: string; locale: Locale };

/**
 * Top bar: logo, the section links, the link to the other language, 'Doar', and below `md` a
 * button for the menu. The menu is a native popover: it opens, closes on Escape or a tap outside,
 * and tells assistive technology whether it is open, all without JavaScript.
 */
export function SiteHeader({
  currentPath,
  locale,
  languageLink,
}: {
  /** The page's path; none on the page that answers unknown addresses. */
  currentPath: string | undefined;
  locale: Locale;
  languageLink: LanguageLink | undefined;
}) {
  const site = localized(locale, "site");
  const { navigation, donateLink } = site;
  const shell = site.interface;
  const home = homeLink(locale);
  const homeElsewhere = home.locale !== locale;
  return (
    <header className="group sticky top-0 z-40 border-b border-slate-200 bg-white px-4">
      {/* As wide as the screens' content (max-w-6xl), so that they share their left edge. */}
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 sm:gap-4">
        <a
          href={home.href}
          hrefLang={homeElsewhere ? home.locale : undefined}
          className="flex shrink-0 items-center gap-2"
          aria-label={
            homeElsewhere
              ? `${shell.logoLabel} ${shell.portugueseOnly}`
              : shell.logoLabel
          }
        >
          {/* From the inlined stylesheet, so that no request competes with the page's own image. */}
          <span
            aria-hidden="true"
            className="size-8 shrink-0 bg-logo sm:size-10"
          />
          {/* Whole on every phone, never cut: there, one word a line and a size smaller. */}
          <span className="w-min text-sm leading-tight font-bold text-brand-900 sm:w-auto sm:text-lg">
            {site.name}
          </span>
        </a>
        {/* The section links stand in the bar from a laptop's width (1280 px), where the site's
            name, the links, a language and Give fit in the column, links marked as in Portuguese
            too (routes.spec.ts measures it from 768 px); below it, the menu holds them. */}
        <nav aria-label={shell.mainNavigation} className="hidden xl:block">
          <NavLinks
            navigation={navigation}
            locale={locale}
            currentPath={currentPath}
            className="flex items-center gap-2"
          />
        </nav>
        {/* Longer labels wrap onto a second line. */}
        <div className="flex min-w-0 items-center gap-2 text-center">
          {languageLink ? (
            <a
              href={languageLink.href}
              hrefLang={languageLink.locale}
              lang={languageLink.locale}
              className="rounded-md px-1.5 py-2 text-sm font-medium text-brand-700 underline underline-offset-4 hover:bg-brand-50 sm:px-2"
            >
              {shell.otherLanguage}
            </a>
          ) : null}
          <SiteLink
            locale={locale}
            href={donateLink.href}
            className="rounded-md bg-gold-400 px-3 py-2 text-sm font-semibold text-brand-900 hover:bg-gold-300 sm:px-4"
          >
            {donateLink.name}
          </SiteLink>
          {/* Its name and icon follow the menu's state, by CSS alone: the open name opens it, the
              close name (an ×) closes it. */}
          <button
            type="button"
            popoverTarget={MOBILE_MENU_ID}
            className="shrink-0 rounded-md p-2 text-brand-900 hover:bg-brand-50 xl:hidden"
          >
            <span className="flex group-has-[:popover-open]:hidden">
              <Menu aria-hidden="true" />
              <span className="sr-only">{shell.openMenu}</span>
            </span>
            <span className="hidden group-has-[:popover-open]:flex">
              <X aria-hidden="true" />
              <span className="sr-only">{shell.closeMenu}</span>
            </span>
          </button>
        </div>
      </div>
      <nav
        id={MOBILE_MENU_ID}
        popover="auto"
        aria-label={shell.openMenu}
        className="inset-x-0 top-16 bottom-auto m-0 w-full max-w-none border-0 border-y border-slate-200 bg-white px-4 py-2 shadow-md xl:hidden"
      >
        <NavLinks
          navigation={navigation}
          locale={locale}
          currentPath={currentPath}
          className="flex flex-col"
        />
      </nav>
    </header>
  );
}

function NavLinks({
  navigation,
  locale,
  currentPath,
  className,
}: {
  navigation: readonly NavItem[];
  locale: Locale;
  currentPath: string | undefined;
  className: string;
}) {
  // A link with nowhere to lead leaves the menu, not an empty item.
  const items = navigation.filter((item) => linkIn(locale, item.href));
  return (
    <ul className={className}>
      {items.map((item) => {
        const isCurrent =
          currentPath !== undefined && isCurrentSection(currentPath, item.href);
        return (
          <li key={item.href}>
            <SiteLink
              locale={locale}
              href={item.href}
              aria-current={isCurrent ? "page" : undefined}
              className={cn(
                "block rounded-md px-3 py-2 text-sm font-medium",
                isCurrent
                  ? "bg-brand-50 text-brand-700 underline decoration-2 underline-offset-4"
                  : "text-slate-700 hover:bg-slate-100 hover:text-brand-900",
              )}
            >
              {item.name}
            </SiteLink>
          </li>
        );
      })}
    </ul>
  );
}

import { HOME_PATHS } from "./locale";

// A language's home link marks that page alone, not the pages below it.
const homes: readonly string[] = Object.values(HOME_PATHS);

/**
 * Whether the top bar's link to `href` marks the page at `pathname` as its section: a home link
 * only on its home page, any other link on its page and every page below it.
 */
export function isCurrentSection(pathname: string, href: string): boolean {
  if (homes.includes(href)) return pathname === href;
  return pathname === href || pathname.startsWith(`${href}/`);
}

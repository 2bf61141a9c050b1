/**
 * Whether the top bar's link to `href` marks the page at `pathname` as its section: the home
 * link only on the home page, any other link on its page and every page below it.
 */
export function isCurrentSection(pathname: string, href: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}

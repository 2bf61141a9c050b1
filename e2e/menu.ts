import type { Page } from "@playwright/test";
import { escapeRegExp } from "../test/text-patterns";
import { english, site } from "../test/content";

const { navigation, interface: shell } = site;
/** The top bar's words in each language the site is published in. */
const shells = [shell, english.site?.interface].filter(
  (words) => words !== undefined,
);
/** Matches any of `names` whole. */
const oneOf = (names: string[]) =>
  new RegExp(`^(${names.map(escapeRegExp).join("|")})$`);

/** The button's name while the menu is closed, and while it is open. */
export const TOGGLE_NAMES = { closed: shell.openMenu, open: shell.closeMenu };

/** The button's names in every language, closed and open. */
const toggleNames = shells.flatMap((words) => [
  words.openMenu,
  words.closeMenu,
]);

/** The name of the menu's link to `href`, as content/pt-BR/site.yml writes it. */
export function menuLinkName(href: string): string {
  const item = navigation.find((link) => link.href === href);
  if (!item) {
    throw new Error(
      `the menu of content/pt-BR/site.yml has no link to ${href}`,
    );
  }
  return item.name;
}

/** The top bar's section links, shown from `md` up. */
export function mainNavigation(page: Page) {
  return page.getByRole("navigation", {
    name: shell.mainNavigation,
    exact: true,
  });
}

/** The top bar's menu button, shown below `md`, whichever its state and the page's language. */
export function menuToggle(page: Page) {
  return page.getByRole("banner").getByRole("button", {
    name: oneOf(toggleNames),
  });
}

/** The menu the button opens, in the page's language. */
export function mobileMenu(page: Page) {
  return page.getByRole("navigation", {
    name: oneOf(shells.map((words) => words.openMenu)),
  });
}

/**
 * Whether assistive technology hears the menu button as expanded, read from Chromium's own
 * accessibility tree: a native popover's state is exposed there, not as an `aria-expanded`
 * attribute that Playwright could read.
 */
export async function toggleExpanded(page: Page): Promise<boolean> {
  const devtools = await page.context().newCDPSession(page);
  try {
    const { nodes } = await devtools.send("Accessibility.getFullAXTree");
    const toggle = nodes.find(
      (node) =>
        node.role?.value === "button" &&
        toggleNames.includes(String(node.name?.value)),
    );
    if (!toggle) throw new Error("no menu button in the accessibility tree");
    const expanded = toggle.properties?.find(
      (property) => property.name === "expanded",
    );
    return expanded?.value.value === true;
  } finally {
    await devtools.detach();
  }
}

import type { Page } from "@playwright/test";

/** The button's name while the menu is closed, and while it is open. */
export const TOGGLE_NAMES = { closed: "Menu", open: "Fechar menu" };

/** The top bar's menu button, shown below `md`, whichever its state. */
export function menuToggle(page: Page) {
  return page.getByRole("banner").getByRole("button", {
    name: new RegExp(`^(${TOGGLE_NAMES.closed}|${TOGGLE_NAMES.open})$`),
  });
}

/** The menu the button opens. */
export function mobileMenu(page: Page) {
  return page.getByRole("navigation", { name: "Menu" });
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
        Object.values(TOGGLE_NAMES).includes(String(node.name?.value)),
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

import type { Page } from "@playwright/test";
import { newsTexts, site } from "../test/content";
import { expect, test } from "./fixtures";
import {
  mainNavigation,
  menuLinkName,
  menuToggle,
  mobileMenu,
  TOGGLE_NAMES,
  toggleExpanded,
} from "./menu";

const { newsPage } = newsTexts;
const { navigation, interface: shell } = site;
const [firstMenuLink] = navigation;
if (!firstMenuLink)
  throw new Error("the menu of content/pt-BR/site.yml is empty");

/** A page with an island of its own, beside "/", which has no script at all. */
const PAGE_WITH_ISLAND = "/doacao";

type Stop = { description: string; hasFocusRing: boolean };

/** The element that has focus, described by tag, name and target, and whether a ring shows. */
function focusedStop(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) {
      return { description: "(nothing)", hasFocusRing: false };
    }
    const style = getComputedStyle(element);
    return {
      description: `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim()}" ${element.getAttribute("href") ?? ""}`,
      hasFocusRing:
        (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== "none",
    };
  });
}

/** Every link and button a visitor can see, in document order, described as focusedStop does. */
function visibleControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("a[href], button")]
      .filter(
        (element) =>
          element.checkVisibility({ visibilityProperty: true }) &&
          !element.matches(":disabled") &&
          element.tabIndex >= 0,
      )
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim()}" ${element.getAttribute("href") ?? ""}`,
      ),
  );
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px, Tab visits the skip link first and then every link and button of the home page in order, each with a visible focus ring`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/");
    const controls = await visibleControls(page);
    expect(controls[0]).toBe(`a "${shell.skipLink}" #conteudo`);
    expect(controls.length).toBeGreaterThan(5);

    const visited: string[] = [];
    for (let step = 0; step < controls.length; step += 1) {
      await page.keyboard.press("Tab");
      const stop = await focusedStop(page);
      expect(stop.hasFocusRing, `focus ring on ${stop.description}`).toBe(true);
      visited.push(stop.description);
    }
    expect(visited).toEqual(controls);
  });
}

test.describe("on a 375 px screen", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("Enter opens and closes the menu from its button", async ({ page }) => {
    await page.goto("/");
    await menuToggle(page).focus();
    await page.keyboard.press("Enter");
    await expect(mobileMenu(page)).toBeVisible();
    expect(await toggleExpanded(page)).toBe(true);
    // Open, the button says it closes the menu, and shows an × instead of the three lines.
    await expect(menuToggle(page)).toHaveAccessibleName(TOGGLE_NAMES.open);
    await expect(menuToggle(page).locator("svg.lucide-x")).toBeVisible();
    await expect(menuToggle(page).locator("svg.lucide-menu")).toBeHidden();
    await page.keyboard.press("Enter");
    expect(await toggleExpanded(page)).toBe(false);
    await expect(mobileMenu(page)).toBeHidden();
    await expect(menuToggle(page)).toBeFocused();
    await expect(menuToggle(page)).toHaveAccessibleName(TOGGLE_NAMES.closed);
    await expect(menuToggle(page).locator("svg.lucide-menu")).toBeVisible();
  });

  test("Tab walks into the open menu and Escape closes it, giving focus back to the toggle", async ({
    page,
  }) => {
    await page.goto("/");
    await menuToggle(page).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(
      mobileMenu(page).getByRole("link", {
        name: firstMenuLink.name,
        exact: true,
      }),
    ).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(mobileMenu(page)).toBeHidden();
    await expect(menuToggle(page)).toBeFocused();
  });

  test("a link chosen from the menu with Enter opens its page with focus at the top", async ({
    page,
  }) => {
    await page.goto(PAGE_WITH_ISLAND);
    await menuToggle(page).focus();
    await page.keyboard.press("Enter");
    await mobileMenu(page)
      .getByRole("link", { name: menuLinkName("/noticias"), exact: true })
      .focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/noticias");
    await expect(
      page.getByRole("heading", { level: 1, name: newsPage.title }),
    ).toBeVisible();
    expect((await focusedStop(page)).description).toBe("(nothing)");
    await expect(mobileMenu(page)).toBeHidden();
  });
});

for (const from of ["/", PAGE_WITH_ISLAND]) {
  test(`from ${from}, a link loads the new page with focus at its top and the skip link first`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(from);
    await mainNavigation(page)
      .getByRole("link", { name: menuLinkName("/noticias"), exact: true })
      .click();
    await expect(page).toHaveURL("/noticias");
    expect((await focusedStop(page)).description).toBe("(nothing)");
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("link", { name: shell.skipLink, exact: true }),
    ).toBeFocused();
  });
}

// Every route a visitor can land on (the screens, the articles, the English pages, the
// not-found examples), visited once on a phone and once on a laptop; each visit runs every check
// that holds on any page and reports all that fail. The top bar, its menu and the footer, one
// component each, are measured on one route per language.
import type { Page } from "@playwright/test";
import { expect, test as base } from "./fixtures";
import {
  noAxeViolation,
  noAxeViolationBetweenTopBarAndFooter,
} from "./route-checks/axe";
import { bankDataAcrossTheColumn } from "./route-checks/bank-data";
import type { RouteCheck } from "./route-checks/check";
import { everyBandInTheColumn } from "./route-checks/column";
import { focusVisibleOnEveryControl } from "./route-checks/focus-indicator";
import {
  longestTransitionSeconds,
  scrollBehavior,
} from "./route-checks/motion";
import { openRoute } from "./route-checks/open-route";
import { nothingWiderThanTheScreen } from "./route-checks/overflow";
import { expectChecksToPass } from "./route-checks/run-checks";
import {
  menuTargets,
  oneLeftEdge,
  openMenu,
  topBarAndFooterTargets,
  wholeFundName,
} from "./route-checks/shell";
import { allRoutes } from "../test/site-routes";

/**
 * The visits of a worker follow one another in one tab, as a visitor going from page to page: a
 * new context and tab for each cost a visit about a second more (a new renderer, and Chromium
 * compiling axe again, which a tab that stays on the site keeps compiled). A visit leaves nothing
 * for the next: what it emulated is reset and the tab's session storage cleared.
 */
const test = base.extend<object, { tab: Page }>({
  tab: [
    async ({ browser }, use, { project }) => {
      const { baseURL, locale, timezoneId } = project.use;
      const context = await browser.newContext({ baseURL, locale, timezoneId });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
  page: async ({ tab, viewport }, use) => {
    if (viewport) await tab.setViewportSize(viewport);
    await use(tab);
    await tab.emulateMedia({ reducedMotion: null });
    if (tab.url().startsWith("http"))
      await tab.evaluate(() => sessionStorage.clear());
  },
});

const phone = { width: 375, height: 812 };
const laptop = { width: 1280, height: 800 };

/**
 * The focus walk, Tab through every control: on a copy of the content (the variant, CONTENT_DIR)
 * a visit checks only what a content value can change, axe's rules and the page's width, since
 * the focus outlines are the stylesheet's whatever the content says.
 */
const focusWalk = process.env.CONTENT_DIR ? [] : [focusVisibleOnEveryControl];

/**
 * A route in each language, when the content publishes it: the home pages. The top bar, its menu
 * and the footer, one component each, are measured there; and the only controls a laptop shows
 * and a phone does not, the top bar's section links, are walked there at a laptop's width.
 * Elsewhere the controls, and the stylesheet's outlines, are the phone's.
 */
const shellRoutes = ["/", "/en"].filter((route) => allRoutes.includes(route));

/** Axe over the whole page on the home pages, which measure the shell; elsewhere, between it. */
const axeOf = (route: string) =>
  shellRoutes.includes(route)
    ? noAxeViolation
    : noAxeViolationBetweenTopBarAndFooter;

/** The checks of one page's own layout, at a laptop's width. */
const pageChecks: Record<string, RouteCheck[]> = {
  "/doacao": [bankDataAcrossTheColumn],
};

/**
 * Pages whose sections follow the content: a list an officer fills (other ways to give, a
 * section's documents) adds a section or changes what it holds.
 */
const sectionsFollowContent = [
  "/doacao",
  "/en/give",
  "/transparencia",
  "/en/transparency",
];

/**
 * The screens every route is visited on, what each visit checks (focus last: Tab moves focus and
 * scrolls the page) and which visits run again on the content variant. A text that overflows or
 * breaks an axe rule does so on the phone first; on a laptop, the column is the code's, except
 * where the content decides which sections a page shows.
 */
const screens = [
  {
    viewport: phone,
    checksOf: (route: string) => [
      axeOf(route),
      nothingWiderThanTheScreen,
      ...focusWalk,
    ],
    dependsOnContent: () => true,
  },
  {
    viewport: laptop,
    checksOf: (route: string) => [
      axeOf(route),
      nothingWiderThanTheScreen,
      everyBandInTheColumn,
      ...(pageChecks[route] ?? []),
      ...(shellRoutes.includes(route) ? focusWalk : []),
    ],
    dependsOnContent: (route: string) => sectionsFollowContent.includes(route),
  },
];

for (const { viewport, checksOf, dependsOnContent } of screens) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    // A visit loads the page, runs axe over all of it and Tabs through every control.
    test.describe.configure({ timeout: 60_000 });

    for (const route of allRoutes) {
      const checks = checksOf(route);
      test(
        `${route}: ${checks.map((check) => check.name).join("; ")}`,
        { tag: dependsOnContent(route) ? [] : ["@any-content"] },
        async ({ page, pageProblems }) => {
          await openRoute(page, pageProblems.allow, route);
          await expectChecksToPass(
            page,
            checks,
            `${route} at ${viewport.width} px`,
          );
        },
      );
    }
  });
}

test.describe("the top bar, its menu and the footer", () => {
  test.use({ viewport: phone });

  for (const route of shellRoutes) {
    test(`${route}: targets of a finger's size at 375 px, menu open or closed; no axe violation and nothing wider than the screen with the menu open; the fund's name whole from 360 to 414 px; one left edge, nothing wider than the screen and every band in the top bar's column from 768 to 1600 px`, async ({
      page,
      pageProblems,
    }) => {
      await openRoute(page, pageProblems.allow, route);
      await expectChecksToPass(
        page,
        [topBarAndFooterTargets],
        `${route} at ${phone.width} px`,
      );
      await openMenu(page);
      await expectChecksToPass(
        page,
        [menuTargets, noAxeViolation, nothingWiderThanTheScreen],
        `${route} at ${phone.width} px with the menu open`,
      );
      await page.keyboard.press("Escape");
      // The phones' range of widths, where the top bar is most crowded.
      for (const width of [360, phone.width, 414]) {
        await page.setViewportSize({ width, height: phone.height });
        await expectChecksToPass(
          page,
          [wholeFundName, nothingWiderThanTheScreen],
          `${route} at ${width} px`,
        );
      }
      // On tablets, where the menu still holds the section links, and from the laptop's width,
      // where the links stand in the bar; and on a screen wider than any, where a bar that runs
      // edge to edge stands out most.
      for (const width of [768, 1024, laptop.width, 1600]) {
        await page.setViewportSize({ width, height: laptop.height });
        await expectChecksToPass(
          page,
          [oneLeftEdge(route), nothingWiderThanTheScreen, everyBandInTheColumn],
          `${route} at ${width} px`,
        );
      }
    });
  }
});

test.describe("with reduced motion requested", { tag: "@any-content" }, () => {
  test.use({ viewport: laptop });

  test("transitions run when no preference is set; no element animates or transitions, and anchors jump, when reduced motion is requested", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/noticias");
    expect(await longestTransitionSeconds(page)).toBeGreaterThan(0.05);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expectStill(page, "/noticias");
    await page.goto("/");
    await expectStill(page, "/");
  });
});

async function expectStill(page: Page, route: string) {
  expect.soft(await longestTransitionSeconds(page), route).toBeLessThan(0.001);
  expect.soft(await scrollBehavior(page), route).toBe("auto");
}

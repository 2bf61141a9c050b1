import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { content, newsTexts } from "../test/content";
import { expect, test } from "./fixtures";
import { allowNotFoundLogs, allRoutes, notFoundRoutes } from "../test/site-routes";

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 800 };
const screens = [
  { label: "375 px", viewport: phone },
  { label: "1280 px", viewport: desktop },
];

/** The mobile menu's toggle; hidden from 768 px on, where the links show in the top bar. */
function menuToggle(page: Page) {
  return page
    .getByRole("banner")
    .getByRole("button", { name: /menu/i, includeHidden: true });
}

/** The button a page's island shows once it has run: copy on /doacao, share on an article. */
function islandControl(route: string): string | undefined {
  if (route === "/doacao") return content.donation.page.copyKey.buttonLabel;
  if (/^\/noticias\/\d+$/.test(route) && !notFoundRoutes.includes(route))
    return newsTexts.newsArticlePage.share.label;
  return undefined;
}

/** Opens `route` and waits until it shows its content, and its island, if any, has run. */
async function openRoute(
  page: Page,
  allow: (pattern: RegExp) => void,
  route: string,
) {
  allowNotFoundLogs(allow, route);
  await page.goto(route);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const control = islandControl(route);
  if (control) {
    await expect(page.getByRole("button", { name: control })).toBeVisible();
  }
  if (route === "/doadores") {
    await expect(
      page.getByRole("heading", { name: content.donorsPage.chart.title }),
    ).toBeVisible();
  }
}

/** Every axe rule, every impact: the list of violations must be empty. */
async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const described = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(" "))
        .join(", ")}`,
  );
  expect(described).toEqual([]);
}

for (const { label, viewport } of screens) {
  test.describe(`at ${label}`, { tag: "@any-content" }, () => {
    test.use({ viewport });

    for (const route of allRoutes) {
      test(`${route} has no axe violations`, async ({ page, pageProblems }) => {
        await openRoute(page, pageProblems.allow, route);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test.describe("at 375 px with the menu open", { tag: "@any-content" }, () => {
  test.use({ viewport: phone });

  for (const route of allRoutes) {
    test(`${route} has no axe violations`, async ({ page, pageProblems }) => {
      await openRoute(page, pageProblems.allow, route);
      await menuToggle(page).click();
      await expect(
        page.getByRole("navigation", { name: "Menu" }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("with reduced motion requested", { tag: "@any-content" }, () => {
  test.use({ viewport: desktop });

  test("transitions still run when no preference is set", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/noticias");
    expect(await longestTransitionSeconds(page)).toBeGreaterThan(0.05);
  });

  test("no element animates or transitions", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const route of ["/", "/noticias"]) {
      await page.goto(route);
      expect(await longestTransitionSeconds(page), route).toBeLessThan(0.001);
      expect(
        await page.evaluate(
          () => getComputedStyle(document.documentElement).scrollBehavior,
        ),
        route,
      ).toBe("auto");
    }
  });
});

/** The longest CSS transition or animation duration of any element on the page, in seconds. */
function longestTransitionSeconds(page: Page): Promise<number> {
  return page.evaluate(() => {
    const seconds = (value: string) =>
      Math.max(
        ...value
          .split(",")
          .map((part) =>
            part.trim().endsWith("ms")
              ? parseFloat(part) / 1000
              : parseFloat(part),
          ),
      );
    return Math.max(
      0,
      ...[...document.querySelectorAll("*")].map((element) => {
        const style = getComputedStyle(element);
        return Math.max(
          seconds(style.transitionDuration),
          style.animationName === "none" ? 0 : seconds(style.animationDuration),
        );
      }),
    );
  });
}

// On a phone, every link and button of the top bar, its menu and the footer is a target a finger
// can hit: at least 24 by 24 CSS px, WCAG 2.2's minimum target size (2.5.8).
import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";
import { menuToggle, mobileMenu } from "./menu";
import { allowNotFoundLogs, allRoutes } from "../test/site-routes";

const MINIMUM_PX = 24;

/** The visible links and buttons inside `region` smaller than the minimum, with their size. */
async function undersizedTargets(region: Locator): Promise<string[]> {
  return region.locator("a, button").evaluateAll(
    (targets, minimum) =>
      targets
        .filter((target) => target.checkVisibility())
        .map((target) => {
          const { width, height } = target.getBoundingClientRect();
          return { name: target.textContent?.trim() ?? "", width, height };
        })
        .filter(({ width, height }) => width < minimum || height < minimum)
        .map(
          ({ name, width, height }) =>
            `"${name}": ${width.toFixed(1)} x ${height.toFixed(1)} px`,
        ),
    MINIMUM_PX,
  );
}

test.describe("on a 375 px screen", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const route of allRoutes) {
    test(`${route}: the top bar's, the menu's and the footer's targets are at least ${MINIMUM_PX} x ${MINIMUM_PX} px`, async ({
      page,
      pageProblems,
    }) => {
      allowNotFoundLogs(pageProblems.allow, route);
      await page.goto(route);
      const footerLinks = page.getByRole("contentinfo").getByRole("link");
      // A footer without links would pass without measuring anything.
      await expect(footerLinks.first()).toBeVisible();
      const closed = {
        banner: await undersizedTargets(page.getByRole("banner")),
        footer: await undersizedTargets(page.getByRole("contentinfo")),
      };
      await menuToggle(page).click();
      await expect(mobileMenu(page).getByRole("link").first()).toBeVisible();
      expect({
        ...closed,
        menu: await undersizedTargets(mobileMenu(page)),
      }).toEqual({ banner: [], footer: [], menu: [] });
    });
  }
});

// The checks of the top bar, its menu and the footer: one component each, the same on every
// route of a language, so measured on one route per language.
import type { Page } from "@playwright/test";
import type { RouteCheck } from "./check";
import { menuToggle, mobileMenu } from "../menu";
import { leftEdgesApart } from "./shared-left-edge";
import { MINIMUM_TARGET_PX, undersizedTargets } from "./target-size";

const targetSize = `${MINIMUM_TARGET_PX} x ${MINIMUM_TARGET_PX} px`;

export const topBarAndFooterTargets: RouteCheck = {
  name: `the top bar's and the footer's targets are at least ${targetSize}`,
  async problems(page) {
    const footer = page.getByRole("contentinfo");
    // A footer without links would pass without measuring anything.
    if ((await footer.getByRole("link").count()) === 0)
      return ["the footer has no link"];
    return [
      ...(await undersizedTargets(page.getByRole("banner"))),
      ...(await undersizedTargets(footer)),
    ];
  },
};

export const menuTargets: RouteCheck = {
  name: `the open menu's targets are at least ${targetSize}`,
  async problems(page) {
    const menu = mobileMenu(page);
    if ((await menu.getByRole("link").count()) === 0)
      return ["the menu has no link"];
    return undersizedTargets(menu);
  },
};

/** Opens the top bar's menu, on a screen narrow enough to show its button. */
export async function openMenu(page: Page) {
  await menuToggle(page).click();
  await mobileMenu(page).getByRole("link").first().waitFor();
}

/** The top bar, the content and the footer of `route` start at one left edge. */
export function oneLeftEdge(route: string): RouteCheck {
  return {
    name: "the top bar, the content and the footer share their left edge",
    problems: (page) => leftEdgesApart(page, route),
  };
}

/** The fund's name beside the logo shows whole: on two lines if it must, never cut short. */
export const wholeFundName: RouteCheck = {
  name: "the fund's name shows whole in the top bar",
  problems: (page) =>
    page
      .getByRole("banner")
      .getByRole("link")
      .first()
      .evaluate((logoLink) => {
        const name = [...logoLink.querySelectorAll("span")].find((span) =>
          span.textContent?.trim(),
        );
        if (!name?.checkVisibility()) return ["the fund's name is not shown"];
        const { left, right } = name.getBoundingClientRect();
        return name.scrollWidth > name.clientWidth ||
          left < 0 ||
          right > document.documentElement.clientWidth
          ? [
              `"${name.textContent?.trim()}" shows ${Math.round(name.clientWidth)} of its ${name.scrollWidth} px`,
            ]
          : [];
      }),
};

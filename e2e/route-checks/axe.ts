import type { Page } from "@playwright/test";
import axe from "axe-core";
import type { RouteCheck } from "./check";

/**
 * axe's script as the test server answers it (EXTRA_ROOT, playwright.config.ts). A script the page
 * loads is parsed off its main thread: 0.2 s less a visit than evaluating axe's source in the page.
 */
const AXE_SCRIPT = new URL(
  "/axe.min.js",
  `http://localhost:${process.env.E2E_PORT}`,
);

/** Puts axe in the page, unless it is there: from the test server on its pages, else by its source. */
async function addAxe(page: Page) {
  if (await page.evaluate(() => "axe" in window)) return;
  if (new URL(page.url()).origin === AXE_SCRIPT.origin)
    await page.addScriptTag({ url: AXE_SCRIPT.pathname });
  else await page.evaluate(axe.source);
}

/**
 * Every axe rule, colour contrast included, at every impact, named with the elements that break
 * it. axe runs inside the page itself: `@axe-core/playwright` finishes each analysis in a second
 * page of its own, to gather results across frames, which costs more than the analysis on these
 * pages, and the site has no frames. Only violations are gathered: the rules that pass or cannot
 * tell are not worth their time on a large page.
 */
export async function axeViolations(
  page: Page,
  exclude: string[] = [],
): Promise<string[]> {
  await addAxe(page);
  return page.evaluate(async (exclude) => {
    const { violations } = await (
      window as unknown as { axe: typeof axe }
    ).axe.run(
      { include: [["html"]], exclude: exclude.map((selector) => [selector]) },
      { resultTypes: ["violations"] },
    );
    return violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .map((node) => node.target.join(" "))
          .join(", ")}`,
    );
  }, exclude);
}

export const noAxeViolation: RouteCheck = {
  name: "no axe violation",
  problems: (page) => axeViolations(page),
};

/**
 * Axe over the page but its top bar and footer: one component each, checked whole on one route
 * per language (routes.spec.ts), and a fifth to a half of a text page's elements.
 */
export const noAxeViolationBetweenTopBarAndFooter: RouteCheck = {
  name: "no axe violation between the top bar and the footer",
  problems: (page) => axeViolations(page, ["body > header", "body > footer"]),
};

import type { Page } from "@playwright/test";
import axe from "axe-core";
import type { RouteCheck } from "./check";

/**
 * Every axe rule, colour contrast included, at every impact, named with the elements that break
 * it. axe runs inside the page itself: `@axe-core/playwright` finishes each analysis in a second
 * page of its own, to gather results across frames, which costs more than the analysis on these
 * pages, and the site has no frames. Only violations are gathered: the rules that pass or cannot
 * tell are not worth their time on a large page.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window)))
    await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const { violations } = await (
      window as unknown as { axe: typeof axe }
    ).axe.run(document, { resultTypes: ["violations"] });
    return violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .map((node) => node.target.join(" "))
          .join(", ")}`,
    );
  });
}

export const noAxeViolation: RouteCheck = {
  name: "no axe violation",
  problems: axeViolations,
};

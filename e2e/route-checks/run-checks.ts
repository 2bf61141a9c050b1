import type { Page } from "@playwright/test";
import { expect } from "../fixtures";
import type { RouteCheck } from "./check";

/**
 * Runs `checks` one after another on the page as it stands, and reports every one that finds a
 * problem, named with `where` (the route and the screen), without stopping at the first.
 */
export async function expectChecksToPass(
  page: Page,
  checks: readonly RouteCheck[],
  where: string,
) {
  for (const check of checks) {
    const problems = await check
      .problems(page)
      .catch((error: unknown) => [
        `the check could not run: ${error instanceof Error ? error.message : String(error)}`,
      ]);
    expect.soft(problems, `${check.name}, on ${where}`).toEqual([]);
  }
}

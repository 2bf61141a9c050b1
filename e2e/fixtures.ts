import { type Page, test as base, expect } from "@playwright/test";

type PageProblems = {
  /** Accepts console errors matching the pattern, for a test that expects them (e.g. the 404 log). */
  allow: (pattern: RegExp) => void;
};

/** Every browser test fails when its page throws or logs a console error it did not expect. */
export const test = base.extend<{ pageProblems: PageProblems }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      page.on("pageerror", (error) =>
        problems.push(`page error: ${error.message}`),
      );
      page.on("console", (message) => {
        const text = `${message.text()} ${message.location().url}`.trim();
        if (
          message.type() === "error" &&
          !allowed.some((pattern) => pattern.test(text))
        ) {
          problems.push(`console error: ${text}`);
        }
      });
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(problems, "page errors and console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until React has taken over a page that ships scripts, for tests of client-side navigation
 * and of buttons: React Router's scroll restoration takes over scrolling from the browser in an
 * effect, which runs once the page has hydrated.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => history.scrollRestoration === "manual");
}

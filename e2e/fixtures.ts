import {
  type ConsoleMessage,
  type Page,
  test as base,
  expect,
} from "@playwright/test";

type PageProblems = {
  /** Accepts console and page errors matching the pattern, for a test that expects them (e.g. the 404 log). */
  allow: (pattern: RegExp) => void;
};

/** Every browser test fails when its page throws or logs a console error it did not expect. */
export const test = base.extend<{ pageProblems: PageProblems }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      const noteError = (error: Error) => {
        const text = `page error: ${error.message}`;
        if (!allowed.some((pattern) => pattern.test(text))) problems.push(text);
      };
      const noteConsoleError = (message: ConsoleMessage) => {
        const text = `${message.text()} ${message.location().url}`.trim();
        if (
          message.type() === "error" &&
          !allowed.some((pattern) => pattern.test(text))
        ) {
          problems.push(`console error: ${text}`);
        }
      };
      page.on("pageerror", noteError);
      page.on("console", noteConsoleError);
      await use({ allow: (pattern) => allowed.push(pattern) });
      // A page that outlives the test (routes.spec.ts) reports to the next test's fixture only.
      page.off("pageerror", noteError);
      page.off("console", noteConsoleError);
      expect(problems, "page errors and console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * What the system clipboard holds. Read from a blank page of the test's own, on the site's
 * origin: the site's Permissions-Policy forbids reading the clipboard on its own pages.
 */
export async function readClipboard(page: Page): Promise<string> {
  const reader = await page.context().newPage();
  try {
    await reader.route("**/__leitor-de-area-de-transferencia", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>leitor</title>",
      }),
    );
    await reader.goto(
      new URL("/__leitor-de-area-de-transferencia", page.url()).href,
    );
    return await reader.evaluate(() => navigator.clipboard.readText());
  } finally {
    await reader.close();
  }
}

import type { Page } from "@playwright/test";
import { content, newsTexts } from "../../test/content";
import { escapeRegExp } from "../../test/text-patterns";
import { allowNotFoundLogs, notFoundRoutes } from "../../test/site-routes";
import { expect } from "../fixtures";

/** The button a page's island shows once it has run: copy on /doacao, share on an article. */
function islandControl(route: string): string | undefined {
  if (route === "/doacao") return content.donation.page.copyKey.buttonLabel;
  if (/^\/noticias\/\d+$/.test(route) && !notFoundRoutes.includes(route))
    return newsTexts.newsArticlePage.share.label;
  return undefined;
}

/**
 * Opens `route` and waits until it shows all it will: its heading, its footer, its island's
 * control once the island has run and, on the donors page, what the sheets bring.
 */
export async function openRoute(
  page: Page,
  allow: (pattern: RegExp) => void,
  route: string,
) {
  allowNotFoundLogs(allow, route);
  await page.goto(route);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  const control = islandControl(route);
  if (control) {
    await expect(page.getByRole("button", { name: control })).toBeVisible();
  }
  if (route === "/doadores") await waitForLiveDonors(page);
}

/**
 * Waits until the donors page's live list has taken the published one's place, once both sheets
 * are read: seconds on a busy machine. The published list's own layout is donors.spec.ts's.
 */
export async function waitForLiveDonors(page: Page) {
  await expect(
    page.getByRole("heading", {
      name: new RegExp(`^${escapeRegExp(content.donorsPage.published.title)},`),
    }),
  ).toHaveCount(0, { timeout: 15_000 });
}

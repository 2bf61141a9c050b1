import { expect, type Page, type Response } from "@playwright/test";

export type LoadedFile = { url: string; body: string };

/**
 * The files a visit to `path` downloads that `isWanted` picks, with their contents, once every
 * island of the page has started (its controls no longer await their script, Astro's islands are
 * hydrated) and the page is idle. Each body is asked of the server again: a worker's script is
 * fetched outside the page, which cannot always hand it over.
 */
export async function filesLoadedBy(
  page: Page,
  path: string,
  isWanted: (response: Response) => boolean,
): Promise<LoadedFile[]> {
  const downloads: Promise<LoadedFile>[] = [];
  const onResponse = (response: Response) => {
    if (!isWanted(response)) return;
    const url = response.url();
    downloads.push(
      page.request
        .get(url)
        .then(async (file) => ({ url, body: await file.text() })),
    );
  };
  page.on("response", onResponse);
  await page.goto(path);
  await expect(page.locator("[data-awaits-script]")).toHaveCount(0);
  // Astro takes `ssr` off an island once it has hydrated; the donors page's waits for idle.
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  page.off("response", onResponse);
  return Promise.all(downloads);
}

// The web editor as the build serves it: /admin works from the site's own files, stays out of
// search engines, and costs the public pages nothing.
import { expect, test } from "./fixtures";
import { filesLoadedBy } from "./loaded-files";
import { allRoutes } from "../test/site-routes";

test("/admin serves the editor from the site's own files, kept out of search engines", async ({
  page,
}) => {
  const origins = new Set<string>();
  page.on("request", (request) => origins.add(new URL(request.url()).origin));
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(200);
  // GitHub's sign-in window must be able to hand the editor its token.
  expect(response?.headers()["cross-origin-opener-policy"]).toBe(
    "same-origin-allow-popups",
  );
  expect(response?.headers()["x-robots-tag"]).toBe("noindex");
  await expect(
    page.getByRole("button", { name: "Entrar com o GitHub" }),
  ).toBeVisible();
  // The fund's additions (app/admin/editor.ts) ran under the page's policy: the logo is ours.
  await expect(page.getByRole("img", { name: "Logo" })).toHaveAttribute(
    "src",
    "/admin/logo.svg",
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
    "content",
    /noindex/,
  );
  expect([...origins]).toEqual([new URL(page.url()).origin]);
});

test("/admin is left out of the sitemap and closed to crawlers", async ({
  request,
}) => {
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain(
    "/admin",
  );
  expect(await (await request.get("/robots.txt")).text()).toMatch(
    /^Disallow: \/admin$/m,
  );
});

// Watches what each page downloads, not how it runs: a page of its own, outside the fixture that
// fails a test on console errors (the other specs check those).
test("no public page loads or mentions the editor", async ({ browser }) => {
  // A few seconds a page, however many pages the content makes.
  test.setTimeout(allRoutes.length * 5_000);
  const page = await browser.newPage();
  for (const path of allRoutes) {
    const loaded = await filesLoadedBy(page, path, (response) =>
      /html|javascript/.test(response.headers()["content-type"] ?? ""),
    );
    expect(loaded.length, path).toBeGreaterThan(0);
    for (const { url, body } of loaded) {
      expect(new URL(url).pathname, path).not.toMatch(/^\/admin\//);
      expect(body, `${url} on ${path}`).not.toMatch(/\/admin\b|decap/i);
    }
  }
  await page.close();
});

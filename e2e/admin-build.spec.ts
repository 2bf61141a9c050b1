// The web editor as the build serves it: /admin works from the site's own files under its policy
// and stays out of search engines. Its place in the sitemap, robots.txt and headers, and that no
// public page loads or names it, are test/built/admin.test.ts's.
import { expect, test } from "./fixtures";

test(
  "/admin serves the editor from the site's own files, kept out of search engines",
  { tag: "@any-content" },
  async ({ page }) => {
    // Decap CMS is a 5 MB editor: loading it takes its time on a busy machine.
    test.setTimeout(90_000);
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
    ).toBeVisible({ timeout: 30_000 });
    // The fund's additions (app/admin/editor.ts) ran under the page's policy: the logo is ours.
    await expect(page.getByRole("img", { name: "Logo" })).toHaveAttribute(
      "src",
      "/admin/logo.svg",
    );
    expect([...origins]).toEqual([new URL(page.url()).origin]);
  },
);

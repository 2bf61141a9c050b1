// The web editor as the build publishes it (/admin): kept out of search engines, and costing the
// public pages nothing, read from the built files. That it runs under its policy is
// e2e/admin-build.spec.ts's.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import {
  headersFor,
  parseHeadersFile,
} from "../../scripts/lib/headers-file.mjs";
import { allRoutes } from "../site-routes";
import { builtFile, builtPage, clientDir, routeFile } from "./built-page";

/** What names the editor: its path or its maker. */
const EDITOR = /\/admin\b|decap/i;

describe("/admin", () => {
  test("is left out of the sitemap and closed to crawlers", () => {
    expect(builtFile("sitemap.xml").toString("utf8")).not.toContain("/admin");
    expect(builtFile("robots.txt").toString("utf8")).toMatch(
      /^Disallow: \/admin$/m,
    );
    const { document } = builtPage("/admin");
    expect(
      document.querySelector('meta[name="robots"]')?.getAttribute("content"),
    ).toMatch(/noindex/);
    const rules = parseHeadersFile(builtFile("_headers").toString("utf8"));
    for (const path of ["/admin", "/admin/config.yml"]) {
      expect(headersFor(rules, path)["x-robots-tag"], path).toBe("noindex");
    }
    // GitHub's sign-in window must be able to hand the editor its token.
    expect(headersFor(rules, "/admin")["cross-origin-opener-policy"]).toBe(
      "same-origin-allow-popups",
    );
  });
});

describe("the public pages", () => {
  test.each(allRoutes)("%s names no file of the editor", (route) => {
    expect(builtFile(routeFile(route)).toString("utf8")).not.toMatch(EDITOR);
  });

  // Every script a public page can load, on any visit or interaction, is one of these.
  const scripts = readdirSync(join(clientDir, "assets")).filter((file) =>
    file.endsWith(".js"),
  );

  test("have scripts to load", () => {
    expect(scripts.length).toBeGreaterThan(0);
  });

  test.each(scripts)("assets/%s holds nothing of the editor", (file) => {
    expect(builtFile(join("assets", file)).toString("utf8")).not.toMatch(
      EDITOR,
    );
  });
});

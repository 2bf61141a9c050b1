// Lighthouse's accessibility, best-practices and SEO categories, which are deterministic, scored
// on every route with the default mobile preset. Performance is timing, so it is a benchmark
// (`npm run audit`), not a test. Lighthouse drives its own Chromium and reports console errors
// itself (best practices), so these tests come from @playwright/test rather than the page fixture.
import { expect, test } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags } from "lighthouse";
import { chromiumFlags, chromiumPath } from "../scripts/chromium.mjs";
import { notFoundRoutes, prerenderedRoutes } from "./site-routes";

const CATEGORIES = ["accessibility", "best-practices", "seo"];

const CHROME_FLAGS = ["--headless=new", ...chromiumFlags];

/** SEO audits a not-found page fails on purpose: it answers 404 and asks not to be indexed. */
const NOT_FOUND_SEO_EXCEPTIONS = ["http-status-code", "is-crawlable"];

/** The console errors a not-found page logs by design: its 404 status and the attempted path. */
const NOT_FOUND_CONSOLE_ERRORS = [
  /status of 404/,
  /404 Error: User attempted to access non-existent route/,
];

type Report = {
  scores: Record<string, number>;
  failedAudits: Record<string, string[]>;
};

let chrome: chromeLauncher.LaunchedChrome | undefined;

// One Chromium for the whole file: its tests run in order in one worker, and one failure does not
// skip the others.
test.describe.configure({ mode: "default", timeout: 120_000 });

test.beforeAll(async () => {
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: CHROME_FLAGS,
  });
});

test.afterAll(() => {
  chrome?.kill();
});

async function runLighthouse(
  url: string,
  isNotFound: boolean,
): Promise<Report> {
  if (!chrome) throw new Error("Chromium did not start");
  const flags: Flags = {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
    ignoreStatusCode: isNotFound,
  };
  const config = isNotFound
    ? {
        extends: "lighthouse:default",
        audits: [
          {
            path: "errors-in-console",
            options: { ignoredPatterns: NOT_FOUND_CONSOLE_ERRORS },
          },
        ],
      }
    : undefined;
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
  const scores: Record<string, number> = {};
  const failedAudits: Record<string, string[]> = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category) throw new Error(`Lighthouse did not score ${id}`);
    scores[id] = Math.round((category.score ?? 0) * 100);
    failedAudits[id] = category.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => audit?.id ?? "");
  }
  return { scores, failedAudits };
}

for (const route of prerenderedRoutes) {
  test(`${route} scores 100 in accessibility, best practices and SEO`, async ({
    baseURL,
  }) => {
    const { scores, failedAudits } = await runLighthouse(
      `${baseURL}${route}`,
      false,
    );
    expect(failedAudits).toEqual({
      accessibility: [],
      "best-practices": [],
      seo: [],
    });
    expect(scores).toEqual({
      accessibility: 100,
      "best-practices": 100,
      seo: 100,
    });
  });
}

for (const route of notFoundRoutes) {
  test(`${route} scores 100 in accessibility and best practices, and passes every SEO audit but the status code and indexing ones, since a not-found page answers 404 and is noindex`, async ({
    baseURL,
  }) => {
    const { scores, failedAudits } = await runLighthouse(
      `${baseURL}${route}`,
      true,
    );
    expect(failedAudits.accessibility).toEqual([]);
    expect(failedAudits["best-practices"]).toEqual([]);
    expect(scores.accessibility).toBe(100);
    expect(scores["best-practices"]).toBe(100);
    expect(failedAudits.seo?.sort()).toEqual(NOT_FOUND_SEO_EXCEPTIONS);
  });
}

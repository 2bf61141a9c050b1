// The production delivery, tested end to end: Debian's nginx serves the fresh build with the
// site's own configuration (deploy/site.conf, included by a generated wrapper that listens on a
// free loopback port without TLS: startNginx), held to the serving table, and Chromium loads every
// page through it under the full Content Security Policy (the page's own <meta> policy plus the
// header policy). The policies the pages carry are test/built/page-policy.test.ts's; the
// production configuration's validity, scripts/nginx-config.test.ts's; the sheets' addresses,
// deploy-nginx-sheets.spec.ts's.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { SPEC_NOT_FOUND } from "../app/content/spec-words";
import { newsArticles, newsTexts } from "../test/content";
import { expect, test } from "./fixtures";
import { waitForLiveDonors } from "./route-checks/open-route";
import { clientDir, expectServedAsTable } from "./serving-table";
import {
  newsArticlePath,
  notFoundRoutes,
  prerenderedRoutes,
} from "../test/site-routes";
import { nextArticleId } from "../test/test-names";
import { expectNginxInstalled, startNginx } from "../scripts/nginx.mjs";

const pagePaths = prerenderedRoutes;
let origin = "";

// One nginx per worker: the tests of this file run in order in one worker.
test.describe.configure({ mode: "default" });

let stopNginx: (() => Promise<void>) | undefined;
let workDir = "";

test.beforeAll(async () => {
  expectNginxInstalled();
  if (!existsSync(join(clientDir, "index.html"))) {
    throw new Error(`no build in ${clientDir}: run npm run build first`);
  }
  workDir = mkdtempSync(join(tmpdir(), "endowment-ita-nginx-"));
  writeMimeFixtures(join(workDir, "mime-fixtures"));
  const nginx = await startNginx({
    dir: workDir,
    root: clientDir,
    serverLines: `location /mime-fixtures/ { root ${workDir}; }`,
  });
  origin = nginx.origin;
  stopNginx = nginx.stop;
});

test.afterAll(async () => {
  await stopNginx?.();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test(
  "nginx serves every path as the serving table says, text precompressed with brotli or gzip, and every file with its type",
  { tag: "@any-content" },
  async ({ request }) => {
    await expectServedAsTable(request, origin);
    await expectPrecompressed(request);
    await expectTypes(request);
  },
);

/** Text files go precompressed to a client that accepts it, and plain to one that does not. */
async function expectPrecompressed(request: APIRequestContext) {
  const script = builtAsset(".js");
  const article = newsArticles[0];
  if (!article) throw new Error("content/pt-BR/noticias has no article");
  for (const path of [
    "/",
    newsArticlePath(article),
    "/qualquer-coisa",
    script,
  ]) {
    for (const encoding of ["br", "gzip"]) {
      const response = await request.get(origin + path, {
        headers: { "Accept-Encoding": encoding },
      });
      expect.soft(response.headers()["content-encoding"], path).toBe(encoding);
      expect.soft(response.headers()["vary"], path).toBe("Accept-Encoding");
    }
    const plain = await request.get(origin + path, {
      headers: { "Accept-Encoding": "identity" },
    });
    expect.soft(plain.headers()["content-encoding"], path).toBeUndefined();
  }
  const compressed = await request.get(origin + script, {
    headers: { "Accept-Encoding": "br" },
  });
  expect
    .soft(Number(compressed.headers()["content-length"]), script)
    .toBeLessThan(readFileSync(join(clientDir, script)).length / 2);
}

/** Each kind of file site.conf types, and every file of the build, answered with its type. */
async function expectTypes(request: APIRequestContext) {
  for (const [extension, type] of Object.entries(typesByExtension)) {
    const file = `sample.${extension}`;
    const response = await request.get(`${origin}/mime-fixtures/${file}`);
    expect.soft(response.status(), file).toBe(200);
    expect.soft(response.headers()["content-type"], file).toBe(type);
  }
  // Every file the site is built with, by its own path (pages are checked by the serving table;
  // the web editor's folder by its own tests).
  const builtFiles = filesUnder(clientDir).filter(
    (path) =>
      !/\.(html|br|gz)$/.test(path) &&
      !path.startsWith("/admin/") &&
      path !== "/_headers" &&
      path !== "/_redirects" &&
      path !== "/_routes.json",
  );
  const builtExtensions = new Set(
    builtFiles.map((path) => path.slice(path.lastIndexOf(".") + 1)),
  );
  for (const kind of ["js", "csv", "xml", "png", "ico", "svg"]) {
    expect
      .soft(builtExtensions, `the build has .${kind} files`)
      .toContain(kind);
  }
  for (const path of builtFiles) {
    const extension = path.slice(path.lastIndexOf(".") + 1);
    const type = typesByExtension[extension];
    expect
      .soft(type, `${path}: a type for .${extension} here and in site.conf`)
      .toBeDefined();
    const response = await request.get(origin + path);
    expect.soft(response.status(), path).toBe(200);
    expect.soft(response.headers()["content-type"], path).toBe(type);
  }
}

test(
  "every page runs through nginx without a Content Security Policy violation, and the donors page loads both spreadsheets",
  { tag: "@any-content" },
  async ({ page, pageProblems }) => {
    // The two unknown addresses: their 404 status and the screen's log of the path.
    pageProblems.allow(
      /status of 404 \(Not Found\) http:\/\/127\.0\.0\.1:\d+\//,
    );
    pageProblems.allow(
      /404 Error: User attempted to access non-existent route/,
    );
    await page.addInitScript(() => {
      const violations: string[] = [];
      Object.assign(window, { cspViolations: violations });
      document.addEventListener("securitypolicyviolation", (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    // Chromium reports both policies' problems on the console, some only as warnings.
    const policyMessages: string[] = [];
    page.on("console", (message) => {
      if (/content security policy|permissions-policy/i.test(message.text())) {
        policyMessages.push(message.text());
      }
    });
    const sheetStatuses = new Map<string, number>();
    page.on("response", (response) => {
      if (response.url().endsWith(".csv")) {
        sheetStatuses.set(new URL(response.url()).pathname, response.status());
      }
    });

    const visits = [
      ...pagePaths.map((path) => ({ path, heading: undefined })),
      { path: "/o-ita/", heading: undefined },
      {
        path: newsArticlePath({ id: nextArticleId(newsArticles) }),
        heading: newsTexts.newsArticlePage.notFound.title,
      },
      ...notFoundRoutes
        .filter((path) => !path.startsWith("/noticias/"))
        .map((path) => ({ path, heading: SPEC_NOT_FOUND.message })),
    ];
    // A few seconds a page, however many pages the content makes.
    test.setTimeout(visits.length * 5_000);
    let scriptsRun = 0;
    let islandsHydrated = 0;
    for (const { path, heading } of visits) {
      await page.goto(origin + path);
      // The page's scripts all ran under the policy: each module script it names was fetched, and
      // each island was hydrated (Astro's inline loader fetched its component and renderer and then
      // took off the island's ssr attribute). Pages without either run only inline scripts.
      const moduleScripts = await page
        .locator('script[type="module"][src]')
        .evaluateAll((scripts) =>
          scripts.map((script) => (script as HTMLScriptElement).src),
        );
      await page.waitForFunction((urls) => {
        const fetched = new Set(
          performance.getEntriesByType("resource").map((entry) => entry.name),
        );
        return urls.every((url) => fetched.has(url));
      }, moduleScripts);
      const islands = await page.locator("astro-island").count();
      await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
      scriptsRun += moduleScripts.length;
      islandsHydrated += islands;
      if (heading) {
        await expect(page.getByRole("heading", { level: 1 })).toContainText(
          heading,
        );
      }
      if (path === "/doadores") await waitForLiveDonors(page);
      const violations = await page.evaluate(
        () => Object.getOwnPropertyDescriptor(window, "cspViolations")?.value,
      );
      expect(violations, path).toEqual([]);
    }
    expect(policyMessages).toEqual([]);
    expect(scriptsRun, "module scripts fetched").toBeGreaterThan(0);
    expect(islandsHydrated, "islands hydrated").toBeGreaterThan(0);
    expect(Object.fromEntries(sheetStatuses)).toEqual({
      "/data/doadores.csv": 200,
      "/data/turmas.csv": 200,
    });
  },
);

/** The Content-Type of each kind of file the site serves, as deploy/site.conf types them. */
const typesByExtension: Record<string, string> = {
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  csv: "text/csv; charset=utf-8",
  svg: "image/svg+xml; charset=utf-8",
  pdf: "application/pdf",
  zip: "application/zip",
  xml: "application/xml; charset=utf-8",
  json: "application/json; charset=utf-8",
  txt: "text/plain; charset=utf-8",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  ico: "image/x-icon",
  woff2: "font/woff2",
};

function writeMimeFixtures(dir: string) {
  mkdirSync(dir);
  for (const extension of Object.keys(typesByExtension)) {
    writeFileSync(join(dir, `sample.${extension}`), "sample");
  }
}

/** The path of one built asset with this extension, e.g. "/assets/client.AbC123.js". */
function builtAsset(extension: string): string {
  const name = readdirSync(join(clientDir, "assets")).find(
    (file) =>
      file.endsWith(extension) &&
      existsSync(join(clientDir, "assets", `${file}.br`)),
  );
  if (!name) throw new Error(`no compressed ${extension} asset in the build`);
  return `/assets/${name}`;
}

/** Every file under `dir`, as a site path ("/assets/x.js"). */
function filesUnder(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, base);
    return [`/${relative(base, path).split(sep).join("/")}`];
  });
}

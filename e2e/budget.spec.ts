// The JavaScript budget, checked on the build output without a browser: what each route loads
// on a first visit, how much that weighs compressed, and that no route carries code or content
// it never uses. The tests read files, so they come from @playwright/test itself.
import { builtPageFile } from "../scripts/lib/built-page.mjs";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import {
  bankAccount,
  institute,
  newsArticleBodies,
  newsArticles,
  partners,
  peopleGroups,
} from "./content";
import { notFoundRoutes, prerenderedRoutes } from "./site-routes";

const clientDir = join(process.env.BUILD_DIR ?? "build", "client");

/** 120 KB of gzip-compressed JavaScript per static route, in KB of 1,024 bytes as Lighthouse counts. */
const FIRST_VISIT_BUDGET_BYTES = 120 * 1024;

/** The route modules that render each not-found address in the browser. */
const NOT_FOUND_ROUTE_MODULES: Record<string, string> = {
  "/pagina-inexistente": "routes/not-found",
  "/noticias/999": "routes/news-article",
};

/** The donors page reads and draws live data: it has a budget of its own. */
const DONORS_ROUTE = "/doadores";
const DONORS_BUDGET_BYTES = 150 * 1024;

/** A lucide icon compiled into a chunk: `{name:"…",size:24,node:[…]}` or its `iconNode` form. */
const ICON_DEFINITION =
  /\bnode:\s*\[\s*\[\s*["'`](?:path|circle|rect|line|polyline|polygon|ellipse)["'`]/g;
const MAX_ICONS_PER_CHUNK = 30;

const STATIC_IMPORT =
  /\b(?:import|export)\s*(?:[\w$]+\s*,?\s*)?(?:\*\s*as\s+[\w$]+|\{[^}]*\})?\s*(?:from\s*)?["']([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g;

function readClientFile(path: string): string {
  return readFileSync(join(clientDir, path), "utf8");
}

function resolveImport(specifier: string, fromPath: string): string {
  return new URL(specifier, `http://site.invalid${fromPath}`).pathname;
}

function importsOf(code: string, fromPath: string, pattern: RegExp): string[] {
  return [...code.matchAll(pattern)].map(([, specifier = ""]) =>
    resolveImport(specifier, fromPath),
  );
}

/** Every chunk `entries` pull in through static imports (and dynamic ones if asked), themselves included. */
function withImports(entries: string[], { dynamic = false } = {}): Set<string> {
  const chunks = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const chunk = pending.pop()!;
    if (chunks.has(chunk)) continue;
    chunks.add(chunk);
    const code = readClientFile(chunk);
    pending.push(...importsOf(code, chunk, STATIC_IMPORT));
    if (dynamic) pending.push(...importsOf(code, chunk, DYNAMIC_IMPORT));
  }
  return chunks;
}

/** The scripts a page's HTML starts: module scripts, modulepreloads and the inline bootstrap. */
function scriptsStartedBy(html: string): string[] {
  const started: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
  )) {
    const src = attributes.match(/\ssrc="([^"]+)"/)?.[1];
    if (src) started.push(src);
    else if (/type="module"/.test(attributes)) {
      // The bootstrap imports the route modules, then the client entry with import().
      started.push(...importsOf(body, "/", STATIC_IMPORT));
      started.push(...importsOf(body, "/", DYNAMIC_IMPORT));
    }
  }
  for (const [, href = ""] of html.matchAll(
    /<link rel="modulepreload" href="([^"]+)"/g,
  )) {
    started.push(href);
  }
  return started;
}

type RouteManifest = {
  routes: Record<string, { module: string }>;
};

function routeManifest(html: string): RouteManifest {
  const manifestPath = html.match(
    /import\s*\(?\s*"(\/assets\/manifest-[^"]+\.js)"/,
  )?.[1];
  if (!manifestPath) throw new Error("the page imports no route manifest");
  const code = readClientFile(manifestPath);
  return JSON.parse(
    code.slice(code.indexOf("=") + 1).replace(/;\s*$/, ""),
  ) as RouteManifest;
}

/** The JavaScript files a first visit to `route` downloads. */
function firstVisitChunks(route: string): Set<string> {
  const routeModule = NOT_FOUND_ROUTE_MODULES[route];
  if (!routeModule) {
    const html = readClientFile(builtPageFile(route));
    return withImports(scriptsStartedBy(html));
  }
  // An unknown address gets the fallback page, whose router then loads the matching route.
  const html = readClientFile("404.html");
  const module = routeManifest(html).routes[routeModule]?.module;
  if (!module) throw new Error(`no ${routeModule} in the route manifest`);
  return withImports([...scriptsStartedBy(html), module]);
}

function gzipBytes(chunks: Iterable<string>): number {
  let total = 0;
  for (const chunk of chunks) {
    total += gzipSync(readFileSync(join(clientDir, chunk)), {
      level: 9,
    }).length;
  }
  return total;
}

function allChunks(): string[] {
  return readdirSync(join(clientDir, "assets"))
    .filter((file) => file.endsWith(".js"))
    .map((file) => `/assets/${file}`);
}

const routes = [...prerenderedRoutes, ...notFoundRoutes];

test("the build has a page and a bootstrap script for every route", () => {
  for (const route of prerenderedRoutes) {
    expect(existsSync(join(clientDir, builtPageFile(route))), route).toBe(true);
    expect(firstVisitChunks(route).size, route).toBeGreaterThan(2);
  }
});

// The donors page is the one live page: its data and chart come on top of the budget.
for (const route of routes.filter((route) => route !== DONORS_ROUTE)) {
  test(`a first visit to ${route} loads at most 120 KB of gzipped JavaScript`, () => {
    const chunks = firstVisitChunks(route);
    const bytes = gzipBytes(chunks);
    test.info().annotations.push({
      type: "first-visit JavaScript",
      description: `${(bytes / 1024).toFixed(1)} KB gzip`,
    });
    expect(
      bytes,
      `${route}: ${(bytes / 1024).toFixed(1)} KB in ${[...chunks].join(", ")}`,
    ).toBeLessThanOrEqual(FIRST_VISIT_BUDGET_BYTES);
  });
}

test("a first visit to /doadores loads at most 150 KB of gzipped JavaScript", () => {
  const chunks = firstVisitChunks(DONORS_ROUTE);
  const bytes = gzipBytes(chunks);
  test.info().annotations.push({
    type: "first-visit JavaScript",
    description: `${(bytes / 1024).toFixed(1)} KB gzip`,
  });
  expect(
    bytes,
    `${DONORS_ROUTE}: ${(bytes / 1024).toFixed(1)} KB in ${[...chunks].join(", ")}`,
  ).toBeLessThanOrEqual(DONORS_BUDGET_BYTES);
});

test("icons are compiled one by one, never as a whole icon set", () => {
  const iconCounts = allChunks().map((chunk) => ({
    chunk,
    icons: readClientFile(chunk).match(ICON_DEFINITION)?.length ?? 0,
  }));
  expect(
    iconCounts.reduce((total, { icons }) => total + icons, 0),
    "icon definitions found in the build (the pattern still matches lucide's output)",
  ).toBeGreaterThan(0);
  for (const { chunk, icons } of iconCounts) {
    expect(icons, chunk).toBeLessThanOrEqual(MAX_ICONS_PER_CHUNK);
  }
});

const firstArticleBody = Object.values(newsArticleBodies)[0];
const firstBoardMember = peopleGroups[0]?.people[0];
if (!firstArticleBody || !firstBoardMember) {
  throw new Error("content is missing");
}

// Text that belongs to one screen must not travel in the JavaScript of the others.
const screenContent = [
  {
    what: "an article's body",
    text: firstArticleBody.trim().slice(3, 60),
    // The unknown article renders the same route module, with its not-found message.
    ownRoutes: [
      ...newsArticles.map((article) => `/noticias/${article.id}`),
      "/noticias/999",
    ],
  },
  {
    what: "a board member's name",
    text: firstBoardMember.name,
    ownRoutes: ["/quem-somos"],
  },
  {
    what: "the bank account",
    text: bankAccount.beneficiary,
    ownRoutes: ["/doacao"],
  },
  {
    what: "a partner's name",
    text: partners.aeita.name,
    ownRoutes: ["/parceiros"],
  },
  {
    what: "the institute's headline",
    text: institute.hero.title,
    ownRoutes: ["/o-ita"],
  },
];

for (const { what, text, ownRoutes } of screenContent) {
  test(`${what} is bundled only for ${ownRoutes.join(", ")}`, () => {
    const carriers = allChunks().filter((chunk) =>
      readClientFile(chunk).includes(text),
    );
    expect(carriers, `chunks holding "${text}"`).not.toEqual([]);
    for (const route of routes) {
      const chunks = firstVisitChunks(route);
      const loaded = carriers.filter((chunk) => chunks.has(chunk));
      if (!ownRoutes.includes(route)) expect(loaded, route).toEqual([]);
    }
  });
}

// The JavaScript budget, checked on the build output as the server hands it out, without a
// browser: what each route loads on a first visit, how much that weighs compressed, and that no
// route carries code or content it never uses. The tests read pages and files, so they come from
// @playwright/test itself.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { parse } from "parse5";
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

const KB = 1024;

/** Pages with nothing to run: the six content routes and the unknown article ship no script. */
const SCRIPTLESS_ROUTES = [
  "/",
  "/o-ita",
  "/quem-somos",
  "/parceiros",
  "/transparencia",
  "/noticias",
  "/noticias/999",
];

/**
 * JavaScript a first visit may download, compressed as the server sends it to browsers (brotli,
 * from the build's precompressed `.br` files), in KB of 1,024 bytes as Lighthouse counts. Only the
 * donors page renders with React; the other islands are a few lines of plain DOM code.
 */
const BUDGETS: Record<string, number> = {
  "/doadores": 150 * KB,
};
const DEFAULT_BUDGET = 20 * KB;

/** A lucide icon compiled into a chunk: `{name:"…",size:24,node:[…]}` or its `iconNode` form. */
const ICON_DEFINITION =
  /\bnode:\s*\[\s*\[\s*["'`](?:path|circle|rect|line|polyline|polygon|ellipse)["'`]/g;
const MAX_ICONS_PER_CHUNK = 30;

const STATIC_IMPORT =
  /\b(?:import|export)\s*(?:[\w$]+\s*,?\s*)?(?:\*\s*as\s+[\w$]+|\{[^}]*\})?\s*(?:from\s*)?["']([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g;

type Element = {
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: (Element & { value?: string })[];
};

function elementsOf(node: Element): Element[] {
  return (node.childNodes ?? []).flatMap((child) => [
    ...(child.tagName ? [child] : []),
    ...elementsOf(child),
  ]);
}

function attribute(element: Element, name: string): string | undefined {
  return element.attrs?.find((attr) => attr.name === name)?.value;
}

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

/** Every chunk `entries` pull in through static and dynamic imports, themselves included. */
function withImports(entries: string[]): Set<string> {
  const chunks = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const chunk = pending.pop()!;
    if (chunks.has(chunk)) continue;
    chunks.add(chunk);
    const code = readClientFile(chunk);
    pending.push(...importsOf(code, chunk, STATIC_IMPORT));
    pending.push(...importsOf(code, chunk, DYNAMIC_IMPORT));
  }
  return chunks;
}

/** The scripts a page's HTML starts: script files, modulepreloads and the imports of inline modules. */
function scriptsStartedBy(html: string): string[] {
  const started: string[] = [];
  for (const element of elementsOf(parse(html) as Element)) {
    if (element.tagName === "script") {
      const src = attribute(element, "src");
      if (src) started.push(src);
      else if (attribute(element, "type") === "module") {
        const code = (element.childNodes ?? [])
          .map((text) => text.value ?? "")
          .join("");
        started.push(...importsOf(code, "/", STATIC_IMPORT));
        started.push(...importsOf(code, "/", DYNAMIC_IMPORT));
      }
    }
    if (
      element.tagName === "link" &&
      attribute(element, "rel") === "modulepreload"
    )
      started.push(attribute(element, "href") ?? "");
  }
  return started;
}

async function pageHtml(request: APIRequestContext, route: string) {
  const response = await request.get(route);
  expect(response.headers()["content-type"], route).toContain("text/html");
  return response.text();
}

/** The JavaScript files a first visit to `route` downloads: its island, and all it imports. */
async function firstVisitChunks(
  request: APIRequestContext,
  route: string,
): Promise<Set<string>> {
  const started = scriptsStartedBy(await pageHtml(request, route));
  return withImports(started);
}

function brotliBytes(chunks: Iterable<string>): number {
  let total = 0;
  for (const chunk of chunks) {
    total += brotliCompressSync(readFileSync(join(clientDir, chunk)), {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      },
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
const islandRoutes = routes.filter(
  (route) => !SCRIPTLESS_ROUTES.includes(route),
);

for (const route of SCRIPTLESS_ROUTES) {
  test(`${route} ships no script: no script file, no module import, no modulepreload`, async ({
    request,
  }) => {
    expect(scriptsStartedBy(await pageHtml(request, route))).toEqual([]);
  });
}

for (const route of islandRoutes) {
  const budget = BUDGETS[route] ?? DEFAULT_BUDGET;
  test(`a first visit to ${route} loads at most ${budget / KB} KB of compressed JavaScript`, async ({
    request,
  }) => {
    const chunks = await firstVisitChunks(request, route);
    expect(chunks.size, `${route} starts its island`).toBeGreaterThan(0);
    const bytes = brotliBytes(chunks);
    test.info().annotations.push({
      type: "first-visit JavaScript",
      description: `${(bytes / KB).toFixed(1)} KB brotli`,
    });
    expect(
      bytes,
      `${route}: ${(bytes / KB).toFixed(1)} KB in ${[...chunks].join(", ")}`,
    ).toBeLessThanOrEqual(budget);
  });
}

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
  test(`${what} is bundled only for ${ownRoutes.join(", ")}`, async ({
    request,
  }) => {
    const carriers = allChunks().filter((chunk) =>
      readClientFile(chunk).includes(text),
    );
    expect(carriers, `chunks holding "${text}"`).not.toEqual([]);
    for (const route of islandRoutes) {
      const chunks = await firstVisitChunks(request, route);
      const loaded = carriers.filter((chunk) => chunks.has(chunk));
      if (!ownRoutes.includes(route)) expect(loaded, route).toEqual([]);
    }
  });
}

// The JavaScript and CSS budgets, checked on the build output as the server hands it out, without
// a browser: what each route runs on a first visit (script files, the code written in the page,
// island modules and all they import), how much that weighs compressed, that no page content
// travels in JavaScript, and that each page inlines only the styles its markup and scripts use. The tests read pages and files, so they come from @playwright/test itself.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { parse } from "parse5";
import {
  bankAccount,
  institute,
  newsArticleBodies,
  partners,
  peopleGroups,
} from "../test/content";
import {
  englishRoutes,
  notFoundRoutes,
  prerenderedRoutes,
} from "../test/site-routes";
import {
  type Element,
  attribute,
  elementsOf,
  textOf,
} from "../app/lib/parsed-html";

const clientDir = join(process.env.BUILD_DIR ?? "build", "client");

const KB = 1024;

/** The pages whose Pix block and notify form run a script. */
const GIVING_ROUTES = ["/doacao", "/en/give"];

/**
 * Pages with nothing to run: the content routes, the unknown article and every English page
 * but the one to give from abroad ship no script.
 */
const SCRIPTLESS_ROUTES = [
  "/",
  "/o-ita",
  "/quem-somos",
  "/parceiros",
  "/transparencia",
  "/noticias",
  "/noticias/999",
  "/privacidade",
  "/legados",
  "/impacto",
  ...englishRoutes.filter((route) => !GIVING_ROUTES.includes(route)),
];

/**
 * JavaScript a first visit may download, compressed with brotli at its highest quality as the
 * build's `.br` copies are, in KB of 1,024 bytes as Lighthouse counts. Only the donors page
 * renders with React; the other pages' scripts are a few lines of plain DOM code.
 */
const BUDGETS: Record<string, number> = {
  "/doadores": 150 * KB,
  ...Object.fromEntries(GIVING_ROUTES.map((route) => [route, 30 * KB])),
};
const DEFAULT_BUDGET = 20 * KB;

/** The stylesheet each page inlines, brotli-compressed: the site's whole one is about 7 KB. */
const CSS_BUDGET = 5 * KB;

/**
 * `<script type>` values that hold data for crawlers and the browser, never run: JSON-LD and
 * speculation rules. Every other script element counts as JavaScript.
 */
const DATA_SCRIPT_TYPES = new Set(["application/ld+json", "speculationrules"]);

/** The modules an `<astro-island>` makes Astro's loader import. */
const ISLAND_MODULE_ATTRIBUTES = [
  "component-url",
  "renderer-url",
  "before-hydration-url",
];

/** A lucide icon compiled into a chunk: `{name:"…",size:24,node:[["path",…` and the like. */
const ICON_DEFINITION =
  /\bnode:\s*\[\s*\[\s*["'`](?:path|circle|rect|line|polyline|polygon|ellipse)["'`]/g;
const MAX_ICONS_PER_CHUNK = 30;

const STATIC_IMPORT =
  /\b(?:import|export)\s*(?:[\w$]+\s*,?\s*)?(?:\*\s*as\s+[\w$]+|\{[^}]*\})?\s*(?:from\s*)?["']([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g;
/** A worker the chunk starts: `new Worker(new URL("/assets/….js", import.meta.url), …)`. */
const WORKER_START =
  /\bnew\s+(?:Shared)?Worker\(\s*new\s+URL\(\s*["'`]([^"'`]+\.js)["'`]/g;

const SITE = "http://site.invalid";

/** What a page makes the browser run: script files by path, and code written in the page. */
type PageScripts = {
  files: string[];
  inline: string[];
};

function readClientFile(path: string): string {
  return readFileSync(join(clientDir, path), "utf8");
}

/** The site path `specifier` points at from `fromPath`; scripts from other sites are refused. */
function resolveImport(specifier: string, fromPath: string): string {
  const url = new URL(specifier, `${SITE}${fromPath}`);
  if (url.origin !== SITE) {
    throw new Error(
      `${fromPath} loads ${specifier} from another site, which this budget cannot weigh`,
    );
  }
  return url.pathname;
}

function importsOf(code: string, fromPath: string, pattern: RegExp): string[] {
  return [...code.matchAll(pattern)].map(([, specifier = ""]) =>
    resolveImport(specifier, fromPath),
  );
}

/**
 * Every chunk `entries` pull in through static and dynamic imports and the workers they start,
 * themselves included.
 */
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
    pending.push(...importsOf(code, chunk, WORKER_START));
  }
  return chunks;
}

function runsAsJavaScript(script: Element): boolean {
  const type = attribute(script, "type") ?? "";
  return !DATA_SCRIPT_TYPES.has(type.split(";")[0]!.trim().toLowerCase());
}

/**
 * The scripts the HTML of the page at `pagePath` starts: script files, inline scripts (classic
 * and module) and event handler attributes, the imports of inline code, modulepreloads and script
 * preloads, and the modules of Astro islands.
 */
function scriptsStartedBy(html: string, pagePath: string): PageScripts {
  const files: string[] = [];
  const inline: string[] = [];
  const filesAt = (...urls: (string | undefined)[]) => {
    for (const url of urls)
      if (url?.trim()) files.push(resolveImport(url.trim(), pagePath));
  };
  for (const element of elementsOf(parse(html))) {
    for (const { name, value } of element.attrs ?? [])
      if (name.startsWith("on") && value.trim()) inline.push(value);
    if (element.tagName === "script" && runsAsJavaScript(element)) {
      const src = attribute(element, "src");
      const code = textOf(element);
      if (src !== undefined) filesAt(src);
      else if (code.trim()) {
        inline.push(code);
        if (attribute(element, "type") === "module")
          files.push(...importsOf(code, pagePath, STATIC_IMPORT));
        files.push(...importsOf(code, pagePath, DYNAMIC_IMPORT));
      }
    }
    if (element.tagName === "link") {
      const rel = (attribute(element, "rel") ?? "").toLowerCase().split(/\s+/);
      if (
        rel.includes("modulepreload") ||
        (rel.includes("preload") && attribute(element, "as") === "script")
      )
        filesAt(attribute(element, "href"));
    }
    if (element.tagName === "astro-island")
      filesAt(
        ...ISLAND_MODULE_ATTRIBUTES.map((name) => attribute(element, name)),
      );
  }
  return { files, inline };
}

async function pageHtml(request: APIRequestContext, route: string) {
  const response = await request.get(route);
  expect(response.headers()["content-type"], route).toContain("text/html");
  return response.text();
}

function brotliBytes(content: string | Buffer): number {
  return brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    },
  }).length;
}

/** The start of a piece of code, to name it in a failure. */
function excerpt(code: string): string {
  const line = code.trim().replace(/\s+/g, " ");
  return line.length > 80 ? `${line.slice(0, 80)}…` : line;
}

function kilobytes(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

/** The site's chunks, as pages load them. */
function allChunks(): string[] {
  return readdirSync(join(clientDir, "assets"))
    .filter((file) => file.endsWith(".js"))
    .map((file) => `/assets/${file}`);
}

let buildJavaScript: { where: string; code: string }[] | undefined;

/** Every piece of JavaScript in the build: its script files, and the inline code of its pages. */
function javaScriptOfBuild(): { where: string; code: string }[] {
  buildJavaScript ??= readdirSync(clientDir, {
    recursive: true,
    encoding: "utf8",
  })
    .map((file) => `/${file.replaceAll("\\", "/")}`)
    .flatMap((path) => {
      if (/\.m?js$/.test(path))
        return [{ where: path, code: readClientFile(path) }];
      if (!path.endsWith(".html")) return [];
      const pagePath = path.replace(/(index)?\.html$/, "");
      return scriptsStartedBy(readClientFile(path), pagePath).inline.map(
        (code) => ({ where: `inline script in ${path}`, code }),
      );
    });
  return buildJavaScript;
}

/** How `text` may be written in JavaScript: as is, JSON-escaped, or with \u escapes. */
function spellingsInCode(text: string): string[] {
  const escaped = JSON.stringify(text).slice(1, -1);
  const unicodeEscaped = (hex: (code: string) => string) =>
    escaped.replace(
      /[\u0080-\uffff]/g,
      (char) => `\\u${hex(char.charCodeAt(0).toString(16).padStart(4, "0"))}`,
    );
  return [
    ...new Set([
      text,
      escaped,
      unicodeEscaped((code) => code),
      unicodeEscaped((code) => code.toUpperCase()),
    ]),
  ];
}

const routes = [...prerenderedRoutes, ...notFoundRoutes];
const routesWithScripts = routes.filter(
  (route) => !SCRIPTLESS_ROUTES.includes(route),
);

for (const route of SCRIPTLESS_ROUTES) {
  test(`${route} ships no script: no script file or inline script, no module import, no preload, no island`, async ({
    request,
  }) => {
    const { files, inline } = scriptsStartedBy(
      await pageHtml(request, route),
      route,
    );
    expect({ files, inline: inline.map(excerpt) }).toEqual({
      files: [],
      inline: [],
    });
  });
}

for (const route of routesWithScripts) {
  const budget = BUDGETS[route] ?? DEFAULT_BUDGET;
  test(`a first visit to ${route} loads at most ${budget / KB} KB of compressed JavaScript`, async ({
    request,
  }) => {
    const { files, inline } = scriptsStartedBy(
      await pageHtml(request, route),
      route,
    );
    expect(
      files.length + inline.length,
      `${route} runs a script (if no longer, list it among SCRIPTLESS_ROUTES)`,
    ).toBeGreaterThan(0);
    const weighed = [
      ...[...withImports(files)].map((chunk) => ({
        what: chunk,
        bytes: brotliBytes(readFileSync(join(clientDir, chunk))),
      })),
      ...inline.map((code, index) => ({
        what: `inline script ${index + 1}`,
        bytes: brotliBytes(code),
      })),
    ];
    const bytes = weighed.reduce((total, item) => total + item.bytes, 0);
    test.info().annotations.push({
      type: "first-visit JavaScript",
      description: `${kilobytes(bytes)} brotli`,
    });
    expect(
      bytes,
      `${route}: ${kilobytes(bytes)} in ${weighed
        .map(({ what, bytes }) => `${what} (${kilobytes(bytes)})`)
        .join(", ")}`,
    ).toBeLessThanOrEqual(budget);
  });
}

test("every script file of the build is weighed on some route's first visit", async ({
  request,
}) => {
  // A chunk no route loads is either dead code or a script the measure above misses.
  const weighed = new Set<string>();
  for (const route of routesWithScripts) {
    const { files } = scriptsStartedBy(await pageHtml(request, route), route);
    for (const chunk of withImports(files)) weighed.add(chunk);
  }
  expect(allChunks().filter((chunk) => !weighed.has(chunk))).toEqual([]);
});

test(`no chunk compiles a whole icon set: at most ${MAX_ICONS_PER_CHUNK} lucide icons each`, () => {
  // Pages draw their icons as static SVG; a script that needs some must import them one by one.
  const lucideIcon = readFileSync(
    fileURLToPath(import.meta.resolve("lucide-react/icons/x")),
    "utf8",
  );
  expect(
    lucideIcon.match(ICON_DEFINITION)?.length,
    "the pattern still recognises lucide's icon definitions",
  ).toBe(1);
  for (const chunk of allChunks()) {
    const icons = readClientFile(chunk).match(ICON_DEFINITION)?.length ?? 0;
    expect(icons, chunk).toBeLessThanOrEqual(MAX_ICONS_PER_CHUNK);
  }
});

const [firstArticleId, firstArticleBody] =
  Object.entries(newsArticleBodies)[0] ?? [];
const firstBoardMember = peopleGroups[0]?.people[0];
if (!firstArticleBody || !firstBoardMember) {
  throw new Error("content is missing");
}

// Pages are HTML: the text a screen shows is in its page, never in JavaScript.
const screenContent = [
  {
    what: "an article's body",
    text: firstArticleBody.trim().slice(3, 60),
    page: `/noticias/${firstArticleId}`,
  },
  {
    what: "a board member's name",
    text: firstBoardMember.name,
    page: "/quem-somos",
  },
  {
    what: "the bank account",
    text: bankAccount.beneficiary,
    page: "/doacao",
  },
  {
    what: "a partner's name",
    text: partners.aeita.name,
    page: "/parceiros",
  },
  {
    what: "the institute's headline",
    text: institute.hero.title,
    page: "/o-ita",
  },
];

for (const { what, text, page } of screenContent) {
  test(`${what} is in the HTML of ${page} and in no JavaScript of the build`, async ({
    request,
  }) => {
    const html = await pageHtml(request, page);
    const document = parse(html);
    expect(
      html.includes(text) || textOf(document).includes(text),
      `${page} shows "${text}"`,
    ).toBe(true);
    const spellings = spellingsInCode(text);
    const carriers = javaScriptOfBuild()
      .filter(({ code }) =>
        spellings.some((spelling) => code.includes(spelling)),
      )
      .map(({ where }) => where);
    expect(carriers, `JavaScript holding "${text}"`).toEqual([]);
  });
}

/** The site's stylesheet as a page inlines it: the head's one <style>. */
function stylesheetOf(html: string): string {
  const head = elementsOf(parse(html)).find(
    (element) => element.tagName === "head",
  )!;
  const styles = elementsOf(head).filter(
    (element) => element.tagName === "style",
  );
  expect(styles, "one <style> in the head").toHaveLength(1);
  return textOf(styles[0]!);
}

/** The class names a stylesheet's selectors name, unescaped: `.md\:flex` is `md:flex`. */
function classesStyledBy(css: string): Set<string> {
  const rules = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const selectors = rules.match(/[^{}]+(?=\{)/g) ?? [];
  return new Set(
    selectors.flatMap((selector) =>
      [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map(([, name = ""]) =>
        name.replace(/\\(.)/g, "$1"),
      ),
    ),
  );
}

for (const route of routes) {
  test(`${route} inlines only the styles its markup and scripts use, at most ${CSS_BUDGET / KB} KB compressed`, async ({
    request,
  }) => {
    const html = await pageHtml(request, route);
    const css = stylesheetOf(html);
    const bytes = brotliBytes(css);
    test.info().annotations.push({
      type: "inlined CSS",
      description: `${kilobytes(bytes)} brotli`,
    });
    expect(bytes, `${route}'s stylesheet`).toBeLessThanOrEqual(CSS_BUDGET);
    const { files, inline } = scriptsStartedBy(html, route);
    const scripts = [...withImports(files)].map(readClientFile);
    const used = new Set(
      elementsOf(parse(html)).flatMap((element) =>
        (attribute(element, "class") ?? "").split(/\s+/),
      ),
    );
    const unused = [...classesStyledBy(css)].filter(
      (name) =>
        !used.has(name) &&
        ![...inline, ...scripts].some((code) => code.includes(name)),
    );
    expect(unused, "classes styled that no element or script uses").toEqual([]);
  });
}

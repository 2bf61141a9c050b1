// The JavaScript and CSS budgets of a first visit, read from the built pages and the script
// files they name: what each route runs, how much that weighs compressed, that no page content
// travels in JavaScript, and the stylesheet each page inlines.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse } from "parse5";
import { describe, expect, test } from "vitest";
import { elementsOf, textOf } from "./parsed-html";
import {
  bankAccount,
  institute,
  newsArticleBodies,
  partners,
  peopleGroups,
} from "../content";
import {
  GIVING_DAY_PATH,
  SITE_PAGES,
} from "../../app/content/source/site-pages";
import { allRoutes } from "../site-routes";
import { builtPage } from "./built-page";
import {
  KB,
  allChunks,
  brotliBytes,
  javaScriptOfBuild,
  kilobytes,
  readClientFile,
  scriptFilesOf,
  scriptsStartedBy,
} from "./page-scripts";

/** The pages whose Pix block and notify form run a script. */
const GIVING_ROUTES = ["/doacao", "/en/give"];

/** The donors page in each language, whose live list is a React island. */
const DONORS_ROUTES = ["/doadores", "/en/donors"];

/** The giving day's page in each language, whose clock and live figures are a React island. */
const GIVING_DAY_ROUTES = [GIVING_DAY_PATH, "/en/giving-day"];

/**
 * Pages with nothing to run: the pages the registry declares scriptless, in each language the
 * build has them, and the unknown article's page.
 */
const SCRIPTLESS_ROUTES = [
  ...SITE_PAGES.filter(({ runsScript }) => !runsScript)
    .flatMap((page) => [
      page.path,
      ...("english" in page ? [page.english.path] : []),
    ])
    .filter((route) => allRoutes.includes(route)),
  "/noticias/999",
];

/**
 * JavaScript a first visit may download, compressed with brotli at its highest quality as the
 * build's `.br` copies are. Only the live pages, the donors page in either language and the giving
 * day's, render with React (about 60 KB of it, shared); the other pages' scripts are a few lines
 * of plain DOM code.
 */
const BUDGETS: Record<string, number> = {
  ...Object.fromEntries(DONORS_ROUTES.map((route) => [route, 150 * KB])),
  ...Object.fromEntries(GIVING_DAY_ROUTES.map((route) => [route, 100 * KB])),
  ...Object.fromEntries(GIVING_ROUTES.map((route) => [route, 30 * KB])),
};
const DEFAULT_BUDGET = 20 * KB;

/** The stylesheet each page inlines, brotli-compressed: the site's whole one is about 7 KB. */
const CSS_BUDGET = 8 * KB;

/** A lucide icon compiled into a chunk: `{name:"…",size:24,node:[["path",…` and the like. */
const ICON_DEFINITION =
  /\bnode:\s*\[\s*\[\s*["'`](?:path|circle|rect|line|polyline|polygon|ellipse)["'`]/g;
const MAX_ICONS_PER_CHUNK = 30;

const routesWithScripts = allRoutes.filter(
  (route) => !SCRIPTLESS_ROUTES.includes(route),
);

function scriptsOf(route: string) {
  return scriptsStartedBy(builtPage(route).html, route);
}

/** The start of a piece of code, to name it in a failure. */
function excerpt(code: string): string {
  const line = code.trim().replace(/\s+/g, " ");
  return line.length > 80 ? `${line.slice(0, 80)}…` : line;
}

describe("JavaScript of a first visit", () => {
  test.for(SCRIPTLESS_ROUTES)(
    "%s ships no script: no script file or inline script, no module import, no preload, no island",
    (route) => {
      const { files, inline } = scriptsOf(route);
      expect({ files, inline: inline.map(excerpt) }).toEqual({
        files: [],
        inline: [],
      });
    },
  );

  test.for(
    routesWithScripts.map((route) => ({
      route,
      budget: BUDGETS[route] ?? DEFAULT_BUDGET,
      budgetKB: (BUDGETS[route] ?? DEFAULT_BUDGET) / KB,
    })),
  )(
    "a first visit to $route loads at most $budgetKB KB of compressed JavaScript",
    ({ route, budget }, { annotate }) => {
      const { files, inline } = scriptsOf(route);
      expect(
        files.length + inline.length,
        `${route} runs a script (if no longer, declare it so in app/content/source/site-pages.ts)`,
      ).toBeGreaterThan(0);
      const weighed = [
        ...[...scriptFilesOf(builtPage(route).html, route)].map((chunk) => ({
          what: chunk,
          bytes: brotliBytes(readClientFile(chunk)),
        })),
        ...inline.map((code, index) => ({
          what: `inline script ${index + 1}`,
          bytes: brotliBytes(code),
        })),
      ];
      const bytes = weighed.reduce((total, item) => total + item.bytes, 0);
      void annotate(`${kilobytes(bytes)} brotli`, "first-visit JavaScript");
      expect(
        bytes,
        `${route}: ${kilobytes(bytes)} in ${weighed
          .map(({ what, bytes }) => `${what} (${kilobytes(bytes)})`)
          .join(", ")}`,
      ).toBeLessThanOrEqual(budget);
    },
  );

  test("every script file of the build is weighed on some route's first visit", () => {
    // A chunk no route loads is either dead code or a script the measure above misses.
    const weighed = new Set(
      routesWithScripts.flatMap((route) => [
        ...scriptFilesOf(builtPage(route).html, route),
      ]),
    );
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
});

describe("screen content is HTML, never JavaScript", () => {
  const [firstArticleId, firstArticleBody] =
    Object.entries(newsArticleBodies)[0] ?? [];
  const firstBoardMember = peopleGroups[0]?.people[0];
  if (!firstArticleBody || !firstBoardMember) {
    throw new Error("content is missing");
  }
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
  const buildJavaScript = javaScriptOfBuild();

  test.for(screenContent)(
    "$what is in the HTML of $page and in no JavaScript of the build",
    ({ text, page }) => {
      const { html, document } = builtPage(page);
      expect(
        html.includes(text) || document.body.textContent.includes(text),
        `${page} shows "${text}"`,
      ).toBe(true);
      const spellings = spellingsInCode(text);
      const carriers = buildJavaScript
        .filter(({ code }) =>
          spellings.some((spelling) => code.includes(spelling)),
        )
        .map(({ where }) => where);
      expect(carriers, `JavaScript holding "${text}"`).toEqual([]);
    },
  );
});

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

describe("the stylesheet each page inlines", () => {
  const siteStylesheet = stylesheetOf(builtPage("/").html);

  test.for(allRoutes)(
    `%s inlines the site's one stylesheet, at most ${CSS_BUDGET / KB} KB compressed`,
    (route, { annotate }) => {
      const css = stylesheetOf(builtPage(route).html);
      const bytes = brotliBytes(css);
      void annotate(`${kilobytes(bytes)} brotli`, "inlined CSS");
      expect(bytes, `${route}'s stylesheet`).toBeLessThanOrEqual(CSS_BUDGET);
      expect(css === siteStylesheet, "the same stylesheet as /").toBe(true);
    },
  );
});

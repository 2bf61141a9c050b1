// Checks the static site the build wrote, file by file: no browser, so the tests come from
// @playwright/test itself rather than from the page-watching fixture.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "@playwright/test";
import { SPEC_NOT_FOUND } from "../app/content/spec-words";
import { builtPageFile } from "../scripts/lib/built-page.mjs";
import { content } from "../test/content";
import { englishRoutes, prerenderedRoutes } from "../test/site-routes";

const clientDir = join(process.env.BUILD_DIR ?? "build", "client");

const FALLBACK_PAGE = "404.html";

function routeFile(route: string): string {
  return join(clientDir, builtPageFile(route));
}

function readRoute(route: string): string {
  return readFileSync(routeFile(route), "utf8");
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function textOf(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

/** Each start tag of the page, with its attributes (names lower-cased, values decoded). */
function startTags(
  html: string,
): { name: string; attributes: Map<string, string> }[] {
  const withoutScriptBodies = html.replace(
    /(<script\b[^>]*>)[\s\S]*?<\/script>/gi,
    "$1</script>",
  );
  return [...withoutScriptBodies.matchAll(/<([a-zA-Z][\w-]*)\b([^>]*)>/g)].map(
    ([, name, rawAttributes]) => ({
      name: name!.toLowerCase(),
      attributes: new Map(
        [...rawAttributes!.matchAll(/([^\s=/]+)\s*=\s*"([^"]*)"/g)].map(
          ([, attribute, value]) => [
            attribute!.toLowerCase(),
            decodeEntities(value!),
          ],
        ),
      ),
    }),
  );
}

function metaContent(html: string, name: string): string | undefined {
  return startTags(html)
    .find((tag) => tag.name === "meta" && tag.attributes.get("name") === name)
    ?.attributes.get("content");
}

function titleOf(html: string): string {
  return textOf(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "");
}

for (const route of prerenderedRoutes) {
  const lang = englishRoutes.includes(route) ? "en" : "pt-BR";
  test(`${route} is prerendered in ${lang} with one h1, a title and a description`, () => {
    expect(existsSync(routeFile(route)), `${routeFile(route)} exists`).toBe(
      true,
    );
    const html = readRoute(route);
    expect(html).toMatch(new RegExp(`<html[^>]*\\slang="${lang}"`));
    const headings = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)];
    expect(headings, "one <h1>").toHaveLength(1);
    expect(textOf(headings[0]![1]!)).not.toBe("");
    expect(titleOf(html)).not.toBe("");
    expect(metaContent(html, "description") ?? "").not.toBe("");
  });
}

test("every prerendered route has a title of its own", () => {
  const titles = prerenderedRoutes.map((route) => titleOf(readRoute(route)));
  const repeated = titles.filter(
    (title, index) => titles.indexOf(title) !== index,
  );
  expect(repeated).toEqual([]);
});

test("the not-found page for every other address is prerendered whole, with no island to start", () => {
  const file = join(clientDir, FALLBACK_PAGE);
  expect(existsSync(file), `${file} exists`).toBe(true);
  const html = readFileSync(file, "utf8");
  expect(html).toMatch(/<html[^>]*\slang="pt-BR"/);
  const headings = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)];
  expect(headings, "one <h1>").toHaveLength(1);
  expect(textOf(headings[0]![1]!)).toBe(
    `${SPEC_NOT_FOUND.code} ${SPEC_NOT_FOUND.message}`,
  );
  expect(titleOf(html)).toContain(content.notFound.meta.title);
  expect(metaContent(html, "robots")).toBe("noindex");
  // Nothing of it waits for a component to render in the browser.
  expect(
    startTags(html).filter((tag) => tag.name === "astro-island"),
    "islands",
  ).toEqual([]);
});

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

/** The site's own origin, read from the home page's canonical link (SITE_URL at build time). */
function siteOrigin(): string {
  const canonical = startTags(readRoute("/")).find(
    (tag) => tag.name === "link" && tag.attributes.get("rel") === "canonical",
  );
  return new URL(canonical?.attributes.get("href") ?? "http://invalid").origin;
}

/** Every address a page refers to: href, src, srcset, URL-valued meta content, module imports. */
function references(html: string): string[] {
  const found: string[] = [];
  for (const { attributes } of startTags(html)) {
    for (const name of ["href", "src", "content"]) {
      const value = attributes.get(name);
      if (value !== undefined) found.push(value.trim());
    }
    for (const candidate of attributes.get("srcset")?.split(",") ?? []) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) found.push(url);
    }
  }
  for (const [, url] of html.matchAll(/\bimport\s*(?:\(\s*)?"(\/[^"]+)"/g)) {
    found.push(url!);
  }
  return found;
}

/** The path on this site a reference points to, or undefined for anything that is not one. */
function sitePath(reference: string, origin: string): string | undefined {
  if (reference.startsWith("/") && !reference.startsWith("//")) {
    return new URL(reference, origin).pathname;
  }
  if (/^https?:\/\//.test(reference) && new URL(reference).origin === origin) {
    return new URL(reference).pathname;
  }
  return undefined;
}

function resolvesInBuild(path: string): boolean {
  const target = join(clientDir, decodeURIComponent(path));
  if (existsSync(target) && statSync(target).isFile()) return true;
  return existsSync(join(clientDir, builtPageFile(decodeURIComponent(path))));
}

test("every reference from a built page to the site resolves to a file in the build", () => {
  const origin = siteOrigin();
  const broken: string[] = [];
  let checked = 0;
  for (const file of htmlFiles(clientDir)) {
    for (const reference of new Set(references(readFileSync(file, "utf8")))) {
      const path = sitePath(reference, origin);
      if (path === undefined) continue;
      checked += 1;
      if (!resolvesInBuild(path)) {
        broken.push(`${relative(clientDir, file)} → ${reference}`);
      }
    }
  }
  expect(checked, "references checked").toBeGreaterThan(0);
  expect(broken).toEqual([]);
});

/** Files a host or a browser asks for by name, with no page pointing at them. */
const HOST_CONVENTIONS = [
  "_headers",
  "_redirects",
  "404.html",
  "noticias/404.html",
  "robots.txt",
  "sitemap.xml",
  "favicon.ico",
  "admin.html",
];

/**
 * Every address a built text file names: absolute paths, and a script's relative imports, in
 * any quotes (the bundler writes a dynamic import's in backticks).
 */
function namedAddresses(file: string, text: string, origin: string): string[] {
  const fromHtml = file.endsWith(".html")
    ? references(text).flatMap((reference) => sitePath(reference, origin) ?? [])
    : [];
  const absolute = [
    ...text.matchAll(/["'`(\s,](\/[\w.~%-]+(?:\/[\w.~%-]+)*\.[a-z0-9]+)/gi),
  ].map(([, path]) => path!);
  const relativeImports = file.endsWith(".js")
    ? [...text.matchAll(/["'`](\.\.?\/[\w.-]+\.js)["'`]/g)].map(
        ([, specifier]) =>
          new URL(
            specifier!,
            `http://site.invalid/${relative(clientDir, file)}`,
          ).pathname,
      )
    : [];
  return [...fromHtml, ...absolute, ...relativeImports];
}

test("every file in the build is reachable: from a page, a file a page loads, or a host convention", () => {
  const origin = siteOrigin();
  const files = readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(clientDir, join(entry.parentPath, entry.name)));
  const isCompressedCopy = (file: string) =>
    /\.(br|gz)$/.test(file) && files.includes(file.replace(/\.(br|gz)$/, ""));
  const isEditorFile = (file: string) => file.startsWith("admin/");
  const reachable = new Set<string>();
  const pending = files.filter(
    (file) => file.endsWith(".html") || HOST_CONVENTIONS.includes(file),
  );
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (reachable.has(file)) continue;
    reachable.add(file);
    if (!/\.(html|js|css|xml|webmanifest|txt)$/.test(file)) continue;
    const text = readFileSync(join(clientDir, file), "utf8");
    for (const address of namedAddresses(file, text, origin)) {
      const named = decodeURIComponent(address).slice(1);
      const page = builtPageFile(decodeURIComponent(address));
      if (files.includes(named)) pending.push(named);
      else if (files.includes(page)) pending.push(page);
    }
  }
  const unreachable = files.filter(
    (file) =>
      !reachable.has(file) && !isCompressedCopy(file) && !isEditorFile(file),
  );
  expect(reachable.size, "files reached").toBeGreaterThan(
    HOST_CONVENTIONS.length,
  );
  expect(unreachable).toEqual([]);
});

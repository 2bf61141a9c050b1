// The static site the build wrote, file by file: every page prerendered with its language,
// heading, title and description, the not-found page whole, and no address of the site that
// leads nowhere nor any file that nothing leads to.
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, test } from "vitest";
import { SPEC_NOT_FOUND } from "../../app/content/spec-words";
import { escapeRegExp } from "../text-patterns";
import { builtPageFile } from "../../scripts/lib/built-page.mjs";
import { content } from "../content";
import { englishRoutes, prerenderedRoutes } from "../site-routes";
import {
  builtFile,
  builtPage,
  clientDir,
  parse,
  routeFile,
} from "./built-page";

/** The page hosts answer every unknown address with, outside /noticias/ and /en/. */
const FALLBACK_PAGE = "404.html";

/** Files a host or a browser asks for by name, with no page pointing at them. */
const HOST_CONVENTIONS = [
  "_headers",
  "_redirects",
  "_routes.json",
  "404.html",
  "noticias/404.html",
  "robots.txt",
  "sitemap.xml",
  "favicon.ico",
  "admin.html",
];

/** Every file of the build, relative to build/client. */
const buildFiles = readdirSync(clientDir, {
  recursive: true,
  withFileTypes: true,
})
  .filter((entry) => entry.isFile())
  .map((entry) => relative(clientDir, join(entry.parentPath, entry.name)));

const readText = (file: string) => builtFile(file).toString("utf8");

const collapsed = (text: string | null) =>
  (text ?? "").replace(/\s+/g, " ").trim();

describe("every page is prerendered", () => {
  test.for(prerenderedRoutes)(
    "%s is prerendered in its language with one h1, a title and a description",
    (route) => {
      expect(routeFile(route), "its own file").toBe(builtPageFile(route));
      const { document, screen } = builtPage(route);
      const lang = englishRoutes.includes(route) ? "en" : "pt-BR";
      expect(document.documentElement).toHaveAttribute("lang", lang);
      expect(document.querySelectorAll("h1"), "one <h1>").toHaveLength(1);
      expect(
        collapsed(screen.getByRole("heading", { level: 1 }).textContent),
      ).not.toBe("");
      expect(document.title.trim()).not.toBe("");
      expect(
        document
          .querySelector('meta[name="description"]')
          ?.getAttribute("content")
          ?.trim(),
      ).toBeTruthy();
    },
  );

  test("every prerendered route has a title of its own", () => {
    const titles = prerenderedRoutes.map(
      (route) => builtPage(route).document.title,
    );
    const repeated = titles.filter(
      (title, index) => titles.indexOf(title) !== index,
    );
    expect(repeated).toEqual([]);
  });

  test("the not-found page for every other address is prerendered whole, with no island to start", () => {
    const { document, screen } = parse(readText(FALLBACK_PAGE));
    expect(document.documentElement).toHaveAttribute("lang", "pt-BR");
    expect(document.querySelectorAll("h1"), "one <h1>").toHaveLength(1);
    expect(
      collapsed(screen.getByRole("heading", { level: 1 }).textContent),
    ).toBe(`${SPEC_NOT_FOUND.code} ${SPEC_NOT_FOUND.message}`);
    expect(document.title).toContain(content.notFound.meta.title);
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex",
    );
    // Nothing of it waits for a component to render in the browser.
    expect(document.querySelectorAll("astro-island"), "islands").toHaveLength(
      0,
    );
  });
});

/** Every element of `root`, a `<template>`'s contents included. */
function elementsOf(root: ParentNode): Element[] {
  return [...root.querySelectorAll("*")].flatMap((element) =>
    element.tagName === "TEMPLATE"
      ? [element, ...elementsOf((element as HTMLTemplateElement).content)]
      : [element],
  );
}

const referencesByFile = new Map<string, string[]>();

/** Every address a page refers to: href, src, srcset, URL-valued meta content, module imports. */
function references(file: string): string[] {
  const known = referencesByFile.get(file);
  if (known) return known;
  const html = readText(file);
  const found: string[] = [];
  for (const element of elementsOf(parse(html).document)) {
    for (const name of ["href", "src", "content"]) {
      const value = element.getAttribute(name);
      if (value !== null) found.push(value.trim());
    }
    for (const candidate of element.getAttribute("srcset")?.split(",") ?? []) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) found.push(url);
    }
  }
  for (const [, url] of html.matchAll(/\bimport\s*(?:\(\s*)?"(\/[^"]+)"/g)) {
    found.push(url!);
  }
  referencesByFile.set(file, found);
  return found;
}

/** The site's own origin, read from the home page's canonical link (SITE_URL at build time). */
function siteOrigin(): string {
  const canonical = builtPage("/")
    .document.querySelector('link[rel="canonical"]')
    ?.getAttribute("href");
  return new URL(canonical ?? "http://invalid").origin;
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

/** The build file a site path is answered with: the file itself, or the page of that address. */
function fileAt(path: string): string | undefined {
  const decoded = decodeURIComponent(path);
  return [decoded.slice(1), builtPageFile(decoded)].find((file) =>
    buildFiles.includes(file),
  );
}

/**
 * Every address a built text file names: absolute paths, the site's own URLs (the structured
 * data's logo, say), and a script's relative imports, in any quotes (the bundler writes a dynamic
 * import's in backticks).
 */
function namedAddresses(file: string, text: string, origin: string): string[] {
  const fromHtml = file.endsWith(".html")
    ? references(file).flatMap((reference) => sitePath(reference, origin) ?? [])
    : [];
  const absolute = [
    ...text.matchAll(/["'`(\s,](\/[\w.~%-]+(?:\/[\w.~%-]+)*\.[a-z0-9]+)/gi),
  ].map(([, path]) => path!);
  const siteUrls = [
    ...text.matchAll(new RegExp(`${escapeRegExp(origin)}(/[\\w.~%/-]*)`, "g")),
  ].map(([, path]) => path!);
  const relativeImports = file.endsWith(".js")
    ? [...text.matchAll(/["'`](\.\.?\/[\w.-]+\.js)["'`]/g)].map(
        ([, specifier]) =>
          new URL(specifier!, `http://site.invalid/${file}`).pathname,
      )
    : [];
  return [...fromHtml, ...absolute, ...siteUrls, ...relativeImports];
}

describe("the build's files and the addresses between them", () => {
  const origin = siteOrigin();

  test("every reference from a built page to the site resolves to a file in the build", () => {
    const broken: string[] = [];
    let checked = 0;
    for (const file of buildFiles.filter((file) => file.endsWith(".html"))) {
      for (const reference of new Set(references(file))) {
        const path = sitePath(reference, origin);
        if (path === undefined) continue;
        checked += 1;
        if (fileAt(path) === undefined) broken.push(`${file} → ${reference}`);
      }
    }
    expect(checked, "references checked").toBeGreaterThan(0);
    expect(broken).toEqual([]);
  });

  test("every file in the build is reachable: from a page, a file a page loads, or a host convention", () => {
    const isCompressedCopy = (file: string) =>
      /\.(br|gz)$/.test(file) &&
      buildFiles.includes(file.replace(/\.(br|gz)$/, ""));
    const isEditorFile = (file: string) => file.startsWith("admin/");
    const reachable = new Set<string>();
    const pending = buildFiles.filter(
      (file) => file.endsWith(".html") || HOST_CONVENTIONS.includes(file),
    );
    while (pending.length > 0) {
      const file = pending.pop()!;
      if (reachable.has(file)) continue;
      reachable.add(file);
      if (!/\.(html|js|css|xml|txt)$/.test(file)) continue;
      for (const address of namedAddresses(file, readText(file), origin)) {
        const named = fileAt(address);
        if (named !== undefined) pending.push(named);
      }
    }
    const unreachable = buildFiles.filter(
      (file) =>
        !reachable.has(file) && !isCompressedCopy(file) && !isEditorFile(file),
    );
    expect(reachable.size, "files reached").toBeGreaterThan(
      HOST_CONVENTIONS.length,
    );
    expect(unreachable).toEqual([]);
  });
});

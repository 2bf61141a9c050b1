// The built site as a visitor's browser receives it, without running its scripts: each page's
// HTML file read from BUILD_DIR (default build/), parsed once, and queried the way a person
// reads it, by role, label and text (Testing Library). The same tests run on the repository's
// build and on the content variant's.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import {
  type BoundFunctions,
  type queries,
  within,
} from "@testing-library/dom";
import { JSDOM, VirtualConsole } from "jsdom";
import {
  builtNotFoundFile,
  builtPageFile,
} from "../../scripts/lib/built-page.mjs";

export const clientDir = resolve(process.env.BUILD_DIR ?? "build", "client");

/** A file of the build, as bytes read from build/client; `path` is relative to it. */
export function builtFile(path: string): Buffer {
  return readFileSync(join(clientDir, path));
}

/** The HTML file that answers `route`: its page, or the not-found page hosts answer it with. */
export function routeFile(route: string): string {
  const own = builtPageFile(route);
  if (existsSync(join(clientDir, own))) return own;
  if (route.startsWith("/en/")) {
    const english = "en/404.html";
    if (existsSync(join(clientDir, english))) return english;
  }
  return builtNotFoundFile(route);
}

export type BuiltPage = {
  /** The file's text, as served. */
  html: string;
  document: Document;
  /** Testing Library's queries over the whole document (`getByRole`, `getByText`…). */
  screen: BoundFunctions<typeof queries>;
};

const pages = new Map<string, BuiltPage>();

/** The page that answers `route`, parsed once per test file. */
export function builtPage(route: string): BuiltPage {
  const file = routeFile(route);
  let page = pages.get(file);
  if (!page) {
    page = parse(builtFile(file).toString("utf8"), route);
    pages.set(file, page);
  }
  return page;
}

/** `html` as a document: no script runs, and the stylesheet is left aside (layout is the browser's). */
export function parse(html: string, route = "/"): BuiltPage {
  const { window } = new JSDOM(html, {
    url: new URL(route, "http://localhost").href,
    virtualConsole: new VirtualConsole(),
  });
  const { document } = window;
  for (const style of document.querySelectorAll("style")) style.remove();
  return { html, document, screen: within(document.documentElement) };
}

/** The JSON-LD objects a page declares, each script's object or graph flattened. */
export function jsonLd(page: BuiltPage): Record<string, unknown>[] {
  return [
    ...page.document.querySelectorAll('script[type="application/ld+json"]'),
  ].flatMap((script) => {
    const data = JSON.parse(script.textContent ?? "") as
      Record<string, unknown> | Record<string, unknown>[];
    const items = Array.isArray(data) ? data : [data];
    return items.flatMap((item) =>
      Array.isArray(item["@graph"])
        ? (item["@graph"] as Record<string, unknown>[])
        : [item],
    );
  });
}

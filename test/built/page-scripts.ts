// What a built page makes the browser run, read from its HTML and the script files it names,
// without running anything: script files, code written in the page, island modules and all
// they import, and what that weighs compressed as the build's `.br` copies are.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { parse } from "parse5";
import { type Element, attribute, elementsOf, textOf } from "./parsed-html";
import { clientDir } from "./built-page";

/** A kilobyte as Lighthouse counts it. */
export const KB = 1024;

/** What a page makes the browser run: script files by site path, and code written in the page. */
export type PageScripts = {
  files: string[];
  inline: string[];
};

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

const STATIC_IMPORT =
  /\b(?:import|export)\s*(?:[\w$]+\s*,?\s*)?(?:\*\s*as\s+[\w$]+|\{[^}]*\})?\s*(?:from\s*)?["']([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g;
/** A worker the chunk starts: `new Worker(new URL("/assets/….js", import.meta.url), …)`. */
const WORKER_START =
  /\bnew\s+(?:Shared)?Worker\(\s*new\s+URL\(\s*["'`]([^"'`]+\.js)["'`]/g;

const SITE = "http://site.invalid";

export function readClientFile(path: string): string {
  return readFileSync(join(clientDir, path), "utf8");
}

/** The site path `specifier` points at from `fromPath`; scripts from other sites are refused. */
function resolveImport(specifier: string, fromPath: string): string {
  const url = new URL(specifier, `${SITE}${fromPath}`);
  if (url.origin !== SITE) {
    throw new Error(
      `${fromPath} loads ${specifier} from another site, which no budget can weigh`,
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
export function withImports(entries: string[]): Set<string> {
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
export function scriptsStartedBy(html: string, pagePath: string): PageScripts {
  const files: string[] = [];
  const inline: string[] = [];
  const filesAt = (...urls: (string | undefined)[]) => {
    for (const url of urls)
      if (url?.trim()) files.push(resolveImport(url.trim(), pagePath));
  };
  for (const element of elementsOf(parse(html))) {
    for (const { name, value } of element.attrs)
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

/** Every script file a first visit to the page may download, imports and workers included. */
export function scriptFilesOf(html: string, pagePath: string): Set<string> {
  return withImports(scriptsStartedBy(html, pagePath).files);
}

/** Sizes measured, by content: every page inlines the one stylesheet, and routes share chunks. */
const compressedSizes = new Map<string, number>();

/** The size of `content` compressed with brotli at its highest quality, as the `.br` copies are. */
export function brotliBytes(content: string | Buffer): number {
  const text = content.toString();
  let bytes = compressedSizes.get(text);
  if (bytes === undefined) {
    bytes = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      },
    }).length;
    compressedSizes.set(text, bytes);
  }
  return bytes;
}

export function kilobytes(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

/** The site's chunks, as pages load them. */
export function allChunks(): string[] {
  return readdirSync(join(clientDir, "assets"))
    .filter((file) => file.endsWith(".js"))
    .map((file) => `/assets/${file}`);
}

/** Every piece of JavaScript in the build: its script files, and the inline code of its pages. */
export function javaScriptOfBuild(): { where: string; code: string }[] {
  return readdirSync(clientDir, { recursive: true, encoding: "utf8" })
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
}

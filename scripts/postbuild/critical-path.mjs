// Leaves nothing between a page's HTML and its first paint. On a slow mobile link the
// `<link rel="modulepreload">` tags React Router writes before the stylesheet share the bandwidth
// with it and hold the first paint back by about a second (Lighthouse mobile: FCP 1.9 s → 0.8 s
// without them). So each page:
// - gets its stylesheets inlined as `<style>` elements. The `<link rel="stylesheet">` stays, with
//   `disabled` so that it is not fetched, because React hydrates <head> by matching it;
// - loses its modulepreload tags: React Router's inline module script at the end of the body
//   still imports every chunk (after the first paint, once the defer-hydration step has
//   rewritten it), and React re-adds the tags in <head> when it hydrates.
// Runs before the CSP step, which hashes the `<style>` elements.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { listFiles } from "./lib/pages.mjs";

/** Above this compressed size a stylesheet stays a cacheable file rather than inline. */
const MAX_INLINE_GZIP_BYTES = 20 * 1024;

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/[^"]+\.css)"\/>/g;
const MODULE_PRELOAD_LINK = /<link rel="modulepreload"[^>]*>/g;

/** The stylesheet's text, with relative `url()`s made absolute so they still resolve inline. */
function inlineableCss(css, href) {
  if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style"`);
  const base = new URL(href, "http://site.invalid");
  return css.replace(
    /url\((["']?)(?!data:|https?:|\/|#)([^"')]+)\1\)/g,
    (_, quote, path) => `url(${quote}${new URL(path, base).pathname}${quote})`,
  );
}

export default async function inlineCriticalPath(clientDir) {
  const stylesheets = new Map();
  async function stylesheet(href) {
    if (!stylesheets.has(href)) {
      const css = await readFile(join(clientDir, href), "utf8");
      const isSmall = gzipSync(css).length <= MAX_INLINE_GZIP_BYTES;
      stylesheets.set(href, isSmall ? inlineableCss(css, href) : undefined);
      if (!isSmall) console.warn(`critical-path: ${href} is too big to inline`);
    }
    return stylesheets.get(href);
  }

  const pages = (await listFiles(clientDir)).filter((file) =>
    file.endsWith(".html"),
  );
  for (const file of pages) {
    const html = await readFile(file, "utf8");
    let rewritten = html.replace(MODULE_PRELOAD_LINK, "");
    for (const [link, href] of html.matchAll(STYLESHEET_LINK)) {
      const css = await stylesheet(href);
      if (css === undefined) continue;
      rewritten = rewritten.replace(
        link,
        () =>
          `<link rel="stylesheet" href="${href}" disabled=""/><style>${css}</style>`,
      );
    }
    if (rewritten !== html) await writeFile(file, rewritten);
  }
}

// Reads what the prerendered pages say about themselves (canonical link, meta tags, JSON-LD), so
// that the files derived from them (sitemap, feed, manifest) have one source of truth: the routes'
// `meta` exports, which read app/content/. Node cannot import the .ts content modules directly.
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";

/** Every file under `dir`, as absolute paths. */
export async function listFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every prerendered page (`…/index.html`) with its site path ("/", "/noticias/1") and HTML. */
export async function readBuiltPages(clientDir) {
  const files = (await listFiles(clientDir)).filter((file) =>
    file.endsWith(`${sep}index.html`),
  );
  const pages = await Promise.all(
    files.map(async (file) => {
      const dir = relative(clientDir, file).split(sep).slice(0, -1);
      return {
        file,
        path: `/${dir.join("/")}`,
        html: await readFile(file, "utf8"),
      };
    }),
  );
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/** Undoes the HTML escaping React applies to attribute values and text. */
export function decodeEntities(text) {
  const named = {
    amp: "&",
    lt: "<",
    gt: ">",
    quot: '"',
    apos: "'",
    nbsp: "\u00a0",
  };
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code) => {
    if (code[0] !== "#") return named[code.toLowerCase()] ?? entity;
    const isHex = code[1] === "x" || code[1] === "X";
    return String.fromCodePoint(
      parseInt(code.slice(isHex ? 2 : 1), isHex ? 16 : 10),
    );
  });
}

/** The attributes of every `<tagName …>` start tag in the HTML, decoded. */
export function tagsOf(html, tagName) {
  const tags = html.match(new RegExp(`<${tagName}\\b[^>]*>`, "gi")) ?? [];
  return tags.map((tag) =>
    Object.fromEntries(
      [...tag.matchAll(/\s([^\s"'=/>]+)(?:="([^"]*)"|='([^']*)')?/g)].map(
        (match) => [
          match[1].toLowerCase(),
          decodeEntities(match[2] ?? match[3] ?? ""),
        ],
      ),
    ),
  );
}

/** The content of `<meta name|property="key">`, or undefined. */
export function metaContent(html, key) {
  return tagsOf(html, "meta").find(
    (meta) => meta.name === key || meta.property === key,
  )?.content;
}

/** The href of the first `<link rel="…">` matching, or undefined. */
export function linkHref(html, rel, type) {
  return tagsOf(html, "link").find(
    (link) => link.rel === rel && (!type || link.type === type),
  )?.href;
}

/** The text of `<title>`, decoded. */
export function titleOf(html) {
  const match = html.match(/<title>([^<]*)<\/title>/i);
  return match ? decodeEntities(match[1]) : undefined;
}

/** Every JSON-LD block of the page, parsed. */
export function jsonLdOf(html) {
  const blocks = html.matchAll(
    /<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi,
  );
  return [...blocks].map((block) => JSON.parse(block[1]));
}

/** The page's canonical URL; a page without one is a build error. */
export function canonicalOf(page) {
  const href = linkHref(page.html, "canonical");
  if (!href) throw new Error(`${page.file} has no <link rel="canonical">`);
  return href;
}

/** Whether the page asks search engines not to index it. */
export function isNoIndex(html) {
  return /noindex/i.test(metaContent(html, "robots") ?? "");
}

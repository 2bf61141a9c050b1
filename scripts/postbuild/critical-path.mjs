// Leaves nothing between a page without scripts and its first paint: beasties inlines its whole
// stylesheet (small enough) as a `<style>` element and the `<link>` goes. Pages that hydrate keep
// their HTML as React Router wrote it: React hydrates <head> by matching its elements, and the
// sheet, cached once fetched, also styles what those pages render later in the browser.
// Runs before the CSP step, which hashes the `<style>` elements.
import { readFile, writeFile } from "node:fs/promises";
import Beasties from "beasties";
import { attributeOf, elementsOf, listPages, parsePage } from "./lib/pages.mjs";

/** Above this size (bytes, uncompressed) beasties would keep a stylesheet as a fetched file. */
const MAX_INLINE_BYTES = 120 * 1024;

function elementsNamed(document, tagName) {
  return [...elementsOf(document)].filter(
    (element) => element.tagName === tagName,
  );
}

function hydrates(document) {
  return elementsNamed(document, "script").some(
    (script) => attributeOf(script, "type") === "module",
  );
}

function linkedStylesheets(document) {
  return elementsNamed(document, "link")
    .filter((link) => attributeOf(link, "rel") === "stylesheet")
    .map((link) => attributeOf(link, "href"));
}

export default async function inlineCriticalPath(clientDir) {
  const beasties = new Beasties({
    path: clientDir,
    publicPath: "/",
    inlineThreshold: MAX_INLINE_BYTES,
    // Otherwise beasties adds loaders for the rest of the sheet, which need scripts.
    preload: false,
    logLevel: "warn",
  });
  for (const file of await listPages(clientDir)) {
    const html = await readFile(file, "utf8");
    if (hydrates(parsePage(html))) continue;
    const inlined = await beasties.process(html);
    const left = linkedStylesheets(parsePage(inlined));
    if (left.length > 0)
      throw new Error(
        `critical-path: ${file} still fetches ${left.join(", ")} (over ${MAX_INLINE_BYTES} bytes?)`,
      );
    await writeFile(file, inlined);
  }
}

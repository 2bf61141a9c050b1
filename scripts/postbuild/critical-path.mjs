// Leaves nothing between a page's HTML and its first paint: beasties inlines the page's
// stylesheet, small enough to go whole (so that what an island renders later in the browser is
// styled too), as a `<style>` element, and drops the `<link>` that would hold the paint back.
// Runs before the CSP step, which hashes the `<style>` elements.
import { readFile, writeFile } from "node:fs/promises";
import Beasties from "beasties";
import { attributeOf, elementsOf, listPages, parsePage } from "./lib/pages.mjs";

/** Above this size (bytes, uncompressed) beasties would keep a stylesheet as a fetched file. */
const MAX_INLINE_BYTES = 120 * 1024;

function linkedStylesheets(document) {
  return [...elementsOf(document)]
    .filter(
      (element) =>
        element.tagName === "link" &&
        attributeOf(element, "rel") === "stylesheet",
    )
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
    const inlined = await beasties.process(html);
    const left = linkedStylesheets(parsePage(inlined));
    if (left.length > 0)
      throw new Error(
        `critical-path: ${file} still fetches ${left.join(", ")} (over ${MAX_INLINE_BYTES} bytes?)`,
      );
    await writeFile(file, inlined);
  }
}

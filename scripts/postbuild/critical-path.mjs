// Leaves nothing between a page's HTML and its first paint: beasties inlines the page's
// stylesheet, small enough to go whole (so that what a page renders later in the browser is
// styled too), as a `<style>` element, and drops the `<link>` that would hold the paint back.
// A page that hydrates gets its `<link>` back just before that `<style>`, `disabled` so that it
// is not fetched: React hydrates <head> by matching its elements, and fails on a missing one.
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

/** The inlined page with its stylesheet links back, disabled, before the first `<style>`. */
function withDisabledLinks(inlined, hrefs, file) {
  const [style] = elementsNamed(parsePage(inlined), "style");
  if (!style) throw new Error(`critical-path: ${file} has no inlined <style>`);
  const at = style.sourceCodeLocation.startOffset;
  const links = hrefs.map(
    (href) => `<link rel="stylesheet" href="${href}" disabled=""/>`,
  );
  return inlined.slice(0, at) + links.join("") + inlined.slice(at);
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
    const page = parsePage(html);
    const inlined = await beasties.process(html);
    const left = linkedStylesheets(parsePage(inlined));
    if (left.length > 0)
      throw new Error(
        `critical-path: ${file} still fetches ${left.join(", ")} (over ${MAX_INLINE_BYTES} bytes?)`,
      );
    await writeFile(
      file,
      hydrates(page)
        ? withDisabledLinks(inlined, linkedStylesheets(page), file)
        : inlined,
    );
  }
}

// A page's own stylesheet: of the site's stylesheet, which every page inlines whole, only the
// rules that the page's elements and the scripts it runs can use, and the page's Content Security
// Policy naming the hash of what is left. Tailwind writes one stylesheet for the whole site; a
// page needs about a third of it.
import { createHash } from "node:crypto";
import { parse } from "parse5";
import { type ExtractorResultDetailed, PurgeCSS } from "purgecss";
import {
  type Element,
  attribute,
  elementsOf,
  textOf,
} from "../lib/parsed-html.ts";

const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** Script elements that hold data, never run: JSON-LD and speculation rules. */
const DATA_SCRIPT_TYPES = new Set(["application/ld+json", "speculationrules"]);

const isCode = (element: Element) =>
  element.tagName === "script" &&
  !DATA_SCRIPT_TYPES.has(attribute(element, "type") ?? "");

/** Class names, tags and attributes are separated in code by spaces and quotes. */
const wordsOf = (code: string) => code.match(/[^\s"'`]+/g) ?? [];

/**
 * The data attributes a script may set through `dataset`: `dataset.stale` sets `data-stale`,
 * `"campaignLive" in dataset` reads `data-campaign-live`. Every word of the code is taken as one.
 */
const datasetAttributes = (code: string) =>
  (code.match(/\b[a-z][A-Za-z]*\b/g) ?? []).map(
    (word) =>
      `data-${word.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`)}`,
  );

/**
 * What a rule's selector may name in a page's markup: its elements' classes, ids, names and
 * attributes, decoded (`[&amp;>svg]` reads `[&>svg]`), and any word of its inline code.
 */
function markupSelectors(elements: Element[]): ExtractorResultDetailed {
  const attrs = elements.flatMap((element) => element.attrs);
  const valuesOf = (name: string) =>
    attrs.filter((attr) => attr.name === name).map((attr) => attr.value);
  return {
    tags: elements.map((element) => element.tagName),
    classes: valuesOf("class").flatMap((value) => value.split(/\s+/)),
    ids: valuesOf("id"),
    attributes: {
      names: attrs.map((attr) => attr.name),
      values: attrs.map((attr) => attr.value),
    },
    undetermined: elements
      .filter(isCode)
      .flatMap((script) => wordsOf(textOf(script))),
  };
}

/**
 * `html` with its one inline stylesheet reduced to the rules its elements and `scripts` (the code
 * of every script the page may run) can match, and the stylesheet's hash in its policy replaced.
 * Throws, naming what it found, on a page that has not one stylesheet and one policy naming it.
 */
export async function pageStylesheet(
  html: string,
  scripts: string[],
): Promise<string> {
  const elements = elementsOf(parse(html, { sourceCodeLocationInfo: true }));
  const head = elements.find((element) => element.tagName === "head")!;
  // Islands add their own small <style> in the body; the site's stylesheet is the head's.
  const styles = elementsOf(head).filter(
    (element) => element.tagName === "style",
  );
  if (styles.length !== 1)
    throw new Error(`expected one <style> in <head>, found ${styles.length}`);
  const style = styles[0]!;
  const policies = elements.filter(
    (element) =>
      element.tagName === "meta" &&
      attribute(element, "http-equiv")?.toLowerCase() ===
        "content-security-policy",
  );
  if (policies.length !== 1)
    throw new Error(
      `expected one Content-Security-Policy <meta>, found ${policies.length}`,
    );
  const policy = policies[0]!;

  const css = textOf(style);
  const oldHash = sha256(css);
  const policyText = attribute(policy, "content") ?? "";
  const policyLocation = policy.sourceCodeLocation!.attrs!.content!;
  const policySource = html.slice(
    policyLocation.startOffset,
    policyLocation.endOffset,
  );
  if (
    policyText.split(oldHash).length !== 2 ||
    policySource.split(oldHash).length !== 2
  )
    throw new Error(
      `the Content-Security-Policy does not name the stylesheet's hash ${oldHash} once`,
    );

  const code = [...scripts, ...scripts.flatMap(datasetAttributes)].join("\n");
  const [purged] = await new PurgeCSS().purge({
    content: [
      { raw: html, extension: "html" },
      { raw: code, extension: "js" },
    ],
    extractors: [
      { extensions: ["html"], extractor: () => markupSelectors(elements) },
      { extensions: ["js"], extractor: wordsOf },
    ],
    css: [{ raw: css }],
    // PurgeCSS drops a selector made of :is() or :where() alone, as Tailwind nests them in
    // `:where(:is(form:has(…))) .in-\[…\]`, whatever they hold; what they hold is still checked.
    safelist: { standard: [":is", ":where"] },
    // Custom properties, keyframes and font faces no kept rule uses go too.
    variables: true,
    keyframes: true,
    fontFace: true,
  });
  const pageCss = purged!.css;

  const styleLocation = style.sourceCodeLocation!;
  const edits = [
    {
      start: styleLocation.startTag!.endOffset,
      end: styleLocation.endTag!.startOffset,
      text: pageCss,
    },
    {
      start: policyLocation.startOffset,
      end: policyLocation.endOffset,
      text: policySource.replace(oldHash, sha256(pageCss)),
    },
  ].sort((first, second) => second.start - first.start);
  return edits.reduce(
    (text, edit) =>
      text.slice(0, edit.start) + edit.text + text.slice(edit.end),
    html,
  );
}

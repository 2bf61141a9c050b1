// The built site as the final build steps see it: its files, and its pages parsed by a real HTML
// parser (parse5, the WHATWG algorithm browsers follow), with the source offsets of each element
// so that a step can insert into a page without re-serialising what React Router wrote.
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { parse } from "parse5";

/** Every file under `dir`, as absolute paths. */
export async function listFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every HTML page under `dir`, as absolute paths. */
export async function listPages(dir) {
  return (await listFiles(dir)).filter((file) => file.endsWith(".html"));
}

/** The page's document tree; every element carries `sourceCodeLocation`. */
export function parsePage(html) {
  return parse(html, { sourceCodeLocationInfo: true });
}

/** Every element under `node`, in document order (template contents included). */
export function* elementsOf(node) {
  for (const child of node.content?.childNodes ?? node.childNodes ?? []) {
    if (child.tagName) yield child;
    yield* elementsOf(child);
  }
}

/** The value of the element's attribute `name`, or undefined. */
export function attributeOf(element, name) {
  return element.attrs.find((attribute) => attribute.name === name)?.value;
}

/** The text inside an element such as <script> or <style>, exactly as the browser reads it. */
export function rawTextOf(element) {
  return element.childNodes.map((child) => child.value ?? "").join("");
}

/** The one element named `tagName` the page must have; anything else is a build error. */
export function requiredElement(document, tagName, file) {
  const found = [...elementsOf(document)].filter(
    (element) => element.tagName === tagName,
  );
  if (found.length !== 1)
    throw new Error(
      `${file}: expected one <${tagName}>, found ${found.length}`,
    );
  return found[0];
}

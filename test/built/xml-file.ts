import { JSDOM } from "jsdom";
import { builtFile } from "./built-page";

const { DOMParser } = new JSDOM().window;

/** The sitemap's namespace, and that of its alternate-language links. */
export const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
export const XHTML_NS = "http://www.w3.org/1999/xhtml";

/** A file of the build parsed as XML; throws, with the parser's words, when it is not well-formed. */
export function builtXml(path: string): XMLDocument {
  const document = new DOMParser().parseFromString(
    builtFile(path).toString("utf8"),
    "application/xml",
  );
  const error = document.getElementsByTagName("parsererror")[0];
  if (error)
    throw new Error(`${path} is not well-formed: ${error.textContent}`);
  return document;
}

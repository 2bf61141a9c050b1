// Writes each page's Content Security Policy into the page itself, as a <meta http-equiv> right
// after <meta charset>, before any element the policy governs. The prerendered pages carry inline
// scripts (the speculation rules, a page's island loader), which differ from page to page and
// from build to build, so script-src allows exactly those by SHA-256 hash and nothing else inline. nginx adds the directives a <meta> policy cannot carry
// (deploy/security-headers.conf). Runs after every step that edits HTML.
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { loadEnv } from "vite";
import {
  attributeOf,
  elementsOf,
  listPages,
  parsePage,
  rawTextOf,
  requiredElement,
} from "./lib/pages.mjs";

const sha256 = (text) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The origins the donors page fetches its two spreadsheets from, besides the site itself. */
export function spreadsheetOrigins(env) {
  const origins = new Set();
  for (const url of [env.VITE_DONORS_CSV_URL, env.VITE_CLASSES_CSV_URL]) {
    if (!url || !/^https?:\/\//i.test(url)) continue; // a path on the site: 'self'
    const { origin, hostname } = new URL(url);
    origins.add(origin);
    // A published Google Sheet answers from docs.google.com with a redirect to this host.
    if (/(^|\.)google\.com$/i.test(hostname))
      origins.add("https://*.googleusercontent.com");
  }
  return [...origins];
}

/** Inline `<script>` types the browser runs or reads as rules, so that script-src governs them. */
const HASHED_SCRIPT_TYPES = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  "speculationrules",
]);

/** The hashes a page needs: its inline scripts, <style> elements and style attributes. */
export function inlineHashes(document) {
  const scripts = new Set();
  const styles = new Set();
  const styleAttributes = new Set();
  for (const element of elementsOf(document)) {
    const type = (attributeOf(element, "type") ?? "").trim().toLowerCase();
    if (
      element.tagName === "script" &&
      attributeOf(element, "src") === undefined &&
      HASHED_SCRIPT_TYPES.has(type)
    )
      scripts.add(sha256(rawTextOf(element)));
    if (element.tagName === "style") styles.add(sha256(rawTextOf(element)));
    const style = attributeOf(element, "style");
    if (style !== undefined) styleAttributes.add(sha256(style));
    const handler = element.attrs.find(({ name }) => name.startsWith("on"));
    if (handler)
      throw new Error(
        `<${element.tagName} ${handler.name}>: inline event handler attributes are not allowed by the CSP`,
      );
  }
  return {
    scripts: [...scripts],
    styles: [...styles],
    styleAttributes: [...styleAttributes],
  };
}

/** The page's policy: same-origin everything, inline code only by hash. */
export function pagePolicy(document, connectOrigins) {
  const { scripts, styles, styleAttributes } = inlineHashes(document);
  // Style attributes written in the HTML (not those React sets through the DOM) need
  // 'unsafe-hashes'; it allows only attributes with exactly these values.
  const styleSrc = [
    "'self'",
    ...styles,
    ...(styleAttributes.length ? ["'unsafe-hashes'", ...styleAttributes] : []),
  ];
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(" ")}`.trim(),
    `style-src ${styleSrc.join(" ")}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${connectOrigins.join(" ")}`.trim(),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/** The page with its policy inserted right after `<meta charset>`, the first element of <head>. */
export function withPolicy(html, connectOrigins, file) {
  const document = parsePage(html);
  const head = requiredElement(document, "head", file);
  const [charset] = head.childNodes.filter((node) => node.tagName);
  if (
    charset?.tagName !== "meta" ||
    attributeOf(charset, "charset") === undefined
  )
    throw new Error(`${file}: <head> does not start with <meta charset>`);
  const hasPolicy = [...elementsOf(head)].some(
    (element) =>
      attributeOf(element, "http-equiv")?.toLowerCase() ===
      "content-security-policy",
  );
  if (hasPolicy)
    throw new Error(`${file} already has a Content Security Policy`);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(document, connectOrigins)}"/>`;
  const at = charset.sourceCodeLocation.endOffset;
  return html.slice(0, at) + meta + html.slice(at);
}

export default async function writeContentSecurityPolicies(clientDir) {
  // The same variables, from the environment or .env files, that Vite built the pages with.
  const connectOrigins = spreadsheetOrigins(
    loadEnv("production", process.cwd(), "VITE_"),
  );
  for (const file of await listPages(clientDir)) {
    const html = await readFile(file, "utf8");
    await writeFile(file, withPolicy(html, connectOrigins, file));
  }
}

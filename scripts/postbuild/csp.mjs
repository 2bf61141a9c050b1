// Writes each page's Content Security Policy into the page itself, as a <meta http-equiv> right
// after <meta charset>, before any element the policy governs. React Router's prerendered pages
// carry inline scripts (the hydration context, the route-module imports, React's streaming
// helpers), different on every page and on every build, so script-src allows exactly those by
// SHA-256 hash and nothing else inline. nginx adds the directives a <meta> policy cannot carry
// (deploy/security-headers.conf). Runs after every step that edits HTML.
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { loadEnv } from "vite";
import { decodeEntities, listFiles } from "./lib/pages.mjs";

const EXECUTABLE_TYPES = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
]);
const META_PATTERN = /<meta http-equiv="Content-Security-Policy"[^>]*>/i;

const sha256 = (text) =>
  `'sha256-${createHash("sha256")
    .update(text.replace(/\r\n?/g, "\n"), "utf8")
    .digest("base64")}'`;

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

/** The hashes a page needs: its inline scripts, <style> elements and style attributes. */
export function inlineHashes(html) {
  const scripts = [];
  for (const [, attributes, body] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    const type =
      attributes.match(/\stype=["']?([^"'\s>]*)/i)?.[1].toLowerCase() ?? "";
    if (/\ssrc=/i.test(attributes) || !EXECUTABLE_TYPES.has(type)) continue;
    scripts.push(sha256(body));
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(
    (m) => sha256(m[1]),
  );
  const styleAttributes = [
    ...html.matchAll(/<[a-z][^>]*?\sstyle=(?:"([^"]*)"|'([^']*)')/gi),
  ].map((m) => sha256(decodeEntities(m[1] ?? m[2])));
  if (
    /<[a-z][^>]*?\son[a-z]+=/i.test(
      html.replace(/<script\b[\s\S]*?<\/script>/gi, ""),
    )
  ) {
    throw new Error(
      "inline event handler attributes are not allowed by the CSP",
    );
  }
  return {
    scripts: [...new Set(scripts)],
    styles: [...new Set(styles)],
    styleAttributes: [...new Set(styleAttributes)],
  };
}

/** The page's policy: same-origin everything, inline code only by hash. */
export function pagePolicy(html, connectOrigins) {
  const { scripts, styles, styleAttributes } = inlineHashes(html);
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

export default async function writeContentSecurityPolicies(clientDir) {
  // The same variables, from the environment or .env files, that Vite built the pages with.
  const connectOrigins = spreadsheetOrigins(
    loadEnv("production", process.cwd(), "VITE_"),
  );
  const pages = (await listFiles(clientDir)).filter((file) =>
    file.endsWith(".html"),
  );
  for (const file of pages) {
    const html = (await readFile(file, "utf8")).replace(META_PATTERN, "");
    const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(html, connectOrigins)}"/>`;
    const charset = html.match(/<head>\s*<meta charset="?utf-8"?\s*\/?>/i);
    if (!charset)
      throw new Error(`${file}: <head> does not start with <meta charset>`);
    const at = charset.index + charset[0].length;
    await writeFile(file, html.slice(0, at) + meta + html.slice(at));
  }
}

// The directives of each page's Content Security Policy besides script-src and style-src, which
// Astro writes with the hash of every inline script and style of the page (astro.config.ts).
// The server adds what a <meta> policy cannot carry (public/_headers).
import type { AstroUserConfig } from "astro";
import { visitorSheetAddress } from "../sheets/sheet-addresses.ts";
import type { SiteEnv } from "./site-env.ts";

/** One entry of `security.csp.directives`; Astro does not export its name for it. */
type CspDirective = NonNullable<
  Exclude<
    NonNullable<AstroUserConfig["security"]>["csp"],
    boolean | undefined
  >["directives"]
>[number];

/** The two sheets' addresses, as the build resolved them (site-env.ts). */
type SheetAddresses = Pick<
  SiteEnv,
  "VITE_DONORS_CSV_URL" | "VITE_CLASSES_CSV_URL" | "SHEETS_DIRECT"
>;

/**
 * The origins the donors page fetches its two spreadsheets from, besides the site itself: none
 * when the site's edge serves them (app/sheets/sheet-addresses.ts).
 */
export function spreadsheetOrigins(env: SheetAddresses): string[] {
  const origins = new Set<string>();
  for (const url of [
    visitorSheetAddress("doadores", env.VITE_DONORS_CSV_URL, env.SHEETS_DIRECT),
    visitorSheetAddress("turmas", env.VITE_CLASSES_CSV_URL, env.SHEETS_DIRECT),
  ]) {
    if (!/^https?:\/\//i.test(url)) continue; // a path on the site: 'self'
    const { origin, hostname } = new URL(url);
    origins.add(origin);
    // A published Google Sheet answers from docs.google.com with a redirect to this host.
    if (/(^|\.)google\.com$/i.test(hostname))
      origins.add("https://*.googleusercontent.com");
  }
  return [...origins];
}

/** Same-origin everything; the sheets' origins may be fetched. */
export function pagePolicyDirectives(env: SheetAddresses): CspDirective[] {
  return [
    "default-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${["'self'", ...spreadsheetOrigins(env)].join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
}

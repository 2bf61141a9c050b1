import { SITE_URL } from "astro:env/server";

/** An absolute address on the public site: `path` resolved against SITE_URL (set at build time). */
export function absoluteUrl(path: string): string {
  return new URL(path, SITE_URL).href;
}

/** An absolute address on the public site: `path` resolved against SITE_URL (set at build time). */
export function absoluteUrl(path: string): string {
  return new URL(path, import.meta.env.SITE_URL).href;
}

// The site's machine-read files, built from app/content/ by the endpoints in app/pages/: the
// sitemap and robots.txt. Pure functions of their input, tested beside.

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

export type SitemapEntry = {
  url: string;
  lastModified?: string;
  /** The page in each language, itself included, when it has a counterpart. */
  alternates?: { hreflang: string; url: string }[];
};

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(({ url, lastModified, alternates = [] }) => {
    const lastmod = lastModified
      ? `<lastmod>${escapeXml(lastModified)}</lastmod>`
      : "";
    const links = alternates.map(
      (alternate) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.url)}"/>`,
    );
    return `  <url><loc>${escapeXml(url)}</loc>${lastmod}${links.join("")}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** Every page may be crawled but the web editor (/admin). */
export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${sitemapUrl}\n`;
}

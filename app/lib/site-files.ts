// The site's machine-read files, built from app/content/ by the endpoints in app/pages/: the
// sitemap, robots.txt and the web app manifest. Pure functions of their input, tested beside.

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

/** The icons the build draws from app/assets/logo.svg (app/pages/icons/[icon].ts). */
export const MANIFEST_ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
  {
    src: "/icons/icon-maskable-512.png",
    sizes: "512x512",
    type: "image/png",
    purpose: "maskable",
  },
];

export function webManifest({
  name,
  description,
  language,
  themeColor,
}: {
  name: string;
  description: string;
  language: string;
  themeColor: string;
}) {
  return {
    name,
    short_name: name,
    description,
    lang: language,
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: themeColor,
    background_color: "#ffffff",
    icons: MANIFEST_ICONS,
  };
}

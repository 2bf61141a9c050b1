import { describe, expect, test } from "vitest";
import { escapeXml, robotsTxt, sitemapXml } from "./site-files";

describe("escapeXml", () => {
  test.each([
    ["Doações & metas", "Doações &amp; metas"],
    ['<b>"R$"</b>', "&lt;b&gt;&quot;R$&quot;&lt;/b&gt;"],
    ["d'Ávila", "d&apos;Ávila"],
  ])("%s → %s", (text, escaped) => {
    expect(escapeXml(text)).toBe(escaped);
  });
});

test("the sitemap lists each URL, dated when a date is known", () => {
  const xml = sitemapXml([
    { url: "https://ita.example/" },
    {
      url: "https://ita.example/noticias/1?a=1&b=2",
      lastModified: "2025-04-02",
    },
  ]);
  expect(xml).toContain("<url><loc>https://ita.example/</loc></url>");
  expect(xml).toContain(
    "<url><loc>https://ita.example/noticias/1?a=1&amp;b=2</loc><lastmod>2025-04-02</lastmod></url>",
  );
});

test("a page with a counterpart in another language lists both, itself included", () => {
  const alternates = [
    { hreflang: "pt-BR", url: "https://ita.example/doacao" },
    { hreflang: "en", url: "https://ita.example/en/give" },
    { hreflang: "x-default", url: "https://ita.example/doacao" },
  ];
  const xml = sitemapXml([{ url: "https://ita.example/en/give", alternates }]);
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  expect(xml).toContain(
    '<url><loc>https://ita.example/en/give</loc><xhtml:link rel="alternate" hreflang="pt-BR" href="https://ita.example/doacao"/><xhtml:link rel="alternate" hreflang="en" href="https://ita.example/en/give"/><xhtml:link rel="alternate" hreflang="x-default" href="https://ita.example/doacao"/></url>',
  );
});

test("robots.txt allows everything but the web editor and names the sitemap", () => {
  expect(robotsTxt("https://ita.example/sitemap.xml")).toBe(
    "User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://ita.example/sitemap.xml\n",
  );
});

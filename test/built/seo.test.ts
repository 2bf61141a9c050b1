// What search engines, feed readers and link previews read: the pages' heads and the files beside
// them, as the build writes them.
import { describe, expect, test } from "vitest";
import { HOME_PATHS } from "../../app/lib/locale";
import { newsArticles, newsTexts, site } from "../content";
import { absolute, newsArticlePath, prerenderedRoutes } from "../site-routes";
import { escapeRegExp } from "../text-patterns";
import { builtFile, builtPage, jsonLd, type BuiltPage } from "./built-page";
import { builtXml, SITEMAP_NS } from "./xml-file";

const articlePaths = newsArticles.map(newsArticlePath);
const homes: readonly string[] = Object.values(HOME_PATHS);
/** The home page of a path's language. */
const homeOf = (path: string) =>
  path.startsWith(`${HOME_PATHS.en}/`) ? HOME_PATHS.en : HOME_PATHS["pt-BR"];
/** The screens one level below a home page, each with a breadcrumb back to it. */
const sectionPaths = prerenderedRoutes.filter(
  (path) => !homes.includes(path) && !articlePaths.includes(path),
);

/** The contents of a page's head `<meta>` tags, by property or name. */
function headMeta({ document }: BuiltPage): Record<string, string[]> {
  const meta: Record<string, string[]> = {};
  for (const tag of document.head.querySelectorAll(
    "meta[property], meta[name]",
  )) {
    const key = tag.getAttribute("property") ?? tag.getAttribute("name") ?? "";
    (meta[key] ??= []).push(tag.getAttribute("content") ?? "");
  }
  return meta;
}

/** The head's `<link>`s, each as "rel type href". */
function headLinks({ document }: BuiltPage): string[] {
  return [...document.head.querySelectorAll("link")].map((link) =>
    [
      link.getAttribute("rel"),
      link.getAttribute("type") ?? "",
      link.getAttribute("href"),
    ].join(" "),
  );
}

/** The absolute address of the picture an article page shows, the one its previews must show. */
function articleImage(page: BuiltPage, alt: string): string {
  const src = page.screen.getByRole("img", { name: alt }).getAttribute("src");
  if (!src) throw new Error(`the article's picture, "${alt}", has no src`);
  return absolute(src);
}

test("the sitemap lists every page and article with absolute URLs", () => {
  const sitemap = builtXml("sitemap.xml");
  expect(sitemap.documentElement.localName).toBe("urlset");
  const urls = [...sitemap.getElementsByTagNameNS(SITEMAP_NS, "loc")].map(
    (loc) => loc.textContent,
  );
  expect(urls.sort()).toEqual(prerenderedRoutes.map(absolute).sort());
});

test("robots.txt points crawlers to the sitemap", () => {
  const robots = builtFile("robots.txt").toString("utf8");
  expect(robots).toContain("User-agent: *");
  expect(robots).toContain(`Sitemap: ${absolute("/sitemap.xml")}\n`);
});

describe("the news feed", () => {
  const feed = builtXml("noticias/feed.xml");
  const text = (parent: Element, tag: string) =>
    parent.querySelector(`:scope > ${tag}`)?.textContent ?? null;
  const channel = feed.querySelector("rss > channel");
  if (!channel) throw new Error("the feed has no rss > channel");
  const items = [...channel.querySelectorAll(":scope > item")];

  test("is RSS 2.0, titled and described as the news page", () => {
    expect(feed.documentElement.getAttribute("version")).toBe("2.0");
    expect(text(channel, "title")).toBe(
      `${newsTexts.newsPage.title} | ${site.name}`,
    );
    expect(text(channel, "link")).toBe(absolute("/noticias"));
    expect(text(channel, "description")).toBe(newsTexts.newsPage.description);
    expect(items).toHaveLength(newsArticles.length);
  });

  test.each(newsArticles)(
    "holds '$title' with its link, summary and the day of its date",
    (article) => {
      const url = absolute(newsArticlePath(article));
      const item = items.find((entry) => text(entry, "link") === url);
      if (!item) throw new Error(`the feed has no item for ${url}`);
      expect(text(item, "title")).toBe(article.title);
      expect(text(item, "description")).toBe(article.summary);
      expect(text(item, "guid")).toBe(url);
      // RFC 822, the same calendar day as the article's date.
      const pubDate = text(item, "pubDate") ?? "";
      expect(pubDate).toMatch(
        /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/,
      );
      expect(new Date(pubDate).toISOString().slice(0, 10)).toBe(article.date);
    },
  );
});

test.each(prerenderedRoutes)(
  "%s has one canonical URL, its sharing tags and the site's head links",
  (path) => {
    const page = builtPage(path);
    const canonicals = [
      ...page.document.head.querySelectorAll('link[rel="canonical"]'),
    ].map((link) => link.getAttribute("href"));
    expect(canonicals).toEqual([absolute(path)]);
    const meta = headMeta(page);
    for (const property of [
      "og:title",
      "og:description",
      "og:type",
      "og:site_name",
      "twitter:card",
    ])
      expect(meta[property], property).toHaveLength(1);
    expect(meta["og:url"]).toEqual([absolute(path)]);
    expect(meta["og:image"]?.[0]).toMatch(
      new RegExp(
        `^${escapeRegExp(new URL(absolute("/")).origin)}/.+\\.(png|jpe?g|webp)$`,
      ),
    );
    expect(headLinks(page)).toEqual(
      expect.arrayContaining([
        "alternate application/rss+xml /noticias/feed.xml",
        "icon image/svg+xml /favicon.svg",
        "icon  /favicon.ico",
        "apple-touch-icon  /apple-touch-icon.png",
      ]),
    );
  },
);

describe("structured data", () => {
  test("the home page describes the fund as an NGO one can donate to", () => {
    const [organization] = jsonLd(builtPage("/"));
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      "@type": "NGO",
      url: absolute("/"),
      potentialAction: {
        "@type": "DonateAction",
        target: absolute("/doacao"),
      },
    });
  });

  test.each(sectionPaths)("%s has a breadcrumb back to its home", (path) => {
    const [breadcrumb] = jsonLd(builtPage(path));
    expect(breadcrumb).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, item: absolute(homeOf(path)) },
        { position: 2, item: absolute(path) },
      ],
    });
  });

  describe.each(newsArticles)("$title", (article) => {
    const path = newsArticlePath(article);
    const page = builtPage(path);
    const image = articleImage(page, article.imageAlt);

    test("is a NewsArticle under Início › Notícias", () => {
      const data = jsonLd(page);
      expect(data.map((item) => item["@type"]).sort()).toEqual([
        "BreadcrumbList",
        "NewsArticle",
      ]);
      expect(
        data.find((item) => item["@type"] === "NewsArticle"),
      ).toMatchObject({
        headline: article.title,
        description: article.summary,
        datePublished: article.date,
        image: [image],
        author: { name: article.author },
        publisher: { "@type": "NGO", name: site.name },
      });
      expect(
        data.find((item) => item["@type"] === "BreadcrumbList"),
      ).toMatchObject({
        itemListElement: [
          { position: 1, item: absolute("/") },
          { position: 2, item: absolute("/noticias") },
          { position: 3, name: article.title, item: absolute(path) },
        ],
      });
    });

    test("its link preview shows the article itself", () => {
      const meta = headMeta(page);
      expect(meta["og:title"]?.[0]).toContain(article.title);
      expect(meta["og:description"]).toEqual([article.summary]);
      expect(meta["og:image"]).toEqual([image]);
      expect(meta["og:type"]).toEqual(["article"]);
      expect(meta["twitter:image"]).toEqual([image]);
    });
  });
});

describe("the icons", () => {
  test("every PNG icon has its size: the touch icon, and the logo the structured data names", () => {
    for (const [src, size] of [
      ["/apple-touch-icon.png", "180x180"],
      ["/icons/icon-512.png", "512x512"],
    ] as const) {
      const png = builtFile(src);
      // A PNG's IHDR chunk holds its width and height at bytes 16 and 20.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, src).toBe(size);
    }
  });

  test("favicon.ico is an icon of 32×32, and favicon.svg an SVG", () => {
    const ico = builtFile("favicon.ico");
    // The ICO header's type (1, an icon), then the first image's width and height.
    expect([ico.readUInt16LE(2), ico.readUInt8(6), ico.readUInt8(7)]).toEqual([
      1, 32, 32,
    ]);
    expect(builtFile("favicon.svg").toString("utf8")).toMatch(/<svg[\s>]/);
  });
});

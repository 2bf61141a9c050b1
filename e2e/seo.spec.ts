// What search engines, feed readers and link previews read, checked in the HTML and files as
// served, without running the pages' JavaScript. XML and HTML are parsed by Chromium's DOMParser:
// a document that is not well-formed yields a <parsererror>.
import type { Page } from "@playwright/test";
import { HOME_PATHS } from "../app/lib/locale";
import { newsArticles, newsTexts, site } from "../test/content";
import { expect, test } from "./fixtures";
import { escapeRegExp } from "../test/text-patterns";
import { absolute, newsArticlePath, prerenderedRoutes } from "../test/site-routes";

const articlePaths = newsArticles.map(newsArticlePath);
const homes: readonly string[] = Object.values(HOME_PATHS);
/** The home page of a path's language. */
const homeOf = (path: string) =>
  path.startsWith(`${HOME_PATHS.en}/`) ? HOME_PATHS.en : HOME_PATHS["pt-BR"];
/** The screens one level below a home page, each with a breadcrumb back to it. */
const sectionPaths = prerenderedRoutes.filter(
  (path) => !homes.includes(path) && !articlePaths.includes(path),
);

type JsonLd = Record<string, unknown> & { "@type": string };

test("the sitemap lists every page and article with absolute URLs", async ({
  page,
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toMatch(
    /^(application|text)\/xml/,
  );
  const sitemap = await page.evaluate(
    (xml) => {
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      const namespace = "http://www.sitemaps.org/schemas/sitemap/0.9";
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        root: doc.documentElement.localName,
        urls: [...doc.getElementsByTagNameNS(namespace, "loc")].map(
          (loc) => loc.textContent,
        ),
      };
    },
    await response.text(),
  );
  expect(sitemap.error).toBeNull();
  expect(sitemap.root).toBe("urlset");
  expect(sitemap.urls.sort()).toEqual(prerenderedRoutes.map(absolute).sort());
});

test("robots.txt points crawlers to the sitemap", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("User-agent: *");
  expect(robots).toContain(`Sitemap: ${absolute("/sitemap.xml")}\n`);
});

/** The address of the picture an article page shows, the one its previews must show too. */
async function articleImageSrc(page: Page, html: string, alt: string) {
  const src = await page.evaluate(
    ([markup, imageAlt]) =>
      [
        ...new DOMParser()
          .parseFromString(markup, "text/html")
          .querySelectorAll("main img"),
      ]
        .find((image) => image.getAttribute("alt") === imageAlt)
        ?.getAttribute("src"),
    [html, alt] as const,
  );
  expect(src, `the article's picture, "${alt}"`).toBeTruthy();
  return src ?? "";
}

test("the news feed is RSS 2.0 with every article", async ({
  page,
  request,
}) => {
  const feed = await page.evaluate(
    (xml) => {
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      const text = (parent: Element | Document, tag: string) =>
        parent.querySelector(tag)?.textContent ?? null;
      const channel = doc.querySelector("rss > channel");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        version: doc.documentElement.getAttribute("version"),
        title: channel ? text(channel, "title") : null,
        link: channel ? text(channel, "link") : null,
        description: channel ? text(channel, "description") : null,
        items: [...doc.querySelectorAll("channel > item")].map((item) => ({
          title: text(item, "title"),
          link: text(item, "link"),
          description: text(item, "description"),
          pubDate: text(item, "pubDate"),
          guid: text(item, "guid"),
        })),
      };
    },
    await (await request.get("/noticias/feed.xml")).text(),
  );
  expect(feed.error).toBeNull();
  expect(feed.version).toBe("2.0");
  expect(feed.title).toBe(`${newsTexts.newsPage.title} | ${site.name}`);
  expect(feed.link).toBe(absolute("/noticias"));
  expect(feed.description).toBe(newsTexts.newsPage.description);
  expect(feed.items).toHaveLength(newsArticles.length);
  for (const article of newsArticles) {
    const url = absolute(newsArticlePath(article));
    const item = feed.items.find((entry) => entry.link === url);
    expect(item, url).toMatchObject({
      title: article.title,
      description: article.summary,
      guid: url,
    });
    // RFC 822, the same calendar day as the article's date.
    expect(item?.pubDate).toMatch(
      /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/,
    );
    expect(new Date(item?.pubDate ?? "").toISOString().slice(0, 10)).toBe(
      article.date,
    );
  }
});

test("every page has one canonical URL, its sharing tags and the site's head links", async ({
  page,
  request,
}) => {
  for (const path of prerenderedRoutes) {
    const head = await readHead(page, await (await request.get(path)).text());
    expect(head.canonicals, path).toEqual([absolute(path)]);
    for (const property of [
      "og:title",
      "og:description",
      "og:type",
      "og:site_name",
      "twitter:card",
    ]) {
      expect(head.meta[property], `${property} on ${path}`).toHaveLength(1);
    }
    expect(head.meta["og:url"], path).toEqual([absolute(path)]);
    expect(head.meta["og:image"]?.[0], path).toMatch(
      new RegExp(
        `^${escapeRegExp(new URL(absolute("/")).origin)}/.+\\.(png|jpe?g|webp)$`,
      ),
    );
    expect(head.links, path).toEqual(
      expect.arrayContaining([
        "alternate application/rss+xml /noticias/feed.xml",
        "manifest  /site.webmanifest",
        "icon image/svg+xml /favicon.svg",
        "icon  /favicon.ico",
        "apple-touch-icon  /apple-touch-icon.png",
      ]),
    );
  }
});

test("an article's link preview shows the article itself, without JavaScript", async ({
  page,
  request,
}) => {
  const article = newsArticles[1] ?? newsArticles[0];
  if (!article) throw new Error("content has no articles");
  const html = await (await request.get(newsArticlePath(article))).text();
  const head = await readHead(page, html);
  const image = absolute(await articleImageSrc(page, html, article.imageAlt));
  expect(head.meta["og:title"]?.[0]).toContain(article.title);
  expect(head.meta["og:description"]).toEqual([article.summary]);
  expect(head.meta["og:image"]).toEqual([image]);
  expect(head.meta["og:type"]).toEqual(["article"]);
  expect(head.meta["twitter:image"]).toEqual([image]);
});

test("the structured data parses and describes each page", async ({
  page,
  request,
}) => {
  const structuredData = async (path: string) =>
    (await readHead(page, await (await request.get(path)).text())).jsonLd.map(
      (text) => JSON.parse(text) as JsonLd,
    );

  const [organization] = await structuredData("/");
  expect(organization).toMatchObject({
    "@context": "https://schema.org",
    "@type": "NGO",
    url: absolute("/"),
    potentialAction: { "@type": "DonateAction", target: absolute("/doacao") },
  });

  for (const path of sectionPaths) {
    const [breadcrumb] = await structuredData(path);
    expect(breadcrumb, path).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, item: absolute(homeOf(path)) },
        { position: 2, item: absolute(path) },
      ],
    });
  }

  for (const article of newsArticles) {
    const path = newsArticlePath(article);
    const data = await structuredData(path);
    const html = await (await request.get(path)).text();
    const image = absolute(await articleImageSrc(page, html, article.imageAlt));
    expect(data.map((item) => item["@type"]).sort(), path).toEqual([
      "BreadcrumbList",
      "NewsArticle",
    ]);
    expect(data.find((item) => item["@type"] === "NewsArticle")).toMatchObject({
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
  }
});

test("the icons and the web app manifest are served at their sizes", async ({
  request,
}) => {
  const manifestResponse = await request.get("/site.webmanifest");
  expect(manifestResponse.headers()["content-type"]).toContain(
    "application/manifest+json",
  );
  const manifest = (await manifestResponse.json()) as {
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest).toMatchObject({
    name: site.name,
    description: site.description,
    short_name: expect.any(String),
    lang: "pt-BR",
    start_url: "/",
    theme_color: "#0a2347",
    background_color: "#ffffff",
  });
  const icons = [
    ...manifest.icons.map((icon) => ({ src: icon.src, size: icon.sizes })),
    { src: "/apple-touch-icon.png", size: "180x180" },
  ];
  expect(icons.map((icon) => icon.size)).toEqual(
    expect.arrayContaining(["192x192", "512x512", "180x180"]),
  );
  for (const { src, size } of icons) {
    const png = await (await request.get(src)).body();
    // A PNG's IHDR chunk holds its width and height at bytes 16 and 20.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, src).toBe(size);
  }

  const ico = await (await request.get("/favicon.ico")).body();
  expect([ico.readUInt16LE(2), ico.readUInt8(6), ico.readUInt8(7)]).toEqual([
    1, 32, 32,
  ]);
  const svg = await request.get("/favicon.svg");
  expect(svg.headers()["content-type"]).toContain("image/svg+xml");
});

/** The head of a page's HTML as served, read by the browser's HTML parser. */
function readHead(page: Page, html: string) {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    const meta: Record<string, string[]> = {};
    for (const tag of doc.head.querySelectorAll("meta[property], meta[name]")) {
      const key =
        tag.getAttribute("property") ?? tag.getAttribute("name") ?? "";
      (meta[key] ??= []).push(tag.getAttribute("content") ?? "");
    }
    return {
      canonicals: [...doc.head.querySelectorAll('link[rel="canonical"]')].map(
        (link) => link.getAttribute("href"),
      ),
      meta,
      links: [...doc.head.querySelectorAll("link")].map((link) =>
        [
          link.getAttribute("rel"),
          link.getAttribute("type") ?? "",
          link.getAttribute("href"),
        ].join(" "),
      ),
      jsonLd: [
        ...doc.head.querySelectorAll('script[type="application/ld+json"]'),
      ].map((script) => script.textContent ?? ""),
    };
  }, html);
}

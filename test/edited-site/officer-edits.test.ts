// What the edited site's build published (test/edited-site/edited-site.ts): the article an
// officer added reaches every list of the site, and the settings of .env.production and of the
// environment reach the pages, as a production build is configured.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { within } from "@testing-library/dom";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { newsArticles, newsTexts } from "../content";
import { newsArticlePath } from "../site-routes";
import { builtFile, builtPage, clientDir } from "../built/built-page";
import { PUBLISHED_DONOR, SITE_URL, editedSite } from "./edited-site";

const site = await editedSite();
const { article } = site;
const articlePath = newsArticlePath(article);

describe("a new article file, with its photo", () => {
  test("leads the news list", () => {
    const { screen } = builtPage("/noticias");
    const articles = within(screen.getByRole("main")).getAllByRole("article");
    expect(articles).toHaveLength(newsArticles.length + 1);
    expect(articles[0]).toHaveTextContent(article.title);
  });

  test("is linked from the home page", () => {
    const { screen } = builtPage("/");
    expect(
      screen.getByRole("link", {
        name: `${newsTexts.newsCardTexts.readMoreLabel}: ${article.title}`,
      }),
    ).toHaveAttribute("href", articlePath);
  });

  test("has its page: its title, its text as written, and its photo in three sizes", async () => {
    const { screen } = builtPage(articlePath);
    expect(
      screen.getByRole("heading", { level: 1, name: article.title }),
    ).toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveTextContent(article.text);
    expect(
      screen.getByText(article.bold, { selector: "strong" }),
    ).toBeInTheDocument();
    const image = screen.getByRole("img", { name: article.imageAlt });
    // WebP copies 600, 800 and 1200 pixels wide, with hashed names, from the one PNG.
    const srcset = image.getAttribute("srcset") ?? "";
    expect(srcset).toMatch(
      new RegExp(
        `^${[600, 800, 1200].map((width) => `/assets/${article.image}\\.[\\w-]+\\.webp ${width}w`).join(", ")}$`,
      ),
    );
    for (const candidate of srcset.split(", ")) {
      const [path = "", width = ""] = candidate.split(" ");
      const file = join(clientDir, path);
      expect(existsSync(file), path).toBe(true);
      const { format, width: pixels } = await sharp(file).metadata();
      expect({ format, width: `${pixels}w` }, path).toEqual({
        format: "webp",
        width,
      });
    }
  });

  test("is in the sitemap and the feed", () => {
    expect(builtFile("sitemap.xml").toString("utf8")).toContain(
      `${articlePath}</loc>`,
    );
    const { document } = builtPage("/");
    const feedPath = document
      .querySelector('link[rel="alternate"][type="application/rss+xml"]')
      ?.getAttribute("href");
    expect(feedPath).toBeTruthy();
    const feed = builtFile(
      new URL(feedPath!, SITE_URL).pathname.slice(1),
    ).toString("utf8");
    expect(feed).toContain(`<title>${article.title}</title>`);
    expect(feed).toContain(`${articlePath}</link>`);
  });
});

describe("a build configured as the README tells an officer to", () => {
  const { document, screen } = builtPage("/doadores");

  test("takes SITE_URL from the environment over .env.production's", () => {
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${SITE_URL}/doadores`,
    );
  });

  test("has the donors page read the sheets through the site's own addresses, and no other origin", () => {
    const policy = document
      .querySelector('meta[http-equiv="content-security-policy"]')
      ?.getAttribute("content");
    const connectSrc = policy
      ?.split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === "connect-src");
    expect(connectSrc).toEqual(["connect-src", "'self'"]);
  });

  test("publishes the list its loader read from those sheets", () => {
    expect(screen.getByText(PUBLISHED_DONOR)).toBeInTheDocument();
  });

  test("says in one line that it read and published the sheets, with no warning of the visitors' reading", () => {
    const lines = site.output
      .split("\n")
      .filter((line) => /planilhas? lidas|não conseguirão ler/.test(line));
    expect(lines, site.output).toHaveLength(1);
    expect(lines[0]).toMatch(
      /planilhas lidas e publicadas, dados de \d\d\/\d\d\/\d{4}\.$/,
    );
  });
});

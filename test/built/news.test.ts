import { within } from "@testing-library/dom";
import { JSDOM } from "jsdom";
import { describe, expect, test } from "vitest";
import { formatLongDate } from "../../app/lib/dates";
import { newsArticleBodies, newsArticles, newsTexts, site } from "../content";
import { newsArticlePath, notFoundRoutes } from "../site-routes";
import { nextArticleId } from "../test-names";
import { builtFile, builtPage, type BuiltPage } from "./built-page";

const { newsPage, newsCardTexts, newsArticlePage } = newsTexts;
const newsCallToAction = site.callsToAction.news;
const pageTitle = (title: string) => `${title} | ${site.name}`;

// Prerendered: the dates are written once, in the HTML, whatever the visitor's time zone.
const articles = newsArticles.map((article) => ({
  ...article,
  path: newsArticlePath(article),
  longDate: formatLongDate(article.date),
}));

/** The closing call to donate of the news pages. */
function expectNewsCallToAction({ screen }: BuiltPage) {
  expect(
    screen.getByRole("heading", { level: 2, name: newsCallToAction.title }),
  ).toBeInTheDocument();
  expect(
    within(screen.getByRole("main")).getByRole("link", {
      name: newsCallToAction.linkLabel,
    }),
  ).toHaveAttribute("href", newsCallToAction.href);
}

/** Every file a picture names, in its `src` and in its sources' and its own `srcset`. */
function pictureFiles(image: HTMLElement): string[] {
  const sources = image.parentElement?.querySelectorAll("source") ?? [];
  return [image, ...sources].flatMap((element) => [
    ...(element.getAttribute("src") ? [element.getAttribute("src") ?? ""] : []),
    ...(element.getAttribute("srcset") ?? "")
      .split(",")
      .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
      .filter(Boolean),
  ]);
}

/** The texts of the paragraphs within `element`, spaces collapsed. */
function paragraphsOf(element: ParentNode): string[] {
  return [...element.querySelectorAll("p")].map((paragraph) =>
    (paragraph.textContent ?? "").replace(/\s+/g, " ").trim(),
  );
}

/** The paragraphs of an article's Markdown, as its HTML renders them. */
function bodyParagraphs(id: number): string[] {
  return paragraphsOf(new JSDOM(newsArticleBodies[id] ?? "").window.document);
}

describe("/noticias", () => {
  const page = builtPage("/noticias");
  const { screen } = page;
  const cards = () => within(screen.getByRole("main")).getAllByRole("article");

  test("opens with its title and lead, lists every article newest first and ends with the call to donate", () => {
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      newsPage.title,
    );
    expect(screen.getByText(newsPage.lead)).toBeInTheDocument();
    expect(page.document.title).toBe(pageTitle(newsPage.title));
    expect(
      cards().map(
        (card) => within(card).getByRole("heading", { level: 2 }).textContent,
      ),
    ).toEqual(articles.map((article) => article.title));
    expectNewsCallToAction(page);
  });

  test.each(articles)(
    "the card of '$title' shows its date in long pt-BR form, its summary, and 'Ler mais' leads to $path",
    ({ title, summary, longDate, date, path }) => {
      const card = cards().find((element) =>
        within(element).queryByRole("heading", { name: title }),
      );
      if (!card) throw new Error(`no card for ${title}`);
      const time = card.querySelector("time");
      expect(time).toHaveTextContent(longDate);
      expect(time).toHaveAttribute("datetime", date);
      expect(within(card).getByText(summary)).toBeInTheDocument();
      const readMore = within(card).getByRole("link", {
        name: `${newsCardTexts.readMoreLabel}: ${title}`,
      });
      expect(readMore).toHaveTextContent(newsCardTexts.readMoreLabel);
      expect(readMore).toHaveAttribute("href", path);
    },
  );

  test("a card's title is clamped to 2 lines and its summary to 3", () => {
    const [first] = cards();
    const [newest] = articles;
    if (!first || !newest) throw new Error("content has no articles");
    expect(within(first).getByRole("heading", { level: 2 })).toHaveClass(
      "line-clamp-2",
    );
    expect(within(first).getByText(newest.summary)).toHaveClass("line-clamp-3");
  });
});

describe.each(articles)("$path", (article) => {
  const page = builtPage(article.path);
  const { screen } = page;

  test("shows its title, date, author, picture and body, and ends with the call to donate", () => {
    expect(
      screen.getByRole("link", { name: newsArticlePage.backLabel }),
    ).toHaveAttribute("href", "/noticias");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      article.title,
    );
    expect(page.document.title).toBe(pageTitle(article.title));
    const body = screen.getByRole("article");
    expect(within(body).getByText(article.longDate)).toHaveAttribute(
      "datetime",
      article.date,
    );
    expect(body).toHaveTextContent(
      `${newsArticlePage.authorLabel} ${article.author}`,
    );
    const paragraphs = bodyParagraphs(article.id);
    expect(paragraphs).not.toEqual([]);
    expect(paragraphsOf(body)).toEqual(expect.arrayContaining(paragraphs));
    expectNewsCallToAction(page);
  });

  test("its picture is described, fetched first and built in every size it names", () => {
    const picture = screen.getByRole("img", { name: article.imageAlt });
    expect(picture).toHaveAttribute("fetchpriority", "high");
    expect(picture).not.toHaveAttribute("loading", "lazy");
    const files = pictureFiles(picture);
    expect(files).not.toEqual([]);
    for (const file of files)
      expect(builtFile(file).length, file).toBeGreaterThan(0);
  });

  test("offers a share button, which waits for its script", () => {
    expect(
      screen.getByRole("button", { name: newsArticlePage.share.label }),
    ).toHaveAttribute("data-awaits-script");
    expect(screen.getByRole("status")).toHaveTextContent("");
  });
});

// A number no article has, the example of the not-found routes, and a word where a number goes.
const unknownArticles = [
  newsArticlePath({ id: nextArticleId(newsArticles) }),
  ...notFoundRoutes.filter((route) => route.startsWith("/noticias/")),
  "/noticias/abc",
];

describe.each(unknownArticles)("%s", (path) => {
  const page = builtPage(path);

  test("says the article was not found and links back to the list, never the site's 404", () => {
    const { screen } = page;
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      newsArticlePage.notFound.title,
    );
    expect(screen.getByText(newsArticlePage.notFound.text)).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: newsArticlePage.backLabel }),
    ).toHaveAttribute("href", "/noticias");
    expect(page.document.title).toBe(pageTitle(newsArticlePage.notFound.title));
    expect(screen.queryByText(/Oops! Page not found/)).toBeNull();
  });
});

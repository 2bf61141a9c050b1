// What a donor abroad reads after giving: planned giving and the gift acceptance policy, what the
// returns funded, the key figures beside the documents, and the news, listed in English with each
// article's title as written and a link to it in Portuguese. The words come from content/en, the
// amounts, rates and dates from content/pt-BR, written in English. Every page tested is one the
// content publishes in English.
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import {
  ENGLISH_PAGES,
  englishLink,
} from "../../app/content/source/english-section";
import { formatLongDate } from "../../app/lib/dates";
import { fillIn } from "../../app/lib/fill-in";
import { distributedIn, newestFirst, realReturn } from "../../app/lib/impact";
import { formatDecimal, formatLargeReais } from "../../app/lib/money";
import { paragraphsOf } from "../../app/lib/paragraphs";
import { inEnglish, newsArticles, site } from "../content";
import { absolute, englishRoutes, newsArticlePath } from "../site-routes";
import { builtPage, type BuiltPage } from "./built-page";
import { scriptsStartedBy } from "./page-scripts";

const PLANNED_GIVING = "/en/planned-giving";
const IMPACT = "/en/impact";
const TRANSPARENCY = "/en/transparency";
const NEWS = "/en/news";

/** The pages of this file the content publishes in English, with their Portuguese counterparts. */
const published = ENGLISH_PAGES.filter(
  ({ path }) =>
    [PLANNED_GIVING, IMPACT, TRANSPARENCY, NEWS].includes(path) &&
    englishRoutes.includes(path),
);
/** Every page the content publishes in English. */
const publishedInEnglish = ENGLISH_PAGES.filter(({ path }) =>
  englishRoutes.includes(path),
);
const ifPublished = (path: string) =>
  published.some((page) => page.path === path) ? [path] : [];

/** A rate typed in percent, as an English page writes it: 4.26 → "4.26%". */
const percent = (value: number) => `${formatDecimal(value, 2, "en")}%`;

/** The translations a page declares in its head, by language. */
function alternates({ document }: BuiltPage): Record<string, string | null> {
  return Object.fromEntries(
    [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map(
      (link) => [link.getAttribute("hreflang"), link.getAttribute("href")],
    ),
  );
}

describe.each(published)("$path", ({ path, counterpart }) => {
  const page = builtPage(path);

  test("is in English, names its Portuguese page and is named by it, and runs no script", () => {
    expect(page.document.documentElement).toHaveAttribute("lang", "en");
    const pair = { "pt-BR": absolute(counterpart), en: absolute(path) };
    expect(alternates(page)).toMatchObject(pair);
    expect(alternates(builtPage(counterpart))).toMatchObject(pair);
    expect(scriptsStartedBy(page.html, path)).toEqual({
      files: [],
      inline: [],
    });
  });
});

describe.each(ifPublished(PLANNED_GIVING))("%s", (path) => {
  const { screen } = builtPage(path);
  const { hero, ways, law, conversation, policy, faqSection, faq } =
    inEnglish("plannedGiving");
  const region = (name: string) => within(screen.getByRole("region", { name }));

  test("names each way to give, the sample clause with the fund's name, and what the law allows", () => {
    expect(
      screen.getByRole("heading", { level: 1, name: hero.title }),
    ).toBeInTheDocument();
    const section = region(ways.title);
    for (const way of ways.items) {
      expect(
        section.getByRole("heading", { level: 3, name: way.title }),
      ).toBeInTheDocument();
      for (const paragraph of way.paragraphs)
        expect(section.getByText(paragraph)).toBeInTheDocument();
      if (way.example)
        expect(
          section.getByText(way.example.title).parentElement,
        ).toHaveTextContent(
          fillIn(way.example.text, {
            entidade: site.legalEntity.name,
            cnpj: site.legalEntity.cnpj,
          }),
        );
    }
    for (const paragraph of law.paragraphs)
      expect(region(law.title).getByText(paragraph)).toBeInTheDocument();
  });

  test("walks through the conversation, with the major gifts contact in English", () => {
    const section = region(conversation.title);
    for (const step of conversation.steps) {
      expect(
        section.getByRole("heading", { level: 3, name: step.title }),
      ).toBeInTheDocument();
      expect(section.getByText(step.text)).toBeInTheDocument();
    }
    expect(
      section.getByText(inEnglish("donationHelp").contacts.largeGifts.role),
    ).toBeInTheDocument();
  });

  test("states the gift acceptance policy: what is accepted, declined, and how", () => {
    const section = region(policy.title);
    expect(section.getByText(policy.lead)).toBeInTheDocument();
    for (const list of [policy.accepted, policy.refused]) {
      const heading = section.getByRole("heading", {
        level: 3,
        name: list.title,
      });
      const items = within(heading.parentElement as HTMLElement)
        .getAllByRole("listitem")
        .map((item) => item.textContent);
      expect(items).toEqual(list.items);
    }
    for (const part of policy.sections) {
      expect(
        section.getByRole("heading", { level: 3, name: part.title }),
      ).toBeInTheDocument();
      for (const paragraph of part.paragraphs)
        expect(section.getByText(paragraph)).toBeInTheDocument();
    }
  });

  test("answers the questions about bequests", () => {
    const section = region(faqSection.title);
    for (const item of faq) {
      const question = section.getByText(item.question);
      const answer = question.closest("details") as HTMLElement;
      for (const paragraph of paragraphsOf(item.answer))
        expect(within(answer).getByText(paragraph)).toBeInTheDocument();
      if (item.link) {
        // Where the English section leads it: a page left out, to its Portuguese page, marked.
        const link = englishLink(item.link.href, publishedInEnglish);
        const mark =
          link?.locale === "en"
            ? ""
            : ` ${inEnglish("site").interface.portugueseOnly}`;
        expect(
          within(answer).getByRole("link", {
            name: `${item.link.label}${mark}`,
          }),
        ).toHaveAttribute("href", link?.href);
      }
    }
  });
});

describe.each(ifPublished(IMPACT))("%s", (path) => {
  const { screen } = builtPage(path);
  const impact = inEnglish("impact");
  const main = () => within(screen.getByRole("main"));

  test("lists each year, newest first, its total and each funded item in reais written in English", () => {
    expect(
      screen.getByRole("heading", { level: 1, name: impact.hero.title }),
    ).toBeInTheDocument();
    expect(
      main()
        .getAllByRole("heading", { level: 2, name: /^\d{4}$/ })
        .map((heading) => heading.textContent),
    ).toEqual(newestFirst(impact.years).map((year) => String(year.year)));
    for (const year of impact.years) {
      const section = within(
        main().getByRole("region", { name: String(year.year) }),
      );
      // "R$ 420 thousand distributed in 2025".
      expect(
        section.getByText(
          fillIn(impact.distributedWords, {
            valor: formatLargeReais(distributedIn(year), "en"),
            ano: year.year,
          }),
        ),
      ).toBeInTheDocument();
      expect(section.getByText(year.summary)).toBeInTheDocument();
      expect(
        section.getByRole("heading", { level: 3, name: impact.fundedTitle }),
      ).toBeInTheDocument();
      for (const item of year.funded) {
        const card = section
          .getByRole("heading", { level: 4, name: item.title })
          .closest("li");
        for (const text of [
          item.kind,
          item.description,
          formatLargeReais(item.reais, "en"),
        ])
          expect(card).toHaveTextContent(text);
      }
      const { story } = year;
      expect(
        section.getByRole("heading", { level: 3, name: story.title }),
      ).toBeInTheDocument();
      for (const paragraph of story.paragraphs)
        expect(section.getByText(paragraph)).toBeInTheDocument();
      expect(section.getByRole("img", { name: story.imageAlt })).toBeVisible();
    }
  });
});

describe.each(ifPublished(TRANSPARENCY))("%s's key figures", (path) => {
  const { screen } = builtPage(path);
  const { keyFigures, years } = inEnglish("impact");
  const block = () =>
    within(screen.getByRole("region", { name: keyFigures.title }));

  /** The rows of the table named `caption`, each its header then its cells. */
  function rowsOf(caption: string): string[][] {
    const table = within(block().getByRole("table", { name: caption }));
    return table
      .getAllByRole("row")
      .filter((row) => within(row).queryAllByRole("rowheader").length > 0)
      .map((row) =>
        [
          ...within(row).getAllByRole("rowheader"),
          ...within(row).getAllByRole("cell"),
        ].map((cell) => cell.textContent ?? ""),
      );
  }

  test("are dated and state the net assets in English", () => {
    // "as of December 31, 2025".
    expect(
      block().getByText(
        fillIn(keyFigures.asOf, {
          data: formatLongDate(keyFigures.date, "en"),
        }),
      ),
    ).toHaveAttribute("datetime", keyFigures.date);
    expect(block().getByRole("term")).toHaveTextContent(
      keyFigures.netAssets.label,
    );
    expect(block().getByRole("definition")).toHaveTextContent(
      formatLargeReais(keyFigures.netAssets.reais, "en"),
    );
  });

  test("give the returns, the asset mix and what was distributed each year, in English numbers", () => {
    const { returns, assetMix, distributed } = keyFigures;
    expect(rowsOf(returns.title)).toEqual(
      newestFirst(returns.years).map(({ year, nominal, inflation }) => [
        String(year),
        percent(nominal),
        percent(inflation),
        percent(realReturn(nominal, inflation) * 100),
      ]),
    );
    expect(rowsOf(assetMix.title)).toEqual(
      assetMix.classes.map(({ name, percent: share }) => [
        name,
        percent(share),
      ]),
    );
    expect(rowsOf(distributed.title)).toEqual(
      newestFirst(years).map((year) => [
        String(year.year),
        formatLargeReais(distributedIn(year), "en"),
      ]),
    );
  });
});

describe.each(ifPublished(NEWS))("%s", (path) => {
  const { screen } = builtPage(path);
  const { newsPage, newsCardTexts } = inEnglish("newsTexts");

  test("lists every article with its title as written, dated in English, each leading to it in Portuguese", () => {
    expect(
      screen.getByRole("heading", { level: 1, name: newsPage.title }),
    ).toBeInTheDocument();
    expect(screen.getByText(newsPage.lead)).toBeInTheDocument();
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(newsArticles.length);
    for (const [index, article] of newsArticles.entries()) {
      const card = within(cards[index] as HTMLElement);
      expect(
        card.getByRole("heading", { level: 2, name: article.title }),
      ).toHaveAttribute("lang", "pt-BR");
      expect(card.getByText(article.summary)).toHaveAttribute("lang", "pt-BR");
      expect(
        card.getByText(formatLongDate(article.date, "en")),
      ).toHaveAttribute("datetime", article.date);
      const link = card.getByRole("link", {
        name: `${newsCardTexts.readMoreLabel}: ${article.title}`,
      });
      expect(link).toHaveTextContent(newsCardTexts.readMoreLabel);
      expect(link).toHaveAttribute("href", newsArticlePath(article));
      expect(link).toHaveAttribute("hreflang", "pt-BR");
    }
  });
});

// One set of figures: every page that states one of the fund's figures states it as
// content/pt-BR/numeros.yml holds it, labelled and dated, before any script runs.
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { campaignEndedText } from "../../app/lib/campaign-figures";
import { campaignState, hasGoal } from "../../app/lib/campaign-state";
import { figureStatement } from "../../app/lib/fund-figures";
import { SCREEN_PATHS } from "../../app/content/source/site-pages";
import {
  buildDay,
  content,
  figures,
  newsArticles,
  newsTexts,
} from "../content";
import { newsArticlePath } from "../site-routes";
import { builtPage } from "./built-page";

const citingArticles = newsArticles.filter((article) => article.figures);

test("a news article cites the fund's figures", () => {
  expect(citingArticles.length).toBeGreaterThan(0);
});

const home = builtPage("/");

test("the home page states its figures with their labels and dates", () => {
  const section = home.screen.getByRole("region", {
    name: content.home.statsLabel,
  });
  const terms = within(section)
    .getAllByRole("term")
    .map((term) => term.textContent?.replace(/\s+/g, " ").trim());
  // The goal is not stated while the fund has no campaign.
  const stated = content.home.stats.flatMap(
    (name) => figureStatement(figures, name, buildDay) ?? [],
  );
  expect(terms).toHaveLength(stated.length);
  for (const { value, label, when } of stated) {
    expect(terms).toContainEqual(expect.stringContaining(`${label} ${when}`));
    expect(within(section).getByText(value)).toBeInTheDocument();
  }
});

describe.each(
  citingArticles.map((article) => [newsArticlePath(article), article] as const),
)("%s", (path, article) => {
  const { screen } = builtPage(path);
  // The goal is not stated while the fund has no campaign.
  const stated = (article.figures ?? []).flatMap(
    (name) => figureStatement(figures, name, buildDay) ?? [],
  );
  const boxName = newsTexts.newsArticlePage.figuresTitle;

  test("shows the figures it cites", () => {
    if (stated.length === 0) {
      expect(screen.queryByRole("complementary", { name: boxName })).toBeNull();
      return;
    }
    const box = screen.getByRole("complementary", { name: boxName });
    expect(within(box).getAllByRole("term")).toHaveLength(stated.length);
    for (const { value, label, when } of stated) {
      expect(within(box).getByText(value)).toBeInTheDocument();
      expect(box).toHaveTextContent(`${label}, ${when}`);
    }
    // Citing the goal past its deadline, the box says the campaign ended and what it reached.
    if (
      article.figures?.includes("goal") &&
      hasGoal(figures) &&
      campaignState(figures.goal, buildDay) === "ended"
    )
      expect(box).toHaveTextContent(campaignEndedText(figures));
  });
});

// The donors page says it is loading its sheets, and shows them once read (its own tests).
describe.each(SCREEN_PATHS.filter((path) => path !== "/doadores"))(
  "%s",
  (path) => {
    const { body } = builtPage(path).document;
    test("says nothing is loading", () => {
      expect(body).not.toHaveTextContent(content.donorsPage.loading);
    });
  },
);

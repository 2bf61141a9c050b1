// One set of figures: every page that states one of the fund's figures states it as
// content/pt-BR/numeros.yml holds it, labelled and dated, before any script runs.
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { campaignFigures } from "../../app/lib/campaign-figures";
import { figureStatement } from "../../app/lib/fund-figures";
import { SCREEN_PATHS } from "../../app/lib/site-map";
import {
  buildDay,
  content,
  figures,
  newsArticles,
  newsTexts,
} from "../content";
import { newsArticlePath } from "../site-routes";
import { builtPage } from "./built-page";

const received = figureStatement(figures, "received", buildDay);
const committed = figureStatement(figures, "committed", buildDay);
const goal = figureStatement(figures, "goal", buildDay);
const { campaign } = content;
// Committed against the goal while the campaign runs; once it has ended, what it reached.
const progress = campaignFigures(figures, campaign.committedOfGoal, buildDay);
const citingArticles = newsArticles.filter((article) => article.figures);

test("a news article cites the fund's figures", () => {
  expect(citingArticles.length).toBeGreaterThan(0);
});

const home = builtPage("/");
const donation = builtPage("/doacao");

test("the home page states its figures with their labels and dates", () => {
  const section = home.screen.getByRole("region", {
    name: content.home.statsLabel,
  });
  const terms = within(section)
    .getAllByRole("term")
    .map((term) => term.textContent?.replace(/\s+/g, " ").trim());
  for (const name of content.home.stats) {
    const { value, label, when } = figureStatement(figures, name, buildDay);
    expect(terms).toContainEqual(expect.stringContaining(`${label} ${when}`));
    expect(within(section).getByText(value)).toBeInTheDocument();
  }
});

test("the home page states the published campaign figures, as /doacao does", () => {
  const section = home.screen.getByRole("region", { name: campaign.title });
  expect(section).toHaveTextContent(progress.text);
  expect(section).toHaveTextContent(`${goal.value} ${goal.when}`);
});

test("/doacao states the published campaign figures", () => {
  const section = donation.screen.getByRole("region", {
    name: campaign.title,
  });
  expect(section).toHaveTextContent(progress.text);
  const bars = within(section).queryAllByRole("progressbar", {
    name: campaign.progressLabel,
  });
  if (progress.state === "running") {
    expect(bars).toHaveLength(1);
    expect(bars[0]).toHaveAttribute("aria-valuetext", progress.text);
  } else expect(bars).toHaveLength(0);
  expect(section).toHaveTextContent(`${received.value}, ${received.when}`);
  expect(section).toHaveTextContent(`${committed.value}, ${committed.when}`);
  expect(section).toHaveTextContent(`${goal.value} ${goal.when}`);
});

describe.each(
  citingArticles.map((article) => [newsArticlePath(article), article] as const),
)("%s", (path, article) => {
  const { screen } = builtPage(path);
  test("shows the figures it cites", () => {
    const box = screen.getByRole("complementary", {
      name: newsTexts.newsArticlePage.figuresTitle,
    });
    for (const name of article.figures ?? []) {
      const { value, label, when } = figureStatement(figures, name, buildDay);
      expect(within(box).getByText(value)).toBeInTheDocument();
      expect(box).toHaveTextContent(`${label}, ${when}`);
    }
    // Citing the goal past its deadline, the box says the campaign ended and what it reached.
    if (article.figures?.includes("goal") && progress.state === "ended")
      expect(box).toHaveTextContent(progress.text);
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

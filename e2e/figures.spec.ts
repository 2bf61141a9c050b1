// One set of figures: every page that states one of the fund's figures states it as
// content/pt-BR/numeros.yml holds it, labelled and dated, whether the visitor runs JavaScript or not.
import type { Page } from "@playwright/test";
import { campaignFigures } from "../app/lib/campaign-figures";
import { figureStatement } from "../app/lib/fund-figures";
import { SCREEN_PATHS } from "../app/lib/site-map";
import { buildDay, content, figures, newsArticles, newsTexts } from "../test/content";
import { expect, test } from "./fixtures";
import { newsArticlePath } from "../test/site-routes";

const received = figureStatement(figures, "received", buildDay);
const committed = figureStatement(figures, "committed", buildDay);
const goal = figureStatement(figures, "goal", buildDay);
const { campaign } = content;
// Committed against the goal while the campaign runs; once it has ended, what it reached.
const progress = campaignFigures(figures, campaign.committedOfGoal, buildDay);
const citingArticles = newsArticles.filter((article) => article.figures);

/** The campaign's progress as it must read on /doacao and /doadores. */
async function expectCampaignProgress(page: Page, receivedWhen: string) {
  const section = page.getByRole("region", { name: campaign.title });
  await expect(section).toContainText(progress.text);
  const bar = section.getByRole("progressbar", {
    name: campaign.progressLabel,
  });
  if (progress.state === "running")
    await expect(bar).toHaveAttribute("aria-valuetext", progress.text);
  else await expect(bar).toHaveCount(0);
  await expect(section).toContainText(`${received.value}, ${receivedWhen}`);
  await expect(section).toContainText(`${committed.value}, ${committed.when}`);
  await expect(section).toContainText(`${goal.value} ${goal.when}`);
}

test("a news article cites the fund's figures", () => {
  expect(citingArticles.length).toBeGreaterThan(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page states its figures with their labels and dates", async ({
    page,
  }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "O fundo em números" });
    for (const name of content.home.stats) {
      const { value, label, when } = figureStatement(figures, name, buildDay);
      await expect(section.getByRole("term")).toContainText([
        `${label} ${when}`,
      ]);
      await expect(section.getByText(value, { exact: true })).toBeVisible();
    }
    // Past its deadline, the campaign is said to have ended (e2e/campaign.spec.ts sets both).
    if (progress.state === "ended")
      await expect(section).toContainText(progress.text);
  });

  test("/doacao shows the published campaign figures", async ({ page }) => {
    await page.goto("/doacao");
    await expectCampaignProgress(page, received.when);
  });

  for (const article of citingArticles) {
    test(`${newsArticlePath(article)} shows the figures it cites`, async ({
      page,
    }) => {
      await page.goto(newsArticlePath(article));
      const box = page.getByRole("complementary", {
        name: newsTexts.newsArticlePage.figuresTitle,
      });
      for (const name of article.figures ?? []) {
        const { value, label, when } = figureStatement(figures, name, buildDay);
        await expect(box.getByText(value, { exact: true })).toBeVisible();
        await expect(box).toContainText(`${label}, ${when}`);
      }
      // Citing the goal past its deadline, the box says the campaign ended and what it reached.
      if (article.figures?.includes("goal") && progress.state === "ended")
        await expect(box).toContainText(progress.text);
    });
  }

  // The donors page says it is loading its sheets, and shows them once read (its own tests).
  for (const path of SCREEN_PATHS.filter((path) => path !== "/doadores")) {
    test(`${path} says nothing is loading`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(content.donorsPage.loading)).toHaveCount(0);
    });
  }
});

test.describe("with the sheets answered", () => {
  test.beforeEach(async ({ page }) => {
    // The classes sheet adds up to the published received figure, as the fund keeps them.
    await page.route("**/data/turmas.csv", (route) =>
      route.fulfill({
        contentType: "text/csv",
        body: `turma,valor\nT85,${figures.received.reais}\n`,
      }),
    );
    await page.route("**/data/doadores.csv", (route) =>
      route.fulfill({
        contentType: "text/csv",
        body: "nome,turma,tipo\nPessoa Fictícia de Exemplo,T85,Patrono\n",
      }),
    );
  });

  for (const path of ["/doacao", "/doadores"]) {
    test(`${path} states the campaign as the figures file does`, async ({
      page,
    }) => {
      await page.goto(path);
      await expectCampaignProgress(page, campaign.receivedLive);
    });
  }
});

// One set of figures: once the sheets answer, /doacao and /doadores still state the campaign as
// content/pt-BR/numeros.yml holds it. What the pages say before any script runs is proved on the
// built pages (test/built/figures.test.ts).
import { campaignFigures } from "../app/lib/campaign-figures";
import { hasGoal } from "../app/lib/campaign-state";
import { figureStatement, goalStatement } from "../app/lib/fund-figures";
import { buildDay, content, figures } from "../test/content";
import { expect, test } from "./fixtures";

const received = figureStatement(figures, "received", buildDay);
const committed = figureStatement(figures, "committed", buildDay);
const { campaign } = content;

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
    test(`${path} states the campaign as the figures file does${hasGoal(figures) ? "" : ": none"}`, async ({
      page,
    }) => {
      await page.goto(path);
      const section = page.getByRole("region", { name: campaign.title });
      if (!hasGoal(figures)) {
        await expect(page.getByRole("contentinfo")).toBeVisible();
        await expect(section).toHaveCount(0);
        return;
      }
      // Committed against the goal while the campaign runs; once it has ended, what it reached.
      const progress = campaignFigures(
        figures,
        campaign.committedOfGoal,
        buildDay,
      );
      const goal = goalStatement(figures, buildDay);
      await expect(section).toContainText(progress.text);
      const bar = section.getByRole("progressbar", {
        name: campaign.progressLabel,
      });
      if (progress.state === "running")
        await expect(bar).toHaveAttribute("aria-valuetext", progress.text);
      else await expect(bar).toHaveCount(0);
      await expect(section).toContainText(
        `${received.value}, ${campaign.receivedLive}`,
      );
      await expect(section).toContainText(
        `${committed.value}, ${committed.when}`,
      );
      await expect(section).toContainText(`${goal.value} ${goal.when}`);
    });
  }
});

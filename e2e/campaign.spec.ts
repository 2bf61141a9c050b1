// A campaign that knows its dates, built for real in copies of content/ (CONTENT_DIR) whose goal
// is due long ago or long from now: past its deadline, /doacao, /doadores and the home page say
// the campaign ended and what it reached, and the classes sheet read during the visit brings no
// bar back; before it, the bar compares committed with the goal, and received keeps its own line.
import type { ChildProcess } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { parseDocument } from "yaml";
import { PORTUGUESE_FOLDER } from "../app/content/source/content-dir";
import {
  campaignEndedText,
  campaignFigures,
} from "../app/lib/campaign-figures";
import { dayInBrasilia } from "../app/lib/dates";
import { outdatedFigureLines } from "../app/lib/figure-age";
import { figureStatement } from "../app/lib/fund-figures";
import { formatLargeReais } from "../app/lib/money";
import { runBuild, startBuildServer } from "../scripts/build-server.mjs";
import { readSiteContent, readTranslatedContent } from "../test/site-content";
import { expect, test } from "./fixtures";

/** Far enough from any day the tests run on that the campaign's state is the fixture's alone. */
const LONG_AGO = "2001-12-31";
const LONG_FROM_NOW = "2099-12-31";
/** What the classes sheet adds up to during the visit. */
const SHEET_RECEIVED_REAIS = 3_750_000;

const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

/** A copy of content/ with the goal due on `deadline`, built and served. */
function siteWithDeadline(deadline: string) {
  const site = {
    workDir: "",
    contentDir: "",
    buildDir: "",
    origin: "",
    output: "",
    server: undefined as ChildProcess | undefined,
  };
  test.beforeAll(async () => {
    // A build takes a minute or more on a busy machine.
    test.setTimeout(8 * 60_000);
    site.workDir = await mkdtemp(join(tmpdir(), "campanha-"));
    site.contentDir = join(site.workDir, "content");
    // Inside the project, where the prerender finds node_modules; build-*/ is ignored by git.
    site.buildDir = await mkdtemp(join(process.cwd(), "build-campanha-"));
    await cp(process.env.CONTENT_DIR ?? "content", site.contentDir, {
      recursive: true,
    });
    const file = join(site.contentDir, PORTUGUESE_FOLDER, "numeros.yml");
    const yaml = parseDocument(await readFile(file, "utf8"));
    yaml.setIn(["goal", "deadline"], deadline);
    await writeFile(file, yaml.toString({ lineWidth: 0 }));
    const { code, output } = await runBuild({
      CONTENT_DIR: site.contentDir,
      BUILD_DIR: site.buildDir,
    });
    if (code !== 0) throw new Error(output);
    site.output = output;
    const server = await startBuildServer(site.buildDir);
    site.server = server.server;
    site.origin = server.baseUrl;
  });
  test.afterAll(async () => {
    site.server?.kill();
    await rm(site.workDir, { recursive: true, force: true });
    await rm(site.buildDir, { recursive: true, force: true });
  });
  return site;
}

/** The copy as its pages read it. */
async function contentOf(contentDir: string) {
  const content = await readSiteContent(contentDir);
  const english = await readTranslatedContent("en", contentDir);
  return { ...content, englishFigures: english.figures };
}

/** The classes sheet answers during the visit, the donors sheet with one fictional donor. */
async function answerSheets(page: Page) {
  await page.route("**/data/turmas.csv", (route) =>
    route.fulfill({
      contentType: "text/csv",
      body: `turma,valor\nT85,${SHEET_RECEIVED_REAIS}\n`,
    }),
  );
  await page.route("**/data/doadores.csv", (route) =>
    route.fulfill({
      contentType: "text/csv",
      body: "nome,turma,tipo\nPessoa Fictícia de Exemplo,T85,Patrono\n",
    }),
  );
}

/** `text` is shown whole in `scope`, inside the screen's width. */
async function expectReadable(scope: Locator, text: string, width: number) {
  const shown = scope.getByText(text, { exact: true });
  await expect(shown).toBeVisible();
  const box = await shown.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

test.describe("with a goal whose deadline has passed", () => {
  test.describe.configure({ mode: "serial" });
  const site = siteWithDeadline(LONG_AGO);

  test(
    "the build warns, in one Portuguese line, that the goal's deadline has passed",
    { tag: "@own-build" },
    async () => {
      const { figures } = await contentOf(site.contentDir);
      const lines = outdatedFigureLines(
        figures,
        dayInBrasilia(),
        "content/pt-BR/numeros.yml",
      );
      expect(lines.some((line) => line.includes("`goal.deadline`"))).toBe(true);
      for (const line of lines) expect(site.output).toContain(`Aviso: ${line}`);
    },
  );

  for (const viewport of viewports) {
    test(
      `at ${viewport.width} px, /doacao and /doadores say the campaign ended and what it reached, and the sheet brings no bar back`,
      { tag: "@own-build" },
      async ({ page }) => {
        const { figures, campaign, donation } = await contentOf(
          site.contentDir,
        );
        const ended = campaignEndedText(figures);
        const goal = figureStatement(figures, "goal", dayInBrasilia());
        await page.setViewportSize(viewport);
        await answerSheets(page);
        for (const path of ["/doacao", "/doadores"]) {
          await page.goto(`${site.origin}${path}`);
          const section = page.getByRole("region", { name: campaign.title });
          // The received line follows the sheet: the page's script has run.
          await expect(section).toContainText(
            `${formatLargeReais(SHEET_RECEIVED_REAIS)}, ${campaign.receivedLive}`,
          );
          await expectReadable(section, ended, viewport.width);
          await expect(section).toContainText(`${goal.value} ${goal.when}`);
          await expect(section.getByRole("progressbar")).toHaveCount(0);
        }
        // The invitation to join the campaign gives way to what it reached.
        await page.goto(`${site.origin}/doacao`);
        const banner = page.getByRole("region", {
          name: donation.page.campaign.title,
        });
        await expectReadable(banner, ended, viewport.width);
        await expect(banner).not.toContainText(donation.page.campaign.text);
      },
    );

    test(
      `at ${viewport.width} px, the home page says the campaign ended and what it reached, in Portuguese and in English`,
      { tag: "@own-build" },
      async ({ page }) => {
        const { figures, home, englishFigures } = await contentOf(
          site.contentDir,
        );
        await page.setViewportSize(viewport);
        await page.goto(`${site.origin}/`);
        const stats = page.getByRole("region", { name: home.statsLabel });
        await expectReadable(stats, campaignEndedText(figures), viewport.width);
        if (!englishFigures) return;
        await page.goto(`${site.origin}/en`);
        await expectReadable(
          page.getByRole("main"),
          campaignEndedText(englishFigures, "en"),
          viewport.width,
        );
      },
    );
  }
});

test.describe("with a goal due long from now", () => {
  test.describe.configure({ mode: "serial" });
  const site = siteWithDeadline(LONG_FROM_NOW);

  test(
    "the build says nothing of the goal's deadline",
    { tag: "@own-build" },
    () => {
      expect(site.output).not.toContain("`goal.deadline`");
    },
  );

  for (const viewport of viewports) {
    test(
      `at ${viewport.width} px, /doacao and /doadores show the progress of commitments, and received on its own line`,
      { tag: "@own-build" },
      async ({ page }) => {
        const { figures, campaign, home, donation } = await contentOf(
          site.contentDir,
        );
        const progress = campaignFigures(
          figures,
          campaign.committedOfGoal,
          dayInBrasilia(),
        );
        expect(progress.state).toBe("running");
        await page.setViewportSize(viewport);
        await answerSheets(page);
        for (const path of ["/doacao", "/doadores"]) {
          await page.goto(`${site.origin}${path}`);
          const section = page.getByRole("region", { name: campaign.title });
          await expect(section).toContainText(
            `${formatLargeReais(SHEET_RECEIVED_REAIS)}, ${campaign.receivedLive}`,
          );
          await expectReadable(section, progress.text, viewport.width);
          const bar = section.getByRole("progressbar", {
            name: campaign.progressLabel,
          });
          await expect(bar).toHaveAttribute("aria-valuetext", progress.text);
          await expect(bar).toHaveAttribute(
            "aria-valuenow",
            String(Math.round(progress.filledPercent)),
          );
          await expect(section).not.toContainText(campaignEndedText(figures));
        }
        await page.goto(`${site.origin}/doacao`);
        await expect(
          page.getByRole("region", { name: donation.page.campaign.title }),
        ).toContainText(donation.page.campaign.text);
        await page.goto(`${site.origin}/`);
        await expect(
          page.getByRole("region", { name: home.statsLabel }),
        ).not.toContainText(campaignEndedText(figures));
      },
    );
  }
});

test("the classes figure and the classes chart each say what they count", async ({
  page,
}) => {
  const { home, figures, donorsPage } = await readSiteContent();
  await page.goto("/");
  if (home.stats.includes("classes"))
    await expect(
      page.getByRole("region", { name: home.statsLabel }),
    ).toContainText(figures.classes.label);
  await answerSheets(page);
  await page.goto("/doadores");
  await expect(
    page
      .getByRole("region", { name: donorsPage.chart.title })
      .getByText(donorsPage.chart.lead, { exact: true }),
  ).toBeVisible();
});

// The donors page in a real browser: what only a browser can tell. Its worker reads the sheets,
// the time limit runs on the page's clock, leaving cancels a read, the focus moves and the live
// region speaks, and the lists and charts fit the screen. What the page shows of each sheet, and
// each failure's message, is proved beside the code (app/screens/donors/*.test.tsx,
// app/sheets/*-cases.test.ts); what the built page says without scripts, in test/built/donors.test.ts.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Locator, Page, Route } from "@playwright/test";
import { fillIn } from "../app/lib/fill-in";
import { listDonors } from "../app/sheets/donor-directory";
import { groupDonorsByTier } from "../app/sheets/donors";
import { parseDonors } from "../app/sheets/donors-sheet";
import { sheetFixture } from "../app/sheets/fixtures/sheet-fixtures";
import { SHEET_ERRORS } from "../app/sheets/sheet-errors";
import { content, donationPage, newsArticles } from "../test/content";
import { escapeRegExp, templatePattern } from "../test/text-patterns";
import { expect, test } from "./fixtures";
import { axeViolations } from "./route-checks/axe";
import { everyBandInTheColumn } from "./route-checks/column";
import { mainNavigation, menuLinkName } from "./menu";

const { donorsPage } = content;
const { chart, errors, finder, published, tiers } = donorsPage;
const LOADING = donorsPage.loading;
const FETCH_FAILED = SHEET_ERRORS.prefix + SHEET_ERRORS.fetchFailed;
const DONORS_SHEET = "**/data/doadores.csv";
const CLASSES_SHEET = "**/data/turmas.csv";
// The browser logs a sheet answer that is not OK, or a failed request, as a console error.
const FAILED_RESOURCE =
  /^Failed to load resource: .+ http:\/\/[^ ]+\/data\/(doadores|turmas)\.csv$/;

type Answer = (route: Route) => Promise<void>;

const csv =
  (body: string): Answer =>
  (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/csv; charset=utf-8",
      body,
    });

const failure: Answer = (route) => route.fulfill({ status: 503, body: "" });

/** Answers both sheets: by default the fixtures doadores.csv and turmas.csv. */
async function answerSheets(
  page: Page,
  {
    donors = csv(sheetFixture("doadores.csv")),
    classes = csv(sheetFixture("turmas.csv")),
  }: { donors?: Answer; classes?: Answer } = {},
) {
  await page.route(DONORS_SHEET, donors);
  await page.route(CLASSES_SHEET, classes);
}

/** Holds the donors sheet's requests until the test answers them; counts them and their cancellations. */
async function holdDonorsSheet(page: Page) {
  const held: Route[] = [];
  const counts = { requests: 0, cancelled: 0 };
  page.on("requestfailed", (request) => {
    if (
      request.url().endsWith("/data/doadores.csv") &&
      request.failure()?.errorText === "net::ERR_ABORTED"
    )
      counts.cancelled += 1;
  });
  await answerSheets(page, {
    donors: async (route) => {
      counts.requests += 1;
      held.push(route);
    },
  });
  /** Answers the request held last, once it is there. */
  const answerNext = async (answer: Answer) => {
    // The page asks once its worker has started: seconds on a busy machine, within the 15 it allows.
    await expect
      .poll(() => held.length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    await answer(held.pop()!);
  };
  return { counts, answerNext };
}

function tierSection(page: Page, title: string) {
  return page.getByRole("region", { name: title, exact: true });
}

/** A donor card's text: the name, then the class label. */
const card = (name: string, classLabel: string) =>
  new RegExp(`^${escapeRegExp(name)}\\s*${escapeRegExp(classLabel)}$`);

/** doadores.csv as the page lists it: the highest tier and the lowest. */
async function expectFixtureDonors(page: Page) {
  await expect(
    tierSection(page, tiers.patrono.title).getByRole("listitem"),
  ).toHaveText([
    card("Helena Prado Vasconcelos", "T85"),
    card("Renata Duarte Falcão", "T94"),
  ]);
  await expect(
    tierSection(page, tiers.doador.title).getByRole("listitem"),
  ).toHaveText([
    card("Caio Teixeira Moura", "T00"),
    card("Marta Quintas Rebouças", "T97"),
  ]);
}

/** The page's own live region: loading, retries (the site's shell has a status region of its own). */
function loadingStatus(page: Page) {
  return page.getByRole("main").getByRole("status");
}

function classTable(page: Page) {
  return page.getByRole("table", { name: chart.tableCaption });
}

/** Height of a chart's bars: the table body. */
async function chartHeight(page: Page) {
  return (await classTable(page).getByRole("rowgroup").nth(1).boundingBox())
    ?.height;
}

/** Sideways scroll, in pixels. */
function sidewaysScroll(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * Runs in the page before its scripts: keeps every layout shift no input caused, as CLS counts
 * them, each with the elements it moved.
 */
function recordLayoutShifts() {
  type LayoutShift = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources: { node: Node | null }[];
  };
  const describe = (node: Node | null) =>
    node instanceof Element
      ? `${node.tagName.toLowerCase()} “${node.textContent?.slice(0, 40)}”`
      : String(node?.nodeName);
  const shifts: { value: number; moved: string[] }[] = [];
  Object.assign(window, { layoutShifts: shifts });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShift[])
      if (!entry.hadRecentInput)
        shifts.push({
          value: entry.value,
          moved: entry.sources.map(({ node }) => describe(node)),
        });
  }).observe({ type: "layout-shift", buffered: true });
}

/** The page's layout shifts so far, once the frames under way are painted. */
function layoutShifts(page: Page) {
  return page.evaluate(async () => {
    await new Promise((painted) =>
      requestAnimationFrame(() => requestAnimationFrame(painted)),
    );
    await new Promise((observed) => setTimeout(observed, 100));
    return (window as unknown as { layoutShifts: unknown[] }).layoutShifts;
  });
}

/** How many first contentful paints the page has had: 1 once it painted. */
function firstContentfulPaints(page: Page) {
  return page.evaluate(
    () => performance.getEntriesByName("first-contentful-paint").length,
  );
}

// The list the build published: the sample sheets, as the tests build without the fund's sheets.
const SAMPLE_DONORS = readFileSync(
  new URL("../public/data/doadores.csv", import.meta.url),
  "utf8",
);
const SAMPLE_CLASSES = readFileSync(
  new URL("../public/data/turmas.csv", import.meta.url),
  "utf8",
);
const publishedTiers = groupDonorsByTier(
  listDonors(parseDonors(SAMPLE_DONORS).donors),
);
const PUBLISHED_DATE = new RegExp(
  `^${escapeRegExp(`${published.title}, `)}${templatePattern(published.dataOf, "data", "\\d{2}/\\d{2}/\\d{4}")}$`,
);

test("the page's worker reads the sheets: the loading message, then the donors; a search typed meanwhile finds the published list and stays", async ({
  page,
}) => {
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  const donors = await holdDonorsSheet(page);
  await page.goto("/doadores");
  await expect(loadingStatus(page)).toHaveText(LOADING);
  await expect.poll(() => donors.counts.requests).toBe(1);

  const [{ tier, donors: listed }] = publishedTiers as [
    (typeof publishedTiers)[number],
  ];
  const [donor] = listed as [(typeof listed)[number]];
  const search = page.getByRole("searchbox", { name: finder.label });
  await search.fill(donor.name);
  const live = page.locator("[data-live-donors]");
  await expect(live.getByText(PUBLISHED_DATE)).toBeVisible();
  await expect(
    tierSection(page, tiers[tier].title)
      .getByRole("listitem")
      .filter({ hasText: donor.name })
      .first(),
  ).toBeVisible();

  await donors.answerNext(csv(sheetFixture("doadores.csv")));
  await expect(classTable(page)).toBeVisible();
  await expect(page.getByText(LOADING)).toHaveCount(0);
  await expect(live.getByText(PUBLISHED_DATE)).toHaveCount(0);
  await expect(search).toHaveValue(donor.name);
  await expect(search).toBeFocused();
  await search.fill("");
  await expectFixtureDonors(page);
  expect(workers).toEqual([expect.stringMatching(/donor-sheets\.worker/)]);
});

/** A server that sends half of the donors sheet, then drops the connection. */
async function droppingServer() {
  const body = Buffer.from(sheetFixture("doadores.csv"));
  const server = createServer((_, response) => {
    response.writeHead(200, {
      "content-type": "text/csv; charset=utf-8",
      "content-length": String(body.length),
    });
    response.write(body.subarray(0, body.length / 2), () =>
      setTimeout(() => response.socket?.destroy(), 100),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/doadores.csv`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

test(
  "a connection dropped mid-sheet is said in Portuguese, in the site's shell; 'Tentar novamente' keeps the focus and announces each attempt until the donors load",
  { tag: "@any-content" },
  async ({ page, pageProblems }) => {
    pageProblems.allow(FAILED_RESOURCE);
    const server = await droppingServer();
    try {
      const donors = await holdDonorsSheet(page);
      await page.goto("/doadores");
      // The page still asks its own origin; the route forwards the request.
      await donors.answerNext((route) => route.continue({ url: server.url }));
      await expect(page.getByRole("alert")).toHaveText(
        SHEET_ERRORS.prefix + errors.interrupted,
      );
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();

      const retry = page.getByRole("button", { name: errors.retry });
      await retry.focus();
      await page.keyboard.press("Enter");
      await expect(loadingStatus(page)).toHaveText(errors.retrying);
      await expect(retry).toBeFocused();
      await donors.answerNext(failure);
      await expect(loadingStatus(page)).toHaveText(errors.retryFailed);
      await expect(page.getByRole("alert")).toHaveText(FETCH_FAILED);
      await expect(retry).toBeFocused();

      await page.keyboard.press("Enter");
      await expect(loadingStatus(page)).toHaveText(errors.retrying);
      await donors.answerNext(csv(sheetFixture("doadores.csv")));
      await expect(loadingStatus(page)).toHaveText(errors.loaded);
      await expectFixtureDonors(page);
      await expect(page.getByRole("alert")).toHaveCount(0);
      expect(donors.counts.requests).toBe(3);
    } finally {
      server.close();
    }
  },
);

test(
  "when the sheets take longer than 15 seconds, the page gives up and says so",
  { tag: "@any-content" },
  async ({ page }) => {
    await page.clock.install();
    const donors = await holdDonorsSheet(page);
    await page.goto("/doadores");
    await expect.poll(() => donors.counts.requests).toBe(1);
    // The page's time stops 5 seconds after the request, so that a busy machine cannot add
    // seconds of its own; 5 seconds leave it room to reach the pause while the clock still runs.
    const requestedAt = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(requestedAt + 5_000);
    await page.clock.fastForward(8_000);
    await expect(loadingStatus(page)).toHaveText(LOADING);
    await page.clock.fastForward(2_000);
    await expect(page.getByRole("alert")).toHaveText(
      SHEET_ERRORS.prefix + errors.timedOut,
    );
    await expect(
      page.getByRole("button", { name: errors.retry }),
    ).toBeVisible();
  },
);

test(
  "with slow sheets, 'Doadores' opens at once with its loading message; Back and Forward show the right page; leaving cancels the read",
  { tag: "@any-content" },
  async ({ page }) => {
    const donors = await holdDonorsSheet(page);
    const donorsLink = mainNavigation(page).getByRole("link", {
      name: menuLinkName("/doadores"),
      exact: true,
    });
    await page.goto("/noticias/1");
    await donorsLink.click();
    await expect(page).toHaveURL(/\/doadores$/);
    // The sheet is asked for once the page runs, and held: the page and its message did not wait.
    await expect(loadingStatus(page)).toHaveText(LOADING);
    await expect.poll(() => donors.counts.requests).toBe(1);

    await page.goBack();
    await expect(page).toHaveURL(/\/noticias\/1$/);
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: newsArticles.find(({ id }) => id === 1)?.title,
      }),
    ).toBeVisible();
    // Leaving cut the read off.
    await expect.poll(() => donors.counts.cancelled).toBe(1);
    await page.goForward();
    await expect(page).toHaveURL(/\/doadores$/);
    await expect(loadingStatus(page)).toHaveText(LOADING);
    // The page asks for the sheet again once its island runs.
    await expect.poll(() => donors.counts.requests).toBe(2);

    await mainNavigation(page)
      .getByRole("link", { name: menuLinkName("/noticias"), exact: true })
      .click();
    await expect(page).toHaveURL(/\/noticias$/);
    await expect.poll(() => donors.counts.cancelled).toBe(2);

    await page.goBack();
    await expect.poll(() => donors.counts.requests).toBe(3);
    await donors.answerNext(csv(sheetFixture("doadores.csv")));
    await expectFixtureDonors(page);
  },
);

test(
  "after a failed load on a phone, the published list stays, dated, without moving, through a retry; its title comes into view on request; no accessibility violations",
  { tag: "@any-content" },
  async ({ page, pageProblems }) => {
    // An axe run over the whole donors page takes some seconds on a slow machine.
    test.slow();
    pageProblems.allow(FAILED_RESOURCE);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.addInitScript(recordLayoutShifts);
    const donors = await holdDonorsSheet(page);
    await page.goto("/doadores");
    const [firstTier] = publishedTiers;
    const cards = tierSection(page, tiers[firstTier!.tier].title).getByRole(
      "listitem",
    );
    await expect(cards).toHaveCount(firstTier!.donors.length);
    await expect(loadingStatus(page)).toHaveText(LOADING);
    await expect.poll(() => firstContentfulPaints(page)).toBe(1);
    await donors.answerNext(failure);
    await expect(page.getByRole("alert")).toHaveText(FETCH_FAILED);
    await expect(cards).toHaveCount(firstTier!.donors.length);
    await expect(cards.first()).toBeVisible();
    expect(await layoutShifts(page)).toEqual([]);
    await expectNoAxeViolations(page);

    // A retry that fails again announces it without pushing the list down.
    const title = page.getByRole("heading", { name: PUBLISHED_DATE });
    const pageTop = () =>
      title.evaluate(
        (element) => element.getBoundingClientRect().top + scrollY,
      );
    const titleTop = await pageTop();
    await page.getByRole("button", { name: errors.retry }).click();
    await expect(loadingStatus(page)).toHaveText(errors.retrying);
    await donors.answerNext(failure);
    await expect(loadingStatus(page)).toHaveText(errors.retryFailed);
    expect(await pageTop()).toBe(titleTop);
    expect(await layoutShifts(page)).toEqual([]);

    // Below the fold on a phone: the button brings its dated title into view, focused.
    await page
      .getByRole("button", {
        name: new RegExp(
          `^${escapeRegExp(`${published.open} (`)}${templatePattern(published.dataOf, "data", "\\d{2}/\\d{2}/\\d{4}")}\\)$`,
        ),
      })
      .click();
    await expect(title).toBeFocused();
    await expect(title).toBeInViewport();
  },
);

test(
  "the chart opens with the keyboard to all classes and back, at its heights, the focus kept; no accessibility violations either way",
  { tag: "@any-content" },
  async ({ page }) => {
    test.slow();
    await answerSheets(page);
    await page.goto("/doadores");
    // The live chart, which replaces the published list's, all of whose classes show.
    await expect(page.getByText(LOADING)).toHaveCount(0);
    const table = classTable(page);
    await expect(table.getByRole("rowheader")).toHaveCount(8);
    await expect.poll(() => chartHeight(page)).toBeCloseTo(300, 0);
    await expectNoAxeViolations(page);

    const toggle = page.getByRole("button", { name: chart.showMore });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const collapse = page.getByRole("button", { name: chart.showLess });
    await expect(table.getByRole("rowheader")).toHaveCount(14);
    // The toggle stays where it was, and the next key reaches the classes it opened.
    await expect(collapse).toBeFocused();
    await expect(collapse).toBeInViewport();
    await page.keyboard.press("Tab");
    await expect(table.getByRole("button", { name: "T78" })).toBeFocused();
    await expect.poll(() => chartHeight(page)).toBeCloseTo(600, 0);
    await expectNoAxeViolations(page);

    await collapse.click();
    await expect(table.getByRole("rowheader")).toHaveCount(8);
    await expect.poll(() => chartHeight(page)).toBeCloseTo(300, 0);
  },
);

test(
  "75 classes expanded: every label shows in full, bars at least 16 px apart",
  { tag: "@any-content" },
  async ({ page }) => {
    const sheet = sheetFixture("turmas-75.csv");
    const classCount = sheet.trim().split("\n").length - 1;
    await answerSheets(page, { classes: csv(sheet) });
    await page.goto("/doadores");
    await page.getByRole("button", { name: chart.showMore }).click();
    const table = classTable(page);
    await expect(table.getByRole("rowheader")).toHaveCount(classCount);
    const rows = await table.evaluate((element) =>
      [...element.querySelectorAll("tbody tr")].map((row) => {
        const [label, value] = [
          row.querySelector("th"),
          row.querySelector("td"),
        ];
        const box = (node: Element | null | undefined) => {
          const rect = node?.getBoundingClientRect();
          return {
            top: rect?.top ?? 0,
            bottom: rect?.bottom ?? 0,
            right: rect?.right ?? 0,
          };
        };
        return {
          label: box(label),
          labelClipped: !!label && label.scrollWidth > label.clientWidth,
          value: box(value?.querySelector("span:last-child")),
          bar: box(value?.querySelector("span")),
          tableRight: element.getBoundingClientRect().right,
        };
      }),
    );
    expect(rows).toHaveLength(classCount);
    for (const [index, row] of rows.entries()) {
      expect(row.labelClipped, `label ${index} clipped`).toBe(false);
      expect(
        row.value.right,
        `value ${index} inside the chart`,
      ).toBeLessThanOrEqual(row.tableRight);
      const next = rows[index + 1];
      if (!next) continue;
      expect(
        next.bar.top - row.bar.top,
        `bars ${index} and ${index + 1}`,
      ).toBeGreaterThanOrEqual(16);
      expect(
        next.value.top,
        `values ${index} and ${index + 1} overlap`,
      ).toBeGreaterThanOrEqual(row.value.bottom);
      expect(
        next.label.top,
        `labels ${index} and ${index + 1} overlap`,
      ).toBeGreaterThanOrEqual(row.label.bottom);
    }
  },
);

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test(
    "a class chosen in the chart comes into view; one that gave without names leads to giving with the class chosen",
    { tag: "@any-content" },
    async ({ page }) => {
      test.slow();
      await answerSheets(page, {
        donors: csv(sheetFixture("doadores-busca.csv")),
        classes: csv(sheetFixture("turmas-poucas.csv")),
      });
      await page.goto("/doadores");
      await classTable(page).getByRole("button", { name: "T50" }).click();
      const classView = page.getByRole("region", {
        name: fillIn(donorsPage.classView.title, { turma: "T50" }),
      });
      await expect(classView).toBeFocused();
      await expect(classView.getByRole("heading")).toBeInViewport();
      await expectNoAxeViolations(page);

      await classView
        .getByRole("link", { name: donorsPage.classView.giveWithClass })
        .click();
      await expect(page).toHaveURL(/\/doacao\?turma=T50#doe-por-pix$/);
      const { give } = donationPage;
      await expect(
        page.getByRole("textbox", { name: give.classLabel }),
      ).toHaveValue("T50");
      await expect(
        page.getByRole("status").filter({
          hasText: `${give.amountSummary}: ${give.openAmount} · ${give.classSummary} T50`,
        }),
      ).toBeVisible();
    },
  );

  test("the sample's donors fit in 5 screens, without sideways scroll, the search on the first", async ({
    page,
  }) => {
    await answerSheets(page, { donors: csv(SAMPLE_DONORS) });
    await page.goto("/doadores");
    // The live list, which lists the same donors as the published one it replaces.
    await expect(page.getByText(LOADING)).toHaveCount(0);
    // Every donor of the sample is listed, each under its tier, before the tiers are measured.
    for (const { tier, donors } of publishedTiers) {
      await expect(
        tierSection(page, tiers[tier].title).getByRole("listitem"),
      ).toHaveCount(donors.length);
    }
    const tierBoxes = await Promise.all(
      publishedTiers.map(({ tier }) =>
        tierSection(page, tiers[tier].title).boundingBox(),
      ),
    );
    const top = tierBoxes[0]!.y;
    const last = tierBoxes.at(-1)!;
    expect((last.y + last.height - top) / 812).toBeLessThanOrEqual(5);
    const searchBox = await page.getByRole("searchbox").boundingBox();
    expect(searchBox!.y + searchBox!.height).toBeLessThanOrEqual(812);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });

  test(
    "a 120-character name and a long class label wrap inside their cards; a chart of few classes keeps its height, its bars at the top",
    { tag: "@any-content" },
    async ({ page }) => {
      const longName = "Bartolomeu".repeat(12);
      const name = "Helena Prado Vasconcelos";
      const classLabel = "AmigosDoInstitutoTecnologicoDeAeronautica";
      await answerSheets(page, {
        donors: csv(
          `nome,turma,tipo\n${longName},T85,Patrono\n${name},${classLabel},Patrono\n`,
        ),
        classes: csv(sheetFixture("turmas-poucas.csv")),
      });
      await page.goto("/doadores");
      const cards = tierSection(page, tiers.patrono.title).getByRole(
        "listitem",
      );
      await expect(cards).toHaveText([
        card(longName, "T85"),
        card(name, classLabel),
      ]);
      const longCard = await cards.first().boundingBox();
      expect(longCard!.x).toBeGreaterThanOrEqual(0);
      expect(longCard!.x + longCard!.width).toBeLessThanOrEqual(375);
      const [cardBox, nameBox, labelBox] = await Promise.all([
        cards.nth(1).boundingBox(),
        cards.nth(1).getByText(name, { exact: true }).boundingBox(),
        cards.nth(1).getByText(classLabel, { exact: true }).boundingBox(),
      ]);
      expect(nameBox!.width, "the name's width").toBeGreaterThanOrEqual(
        cardBox!.width / 2,
      );
      expect(labelBox!.x + labelBox!.width).toBeLessThanOrEqual(
        cardBox!.x + cardBox!.width,
      );
      expect(
        await sidewaysScroll(page),
        "sideways scroll, in pixels",
      ).toBeLessThanOrEqual(0);

      // Rows of the full chart's height, 300 px over 8 classes, from its top.
      const rows = classTable(page)
        .getByRole("row")
        .filter({
          has: page.getByRole("rowheader"),
        });
      await expect(rows).toHaveCount(3);
      await expect.poll(() => chartHeight(page)).toBeCloseTo(300, 0);
      const body = await classTable(page)
        .getByRole("rowgroup")
        .nth(1)
        .boundingBox();
      const first = await rows.first().boundingBox();
      expect(first!.y - body!.y).toBeCloseTo(0, 0);
      expect(first!.height).toBeLessThanOrEqual(300 / 8 + 1);
    },
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the published list stands in for the live part", async ({ page }) => {
    await page.goto("/doadores");
    for (const { tier, donors } of publishedTiers) {
      await expect(
        tierSection(page, tiers[tier].title).getByRole("listitem"),
      ).toHaveCount(donors.length);
      await expect(
        tierSection(page, tiers[tier].title).getByRole("listitem").first(),
      ).toBeVisible();
    }
    await expect(page.getByText(PUBLISHED_DATE)).toBeVisible();
    await expect(page.getByText(LOADING)).toBeHidden();
    await expect(classTable(page)).toBeVisible();
  });
});

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test(
    `at ${viewport.width} px, slow sheets: the published list reads at once, and the live list replaces it without moving the page`,
    { tag: "@any-content" },
    async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(recordLayoutShifts);
      const donors = await holdDonorsSheet(page);
      await page.route(CLASSES_SHEET, csv(SAMPLE_CLASSES));
      await page.goto("/doadores");
      await expect(loadingStatus(page)).toHaveText(LOADING);
      const [{ tier, donors: listed }] = publishedTiers as [
        (typeof publishedTiers)[number],
      ];
      const firstDonor = (part: Locator) =>
        part
          .getByRole("region", { name: tiers[tier].title, exact: true })
          .getByRole("listitem")
          .first();
      await expect(
        firstDonor(page.locator("[data-published-donors]")),
      ).toBeVisible();
      // The sheet answers once the page has painted: the live list comes after the first paint.
      await expect.poll(() => firstContentfulPaints(page)).toBe(1);
      // On a laptop, the published list, read until the live one replaces it, keeps the top bar's
      // column (routes.spec.ts measures the bands at that width).
      if (viewport.width === 1280)
        expect(await everyBandInTheColumn.problems(page)).toEqual([]);
      await donors.answerNext(csv(SAMPLE_DONORS));
      const live = page.locator("[data-live-donors]");
      await expect(firstDonor(live)).toHaveText(
        card(listed[0]!.name, listed[0]!.classLabel),
      );
      await expect(page.getByText(LOADING)).toHaveCount(0);
      await expect(page.getByText(PUBLISHED_DATE)).toBeHidden();
      expect(await layoutShifts(page)).toEqual([]);
    },
  );
}

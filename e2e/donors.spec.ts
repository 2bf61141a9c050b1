import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import AxeBuilder from "@axe-core/playwright";
import type { Page, Route } from "@playwright/test";
import { DONORS_PER_PAGE } from "../app/screens/donors/use-listed-count";
import { campaignFigures } from "../app/lib/campaign-figures";
import { fillIn } from "../app/lib/fill-in";
import { listDonors } from "../app/lib/donor-directory";
import { DONOR_TIERS, groupDonorsByTier } from "../app/lib/donors";
import { parseDonors } from "../app/lib/donors-sheet";
import { parseClassTotals } from "../app/lib/class-totals-sheet";
import { formatLargeReais } from "../app/lib/money";
import { SHEET_ERRORS } from "../app/sheets/sheet-errors";
import {
  buildDay,
  content,
  donationPage,
  figures,
  newsArticles,
  notifyTexts,
  site,
} from "../test/content";
import { expect, test } from "./fixtures";
import { mainNavigation, menuLinkName } from "./menu";
import { asHtmlText, escapeRegExp, templatePattern } from "../test/text-patterns";

// The two sheets the page reads; every test answers them itself.
const DONORS_SHEET = "**/data/doadores.csv";
const CLASSES_SHEET = "**/data/turmas.csv";

const { donorsPage, campaign } = content;
const { chart, errors, finder, participation, published, tiers } = donorsPage;
const LOADING = donorsPage.loading;
const FETCH_FAILED = SHEET_ERRORS.prefix + SHEET_ERRORS.fetchFailed;
const PROCESSING_FAILED = SHEET_ERRORS.prefix + SHEET_ERRORS.processingFailed;
const TABLE_CAPTION = chart.tableCaption;
// The browser logs a sheet answer that is not OK, or a failed request, as a console error.
const FAILED_RESOURCE =
  /^Failed to load resource: .+ http:\/\/[^ ]+\/data\/(doadores|turmas)\.csv$/;

// e2e/fixtures/turmas.csv, summed and sorted: T12 has two rows; T03 and T81 tie and keep
// the sheet's order; zero, empty, invalid and negative rows are dropped.
const CLASS_ORDER = [
  ["T78", "1.234,5"],
  ["T85", "980"],
  ["T91", "875,5"],
  ["T94", "760"],
  ["T88", "610"],
  ["T00", "512"],
  ["T72", "420"],
  ["T97", "330"],
  ["T08", "260"],
  ["T65", "180"],
  ["T12", "102,3"],
  ["T03", "95"],
  ["T81", "95"],
  ["T17", "38"],
];

function fixtureBytes(name: string): Buffer {
  return readFileSync(new URL(`fixtures/${name}`, import.meta.url));
}

function fixture(name: string): string {
  return fixtureBytes(name).toString("utf8");
}

type Answer = (route: Route) => Promise<void>;

const csv =
  (body: string): Answer =>
  (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/csv; charset=utf-8",
      body,
    });

/** Answers both sheets: by default the fixtures doadores.csv and turmas.csv. */
async function answerSheets(
  page: Page,
  {
    donors = csv(fixture("doadores.csv")),
    classes = csv(fixture("turmas.csv")),
  }: { donors?: Answer; classes?: Answer } = {},
) {
  await page.route(DONORS_SHEET, donors);
  await page.route(CLASSES_SHEET, classes);
}

function tierSection(page: Page, title: string) {
  return page.getByRole("region", { name: title, exact: true });
}

/** A table's header row: its two columns. */
const headerRow = (first: string, second: string) =>
  new RegExp(`^${escapeRegExp(first)}\\s*${escapeRegExp(second)}$`);

/** The link for a donor who is not listed, in the search and in the published list. */
const NOT_LISTED = new RegExp(`^${escapeRegExp(donorsPage.finder.notListed)}`);

/** A donor card's text: the name, then the class label. */
const card = (name: string, classLabel: string) =>
  new RegExp(`^${escapeRegExp(name)}\\s*${escapeRegExp(classLabel)}$`);

async function expectTiers(page: Page, tiers: Record<string, string[][]>) {
  for (const [title, donors] of Object.entries(tiers)) {
    await expect(
      tierSection(page, title).getByRole("listitem"),
      `cards under ${title}`,
    ).toHaveText(donors.map(([name, classLabel]) => card(name!, classLabel!)));
  }
}

const FIXTURE_TIERS = {
  [tiers.patrono.title]: [
    ["Helena Prado Vasconcelos", "T85"],
    ["Renata Duarte Falcão", "T94"],
  ],
  [tiers["associado-benemerito"].title]: [["Otávio Ramos Siqueira", "T78"]],
  [tiers.associado.title]: [
    ["Igor Bastos Carvalho", "T72"],
    ["Lima, Beatriz Andrade", "T91"],
  ],
  [tiers.doador.title]: [
    ["Caio Teixeira Moura", "T00"],
    ["Marta Quintas Rebouças", "T97"],
  ],
};

/** The page's own live region: loading, retries (the site's shell has a status region of its own). */
function loadingStatus(page: Page) {
  return page.getByRole("main").getByRole("status");
}

/** The chart is a table: one row per class, a bar and its value in the second column. */
function classTable(page: Page) {
  return page.getByRole("table", { name: TABLE_CAPTION });
}

/** Height of the chart's bars: the table body. */
async function chartHeight(page: Page) {
  return (await classTable(page).getByRole("rowgroup").nth(1).boundingBox())
    ?.height;
}

test("the prerendered page shows the loading text inside the site's shell", async ({
  request,
}) => {
  const html = await (await request.get("/doadores")).text();
  expect(html).toContain(LOADING);
  expect(html).toContain("<header");
  expect(html).toContain("<footer");
  expect(html).toMatch(
    new RegExp(`<h1[^>]*>${escapeRegExp(asHtmlText(donorsPage.title))}</h1>`),
  );
});

/**
 * Opens /doadores with its donors sheet held once requested; resolves to the call that answers it.
 */
async function openWithDonorsHeld(page: Page): Promise<() => Promise<void>> {
  let answerDonors = async () => {};
  let donorsRequested = () => {};
  const isDonorsRequested = new Promise<void>((resolve) => {
    donorsRequested = resolve;
  });
  await answerSheets(page, {
    donors: async (route) => {
      answerDonors = () => csv(fixture("doadores.csv"))(route);
      donorsRequested();
    },
  });
  await page.goto("/doadores");
  await isDonorsRequested;
  return answerDonors;
}

test("the loading text shows until both sheets answer", async ({ page }) => {
  const answerDonors = await openWithDonorsHeld(page);
  await expect(loadingStatus(page)).toHaveText(LOADING);
  await expect(
    page.getByRole("heading", { name: tiers.patrono.title }),
  ).toHaveCount(0);
  await answerDonors();
  await expect(
    page.getByRole("heading", { name: tiers.patrono.title }),
  ).toBeVisible();
  await expect(page.getByText(LOADING)).toHaveCount(0);
});

test("donors appear under their tier headings, in alphabetical order", async ({
  page,
}) => {
  await answerSheets(page);
  await page.goto("/doadores");
  await expect(
    page.getByRole("heading", { level: 1, name: donorsPage.title }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText([
    ...DONOR_TIERS.map((tier) => tiers[tier].title),
    campaign.title,
    donorsPage.chart.title,
    donorsPage.callToAction.title,
    // The footer's own headings.
    site.interface.footer.entityTitle,
    site.interface.footer.contactTitle,
  ]);
  await expectTiers(page, FIXTURE_TIERS);
  for (const { description } of DONOR_TIERS.map((tier) => tiers[tier])) {
    await expect(
      page.getByText(description).filter({ visible: true }),
    ).toBeVisible();
  }
  await expect(
    page
      .getByRole("main")
      .getByRole("link", { name: donorsPage.callToAction.linkLabel }),
  ).toHaveAttribute("href", "/doacao");
});

test("a tier without donors is not shown", async ({ page }) => {
  await answerSheets(page, {
    donors: csv(fixture("doadores-sem-associados.csv")),
  });
  await page.goto("/doadores");
  await expectTiers(page, {
    [tiers.patrono.title]: [["Helena Prado Vasconcelos", "T85"]],
    [tiers.doador.title]: [["Caio Teixeira Moura", "T00"]],
  });
  await expect(
    page.getByRole("heading", { name: tiers["associado-benemerito"].title }),
  ).toHaveCount(0);
  await expect(
    page.getByRole("heading", { name: tiers.associado.title, exact: true }),
  ).toHaveCount(0);
});

test("types are read whatever their case, accents and spaces; empty or unknown ones are Doadores", async ({
  page,
}) => {
  await answerSheets(page, { donors: csv(fixture("doadores-grafias.csv")) });
  await page.goto("/doadores");
  await expectTiers(page, {
    [tiers.patrono.title]: [
      ["Alice Monteiro Sales", "T85"],
      ["Heitor Vidal Peixoto", "T88"],
    ],
    [tiers["associado-benemerito"].title]: [
      ["Bento Figueira Lobo", "T78"],
      ["Fausto Lacerda Pires", "T72"],
    ],
    [tiers.associado.title]: [["Cecília Rangel Dutra", "T91"]],
    [tiers.doador.title]: [
      ["Davi Coutinho Paes", "T00"],
      ["Estela Brandão Leme", "T94"],
      ["Gilda Paranhos Assis", "T97"],
    ],
  });
});

const sheetFormats: Array<[string, (text: string) => string]> = [
  [
    "English headers",
    (text) => text.replace("Nome,Turma,Tipo", "name,turma,type"),
  ],
  [
    "headers in capitals, without accents, with spaces",
    (text) => text.replace("Nome,Turma,Tipo", " NOME , TURMA , TIPO "),
  ],
  ["a UTF-8 BOM", (text) => `\uFEFF${text}`],
  ["CRLF line ends", (text) => text.replaceAll("\n", "\r\n")],
  [
    "a BOM, CRLF and English headers together",
    (text) =>
      `\uFEFF${text.replace("Nome,Turma,Tipo", "Name,Turma,Type").replaceAll("\n", "\r\n")}`,
  ],
  ["empty lines", (text) => `\n${text.replaceAll("\n", "\n\n")},,\n\n`],
];

for (const [format, rewrite] of sheetFormats) {
  test(`the donors sheet is read with ${format}`, async ({ page }) => {
    const sheet = rewrite(fixture("doadores.csv"));
    expect(sheet).not.toBe(fixture("doadores.csv"));
    await answerSheets(page, { donors: csv(sheet) });
    await page.goto("/doadores");
    await expectTiers(page, FIXTURE_TIERS);
  });
}

test("the class sheet is read with English headers, a BOM and CRLF", async ({
  page,
}) => {
  const sheet = `\uFEFF${fixture("turmas.csv")
    .replace("Turma,Valor", "TURMA,Value")
    .replaceAll("\n", "\r\n")}`;
  await answerSheets(page, { classes: csv(sheet) });
  await page.goto("/doadores");
  await expect(classTable(page).getByRole("rowheader")).toHaveText(
    CLASS_ORDER.slice(0, 8).map(([turma]) => turma!),
  );
});

test("the chart shows the top 8 classes, largest first, and expands to all of them", async ({
  page,
}) => {
  await answerSheets(page);
  await page.goto("/doadores");
  const table = classTable(page);
  const top8 = CLASS_ORDER.slice(0, 8);

  await expect(table.getByRole("row")).toHaveText([
    headerRow(chart.classColumn, chart.amountColumn),
    ...top8.map(([turma, amount]) => `${turma}${amount}`),
  ]);
  await expect(table).toBeVisible();
  await expect.poll(() => chartHeight(page)).toBeCloseTo(300, 0);

  const toggle = page.getByRole("button", { name: chart.showMore });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  const controlled = await toggle.getAttribute("aria-controls");
  await expect(
    page.locator(`[id="${controlled}"]`).getByRole("table"),
  ).toHaveAccessibleName(TABLE_CAPTION);
  await toggle.focus();
  await page.keyboard.press("Enter");

  const collapse = page.getByRole("button", { name: chart.showLess });
  await expect(collapse).toHaveAttribute("aria-expanded", "true");
  await expect(table.getByRole("rowheader")).toHaveText(
    CLASS_ORDER.map(([turma]) => turma!),
  );
  // The toggle stays where it was, and the next key reaches the classes it opened.
  await expect(collapse).toBeFocused();
  await expect(collapse).toBeInViewport();
  await page.keyboard.press("Tab");
  await expect(
    table.getByRole("button", { name: CLASS_ORDER[0]![0] }),
  ).toBeFocused();
  await expect.poll(() => chartHeight(page)).toBeCloseTo(600, 0);

  await collapse.click();
  await expect(
    page.getByRole("button", { name: chart.showMore }),
  ).toHaveAttribute("aria-expanded", "false");
  await expect(table.getByRole("rowheader")).toHaveCount(8);
  await expect.poll(() => chartHeight(page)).toBeCloseTo(300, 0);
});

test("with 8 classes or fewer, all show and there is no toggle", async ({
  page,
}) => {
  await answerSheets(page, { classes: csv(fixture("turmas-poucas.csv")) });
  await page.goto("/doadores");
  await expect(classTable(page).getByRole("row")).toHaveText([
    new RegExp(`^${escapeRegExp(chart.classColumn)}`),
    "T98250",
    "T05150",
    "T5090",
  ]);
  await expect(page.getByRole("button", { name: chart.showMore })).toHaveCount(
    0,
  );
  await expect.poll(() => chartHeight(page)).toBeCloseTo(300, 0);
});

test("each bar's tooltip reads its amount as 'R$ … mil'", async ({ page }) => {
  await answerSheets(page);
  await page.goto("/doadores");
  const [[turma, amount]] = CLASS_ORDER as [[string, string]];
  const row = classTable(page).getByRole("row", {
    name: new RegExp(`^${turma}`),
  });
  await expect(row.getByRole("cell")).toHaveText(amount);
  await expect(row.getByRole("cell")).toHaveAttribute(
    "title",
    `R$ ${amount} mil`,
  );
});

test("names and class labels holding HTML are shown as text and never run", async ({
  page,
}) => {
  await answerSheets(page, { donors: csv(fixture("doadores-html.csv")) });
  await page.goto("/doadores");
  await expectTiers(page, {
    [tiers.patrono.title]: [["<img src=x onerror=window.__pwned=1>", "T85"]],
    [tiers.associado.title]: [["<b>Negrito Falso</b>", "<i>T91</i>"]],
    [tiers.doador.title]: [["<script>window.__pwned=2</script>", "T78"]],
  });
  await expect(page.locator("main img")).toHaveCount(0);
  expect(await page.evaluate(() => "__pwned" in window)).toBe(false);
});

const failures: Array<{
  situation: string;
  answers: { donors?: Answer; classes?: Answer };
  message: string | RegExp;
  logsFailedResource?: boolean;
}> = [
  {
    situation: "the donors sheet answers 500",
    answers: { donors: (route) => route.fulfill({ status: 500, body: "" }) },
    message: FETCH_FAILED,
    logsFailedResource: true,
  },
  {
    situation: "the class sheet answers 404",
    answers: { classes: (route) => route.fulfill({ status: 404, body: "" }) },
    message: FETCH_FAILED,
    logsFailedResource: true,
  },
  {
    situation: "the donors sheet has an unclosed quote",
    answers: { donors: csv(fixture("doadores-aspas-abertas.csv")) },
    message: PROCESSING_FAILED,
  },
  {
    situation: "an unpublished sheet answers its sign-in page with status 200",
    answers: {
      classes: (route) =>
        route.fulfill({
          status: 200,
          contentType: "text/html; charset=utf-8",
          body: fixture("planilha-nao-publicada.html"),
        }),
    },
    message: PROCESSING_FAILED,
  },
  {
    situation: "a sheet answers an HTML page labelled as CSV",
    answers: { donors: csv(fixture("planilha-nao-publicada.html")) },
    message: PROCESSING_FAILED,
  },
  {
    situation: "the donors sheet has no turma column",
    answers: { donors: csv(fixture("doadores-sem-turma.csv")) },
    message: PROCESSING_FAILED,
  },
  {
    situation: "the class sheet has no valor column",
    answers: { classes: csv(fixture("turmas-sem-valor.csv")) },
    message: PROCESSING_FAILED,
  },
  {
    situation: "the network fails",
    answers: { donors: (route) => route.abort("failed") },
    // The browser's own "Failed to fetch" is English; the page says it in pt-BR.
    message: SHEET_ERRORS.prefix + errors.networkFailed,
    logsFailedResource: true,
  },
];

for (const { situation, answers, message, logsFailedResource } of failures) {
  test(`when ${situation}, the page says so and offers to try again`, async ({
    page,
    pageProblems,
  }) => {
    if (logsFailedResource) pageProblems.allow(FAILED_RESOURCE);
    await answerSheets(page, answers);
    await page.goto("/doadores");
    await expect(page.getByRole("alert")).toHaveText(message);
    await expect(
      page.getByRole("button", { name: errors.retry }),
    ).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(
      page.getByRole("heading", { name: tiers.patrono.title }),
    ).toHaveCount(0);
  });
}

test("when the sheets take longer than 15 seconds, the page gives up and says so", async ({
  page,
}) => {
  await page.clock.install();
  // The donors sheet is held, and never answered.
  await openWithDonorsHeld(page);
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
  await expect(page.getByRole("button", { name: errors.retry })).toBeVisible();
});

test("'Tentar novamente' loads the sheets again and shows the donors", async ({
  page,
  pageProblems,
}) => {
  pageProblems.allow(FAILED_RESOURCE);
  let donorRequests = 0;
  await answerSheets(page, {
    donors: (route) => {
      donorRequests += 1;
      return donorRequests === 1
        ? route.fulfill({ status: 503, body: "" })
        : csv(fixture("doadores.csv"))(route);
    },
  });
  await page.goto("/doadores");
  await expect(page.getByRole("alert")).toHaveText(FETCH_FAILED);
  await page.getByRole("button", { name: errors.retry }).click();
  await expectTiers(page, FIXTURE_TIERS);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(classTable(page).getByRole("rowheader")).toHaveCount(8);
  expect(donorRequests).toBe(2);
});

test("leaving before the sheets answer cancels their requests", async ({
  page,
}) => {
  await answerSheets(page, { donors: async () => {} });
  const donorsCancelled = page.waitForEvent("requestfailed", (request) =>
    request.url().endsWith("/data/doadores.csv"),
  );
  const donorsRequested = page.waitForRequest(/\/data\/doadores\.csv$/);
  await page.goto("/doadores");
  await donorsRequested;
  await expect(loadingStatus(page)).toHaveText(LOADING);
  await mainNavigation(page)
    .getByRole("link", { name: menuLinkName("/noticias"), exact: true })
    .click();
  await expect(page).toHaveURL(/\/noticias$/);
  expect((await donorsCancelled).failure()?.errorText).toBe("net::ERR_ABORTED");
});

test("the loaded page has no accessibility violations, collapsed or expanded", async ({
  page,
}) => {
  await answerSheets(page);
  await page.goto("/doadores");

  await expect(classTable(page).getByRole("rowheader")).toHaveCount(8);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole("button", { name: chart.showMore }).click();
  await expect(classTable(page).getByRole("rowheader")).toHaveCount(14);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test("feminine and plural types land in their tier; an unknown one is a Doador and is reported", async ({
  page,
}) => {
  await answerSheets(page, {
    donors: csv(fixture("doadores-genero-numero.csv")),
  });
  await page.goto("/doadores");
  await expectTiers(page, {
    [tiers.patrono.title]: [
      ["Alice Monteiro Sales", "T85"],
      ["Bento Figueira Lobo", "T78"],
    ],
    [tiers["associado-benemerito"].title]: [
      ["Cecília Rangel Dutra", "T91"],
      ["Davi Coutinho Paes", "T00"],
      ["Estela Brandão Leme", "T94"],
    ],
    [tiers.associado.title]: [
      ["Fausto Lacerda Pires", "T72"],
      ["Gilda Paranhos Assis", "T97"],
    ],
    [tiers.doador.title]: [
      ["Heitor Vidal Peixoto", "T88"],
      ["Íris Campelo Nunes", "T65"],
    ],
  });
  // The default classes sheet has rows of its own to report.
  const summary = page.getByText(
    new RegExp(`^${escapeRegExp(donorsPage.notices.summary)} \\(\\d+\\)$`),
  );
  await summary.click();
  await expect(
    page
      .getByRole("group")
      .filter({ has: summary })
      .getByRole("listitem")
      .filter({ hasText: "Planilha de doadores" }),
  ).toHaveText([
    "Planilha de doadores, linha 10: tipo “Mecenas” não reconhecido; contado como Doador. Escreva “Patrono”, “Associado Benemérito”, “Associado” ou “Doador”.",
  ]);
});

// e2e/fixtures/turmas-com-total.csv: every spelling of a class and an amount; a negative,
// an unreadable and a zero amount, and a TOTAL row, left out and reported.
const SPELLED_CLASS_ORDER = [
  ["T94", "1.200"],
  ["T72", "1.000"],
  ["T00", "1.000"],
  ["T78", "5"],
  ["T85", "1,2"],
  ["T91", "1,2"],
];

test("a TOTAL row is not charted; amounts in every notation are read; left-out rows are listed", async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await answerSheets(page, {
    classes: csv(fixture("turmas-com-total.csv")),
  });
  await page.goto("/doadores");
  await expect(classTable(page).getByRole("row")).toHaveText([
    new RegExp(`^${escapeRegExp(chart.classColumn)}`),
    ...SPELLED_CLASS_ORDER.map(([turma, amount]) => `${turma}${amount}`),
  ]);
  const summary = page.getByText(`${donorsPage.notices.summary} (4)`);
  await summary.click();
  const reported = [
    "Planilha de turmas, linha 8: valor “(1.000,00)” negativo; linha ignorada.",
    "Planilha de turmas, linha 9: valor “abc” ilegível; linha ignorada.",
    "Planilha de turmas, linha 10: valor “0” é zero; linha ignorada.",
    "Planilha de turmas, linha 11: “TOTAL” não é uma turma (escreva T98, 1998 ou Turma de 1998); linha fora do gráfico.",
  ];
  await expect(
    page.getByRole("group").filter({ has: summary }).getByRole("listitem"),
  ).toHaveText(reported);
  expect(warnings.join("\n")).toContain(reported[3]);
});

test("75 classes expanded: every label shows in full, bars at least 16 px apart", async ({
  page,
}) => {
  const sheet = fixture("turmas-75.csv");
  const classCount = sheet.trim().split("\n").length - 1;
  await answerSheets(page, { classes: csv(sheet) });
  await page.goto("/doadores");
  await page.getByRole("button", { name: chart.showMore }).click();
  const table = classTable(page);
  await expect(table.getByRole("rowheader")).toHaveCount(classCount);
  const rows = await table.evaluate((element) =>
    [...element.querySelectorAll("tbody tr")].map((row) => {
      const [label, value] = [row.querySelector("th"), row.querySelector("td")];
      const box = (node: Element | null | undefined) => {
        const rect = node?.getBoundingClientRect();
        return {
          top: rect?.top ?? 0,
          bottom: rect?.bottom ?? 0,
          right: rect?.right ?? 0,
        };
      };
      const valueText = value?.querySelector("span:last-child");
      return {
        label: box(label),
        labelClipped: !!label && label.scrollWidth > label.clientWidth,
        value: box(valueText),
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
  for (const rowheader of await table.getByRole("rowheader").all()) {
    await expect(rowheader).toBeVisible();
  }
});

// e2e/fixtures/turmas-poucas.csv, every row read. (The campaign keeps its published figure when a
// row's amount is refused: e2e/donor-sheets.spec.ts.)
const FEW_CLASSES_REAIS = 150_000 + 250_000 + 90_000;
// The campaign as content/pt-BR/numeros.yml states it on the build's day: committed against the
// goal, or ended; what the classes sheet says was received never moves it.
const CAMPAIGN = campaignFigures(figures, campaign.committedOfGoal, buildDay);

for (const path of ["/doadores", "/doacao"]) {
  test(`${path} shows what the classes sheet received on its own line, beside the campaign`, async ({
    page,
  }) => {
    await answerSheets(page, { classes: csv(fixture("turmas-poucas.csv")) });
    await page.goto(path);
    const section = page.getByRole("region", { name: campaign.title });
    await expect(section).toContainText(
      `${formatLargeReais(FEW_CLASSES_REAIS)}, ${campaign.receivedLive}`,
    );
    await expect(section).toContainText(CAMPAIGN.text);
    const bar = section.getByRole("progressbar", {
      name: campaign.progressLabel,
    });
    if (CAMPAIGN.state === "ended") {
      await expect(bar).toHaveCount(0);
      return;
    }
    await expect(bar).toHaveAttribute("aria-valuetext", CAMPAIGN.text);
    await expect(bar).toHaveAttribute(
      "aria-valuenow",
      String(Math.round(CAMPAIGN.filledPercent)),
    );
  });
}

test("participation: the classes with the most donors, however the class is typed", async ({
  page,
}) => {
  await answerSheets(page, {
    donors: csv(fixture("doadores-participacao.csv")),
  });
  await page.goto("/doadores");
  const ranking = page.getByRole("table", {
    name: participation.tableCaption,
  });
  await expect(ranking.getByRole("row")).toHaveText([
    headerRow(participation.classColumn, participation.countColumn),
    "T853",
    "T912",
    "T781",
  ]);
  await expect(ranking.getByRole("cell").first()).toHaveAttribute(
    "title",
    `3 ${participation.donorsUnit.other}`,
  );
});

test("a missing column is named, with the headers found, behind 'Detalhes'", async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await answerSheets(page, { classes: csv(fixture("turmas-sem-valor.csv")) });
  await page.goto("/doadores");
  await expect(page.getByRole("alert")).toHaveText(PROCESSING_FAILED);
  const diagnosis =
    "Planilha de turmas: falta a coluna “valor” ou “value” na primeira linha; colunas encontradas: “turma”, “total”.";
  await expect(page.getByText(diagnosis)).toBeHidden();
  await page.getByText(errors.details, { exact: true }).click();
  await expect(page.getByText(diagnosis)).toBeVisible();
  expect(warnings.join("\n")).toContain(diagnosis);
});

test("the first bad row of a broken sheet is named", async ({ page }) => {
  await answerSheets(page, {
    donors: csv(fixture("doadores-aspas-abertas.csv")),
  });
  await page.goto("/doadores");
  await page.getByText(errors.details, { exact: true }).click();
  await expect(
    page.getByText(
      "Planilha de doadores: linha 2: aspas abertas e nunca fechadas.",
    ),
  ).toBeVisible();
});

/** The top bar's link to this page, as content/pt-BR/site.yml names it. */
const DONORS_LINK = menuLinkName("/doadores");

/** Holds the donors sheet until `release` is called; counts its requests and cancellations. */
async function holdDonorsSheet(page: Page) {
  const held: Route[] = [];
  const counts = { requests: 0, cancelled: 0 };
  page.on("requestfailed", (request) => {
    if (request.url().endsWith("/data/doadores.csv")) counts.cancelled += 1;
  });
  await answerSheets(page, {
    donors: async (route) => {
      counts.requests += 1;
      held.push(route);
    },
  });
  const release = async () => {
    for (const route of held.splice(0)) {
      await csv(fixture("doadores.csv"))(route).catch(() => {});
    }
  };
  return { counts, release };
}

function topBarLink(page: Page, name: string) {
  return mainNavigation(page).getByRole("link", { name, exact: true });
}

test("with slow sheets, clicking 'Doadores' shows the page and its loading message at once", async ({
  page,
}) => {
  const { counts, release } = await holdDonorsSheet(page);
  await page.goto("/noticias");
  const clickedAt = Date.now();
  await topBarLink(page, DONORS_LINK).click();
  await expect(page).toHaveURL(/\/doadores$/);
  // The sheet is asked for once the page runs, and held: the page and its message did not wait.
  await expect(loadingStatus(page)).toHaveText(LOADING);
  await expect.poll(() => counts.requests).toBe(1);
  test.info().annotations.push({
    type: "click to loading message, as seen by the test",
    description: `${Date.now() - clickedAt} ms`,
  });

  await release();
  await expectTiers(page, FIXTURE_TIERS);
});

test("Back and Forward show the right page while the sheets are slow", async ({
  page,
}) => {
  const { counts, release } = await holdDonorsSheet(page);
  await page.goto("/noticias/1");
  await topBarLink(page, DONORS_LINK).click();
  await expect(loadingStatus(page)).toHaveText(LOADING);
  await expect.poll(() => counts.requests).toBe(1);
  await page.goBack();
  await expect(page).toHaveURL(/\/noticias\/1$/);
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: newsArticles.find(({ id }) => id === 1)?.title,
    }),
  ).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/doadores$/);
  await expect(loadingStatus(page)).toHaveText(LOADING);
  // The page asks for the sheet again once its island runs.
  await expect.poll(() => counts.requests).toBe(2);
  await release();
  await expectTiers(page, FIXTURE_TIERS);
});

test("'Tentar novamente' keeps the keyboard focus and announces each attempt and its outcome", async ({
  page,
  pageProblems,
}) => {
  pageProblems.allow(FAILED_RESOURCE);
  const held: Route[] = [];
  await answerSheets(page, {
    donors: async (route) => {
      held.push(route);
    },
  });
  const answerHeld = async (answer: Answer) => {
    await expect.poll(() => held.length).toBe(1);
    await answer(held.pop()!);
  };
  const failure: Answer = (route) => route.fulfill({ status: 503, body: "" });
  await page.goto("/doadores");
  await answerHeld(failure);
  await expect(page.getByRole("alert")).toHaveText(FETCH_FAILED);

  const retry = page.getByRole("button", { name: errors.retry });
  await retry.focus();
  await page.keyboard.press("Enter");
  await expect(loadingStatus(page)).toHaveText(errors.retrying);
  await expect(retry).toBeFocused();
  await answerHeld(failure);
  await expect(loadingStatus(page)).toHaveText(errors.retryFailed);
  await expect(retry).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(loadingStatus(page)).toHaveText(errors.retrying);
  await answerHeld(csv(fixture("doadores.csv")));
  await expect(loadingStatus(page)).toHaveText(errors.loaded);
  await expectTiers(page, FIXTURE_TIERS);
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("a connection dropped in the middle of a sheet shows a Portuguese message", async ({
  page,
  pageProblems,
}) => {
  pageProblems.allow(FAILED_RESOURCE);
  // A server that sends half of the sheet, then drops the connection.
  const body = Buffer.from(fixture("doadores.csv"));
  const server = createServer((request, response) => {
    response.writeHead(200, {
      "content-type": "text/csv; charset=utf-8",
      "content-length": String(body.length),
    });
    response.write(body.subarray(0, body.length / 2), () =>
      setTimeout(() => response.socket?.destroy(), 100),
    );
  });
  // On a free loopback port; the page still asks its own origin, the route forwards the request.
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await answerSheets(page, {
      donors: (route) =>
        route.continue({ url: `http://127.0.0.1:${port}/doadores.csv` }),
    });
    await page.goto("/doadores");
    await expect(page.getByRole("alert")).toHaveText(
      SHEET_ERRORS.prefix + errors.interrupted,
    );
    await expect(page.getByRole("main")).not.toContainText("Failed to fetch");
  } finally {
    server.closeAllConnections();
    server.close();
  }
});

test("a sheet saved as Windows-1252 keeps its accents", async ({ page }) => {
  await answerSheets(page, {
    donors: (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/csv",
        body: fixtureBytes("doadores-windows-1252.csv"),
      }),
  });
  await page.goto("/doadores");
  await expectTiers(page, {
    [tiers.patrono.title]: [["João Conceição Araújo", "T85"]],
    [tiers.associado.title]: [["Lúcia Simões Gonçalves", "T91"]],
  });
});

// The list the build published: the sample sheets, as the tests build without the fund's sheets.
const publishedTiers = groupDonorsByTier(
  listDonors(
    parseDonors(
      readFileSync(
        new URL("../public/data/doadores.csv", import.meta.url),
        "utf8",
      ),
    ).donors,
  ),
);
const PUBLISHED_DATE = new RegExp(
  `^${escapeRegExp(`${published.title}, `)}${templatePattern(published.dataOf, "data", "(\\d{2})/(\\d{2})/(\\d{4})")}$`,
);
const publishedReceived = parseClassTotals(
  readFileSync(new URL("../public/data/turmas.csv", import.meta.url), "utf8"),
).receivedReais;

test("while the sheets load, the search finds donors in the published list, and keeps what was typed when they arrive", async ({
  page,
}) => {
  const answerDonors = await openWithDonorsHeld(page);
  const [{ tier, donors }] = publishedTiers as [
    (typeof publishedTiers)[number],
  ];
  const [donor] = donors as [(typeof donors)[number]];
  const search = page.getByRole("searchbox");
  await search.fill(donor.name);
  await expect(loadingStatus(page)).toHaveText(LOADING);
  const live = page.locator("[data-live-donors]");
  await expect(live.getByText(PUBLISHED_DATE)).toBeVisible();
  await expect(
    tierSection(page, donorsPage.tiers[tier].title)
      .getByRole("listitem")
      .filter({ hasText: donor.name })
      .first(),
  ).toBeVisible();

  await answerDonors();
  await expect(loadingStatus(page)).not.toHaveText(LOADING);
  await expect(live.getByText(PUBLISHED_DATE)).toHaveCount(0);
  await expect(search).toHaveValue(donor.name);
  await expect(search).toBeFocused();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page shows the published donors under their tiers, with the data's date", async ({
    page,
  }) => {
    await page.goto("/doadores");
    for (const { tier, donors } of publishedTiers) {
      await expect(
        tierSection(page, donorsPage.tiers[tier].title).getByRole("listitem"),
      ).toHaveText(
        donors.map(({ name, classLabel }) => card(name, classLabel)),
      );
    }
    const dateLine = page.getByText(PUBLISHED_DATE);
    await expect(dateLine).toBeVisible();
    const [, day, month, year] = PUBLISHED_DATE.exec(
      (await dateLine.textContent()) ?? "",
    )!;
    const readAt = Date.UTC(Number(year), Number(month) - 1, Number(day));
    const ageInDays = (Date.now() - readAt) / 86_400_000;
    expect(ageInDays, "the build read the sheets recently").toBeGreaterThan(-1);
    expect(ageInDays).toBeLessThan(8);
    // The campaign's received figure is the published sheet's, dated alike.
    expect(publishedReceived, "the sample classes sheet adds up").toBeDefined();
    await expect(
      page.getByRole("region", { name: campaign.title }),
    ).toContainText(
      `${formatLargeReais(publishedReceived!)}, ${fillIn(campaign.receivedPublished, { data: `${day}/${month}/${year}` })}`,
    );
    await expect(page.getByText(LOADING)).toBeHidden();
    await expect(page.getByRole("searchbox")).toHaveCount(0);
    await expect(
      page.getByRole("table", { name: TABLE_CAPTION }),
    ).toBeVisible();

    await page.getByRole("link", { name: NOT_LISTED }).click();
    await expect(
      page.getByRole("region", { name: notifyTexts.title }),
    ).toBeInViewport();
  });
});

test("after a failed load, the published list opens, dated, in view on a phone; no accessibility violations either way", async ({
  page,
  pageProblems,
}) => {
  // Two axe runs over the whole donors page, each some seconds on a slow machine.
  test.slow();
  pageProblems.allow(FAILED_RESOURCE);
  await page.setViewportSize({ width: 375, height: 740 });
  await answerSheets(page, {
    donors: (route) => route.fulfill({ status: 500, body: "" }),
  });
  await page.goto("/doadores");
  await expect(page.getByRole("alert")).toHaveText(FETCH_FAILED);
  const [firstTier] = publishedTiers;
  const firstDonor = page.getByText(firstTier!.donors[0]!.name).first();
  await expect(firstDonor).toBeHidden();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const open = page.getByRole("button", {
    name: new RegExp(
      `^${escapeRegExp(`${published.open} (`)}${templatePattern(published.dataOf, "data", "\\d{2}/\\d{2}/\\d{4}")}\\)$`,
    ),
  });
  await expect(open).toHaveAttribute("aria-expanded", "false");
  await open.click();
  const close = page.getByRole("button", {
    name: new RegExp(`^${escapeRegExp(`${published.close} (`)}`),
  });
  await expect(close).toHaveAttribute("aria-expanded", "true");
  // It opens below the fold: its dated title takes the focus, in view.
  const title = page.getByRole("heading", { name: PUBLISHED_DATE });
  await expect(title).toBeFocused();
  await expect(title).toBeInViewport();
  // A retry that fails again announces it without pushing the list down.
  const pageTop = () =>
    title.evaluate((element) => element.getBoundingClientRect().top + scrollY);
  const titleTop = await pageTop();
  await page.getByRole("button", { name: errors.retry }).click();
  await expect(loadingStatus(page)).toHaveText(donorsPage.errors.retryFailed);
  expect(await pageTop()).toBe(titleTop);
  await expect(
    tierSection(page, donorsPage.tiers[firstTier!.tier].title).getByRole(
      "listitem",
    ),
  ).toHaveCount(firstTier!.donors.length);
  await expect(firstDonor).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await close.click();
  await expect(firstDonor).toBeHidden();
  await expect(open).toBeFocused();
});

/** The search's field and what it says it found. */
function search(page: Page) {
  const form = page.getByRole("search");
  return {
    field: form.getByRole("searchbox", {
      name: finder.label,
    }),
    found: (text: string) => form.getByText(text, { exact: true }),
  };
}

/** Every donor card listed under the tiers. */
function listedCards(page: Page) {
  return page.getByRole("region").getByRole("listitem");
}

/** Cards that start with these names, in this order. */
const cardsNamed = (names: string[]) =>
  names.map((name) => new RegExp(`^${escapeRegExp(name)}`));

const searches: Array<{ query: string; names: string[]; found: string }> = [
  {
    query: "Joao",
    names: ["João Conceição Araújo", "Sérgio Joãozinho Melo"],
    found: `2 ${finder.found.other}`,
  },
  {
    query: "TOLEDO",
    names: ["Ana Beatriz Toledo"],
    found: `1 ${finder.found.one}`,
  },
  { query: "zzz", names: [], found: finder.noneFound },
];

for (const { query, names, found } of searches) {
  test(`searching "${query}" lists ${names.length} donors across the tiers and says so`, async ({
    page,
  }) => {
    await answerSheets(page, {
      donors: csv(fixture("doadores-busca.csv")),
    });
    await page.goto("/doadores");
    const { field, found: foundText } = search(page);
    await field.fill(query);
    await expect(listedCards(page)).toHaveText(cardsNamed(names));
    await expect(foundText(found)).toHaveAttribute("aria-live", "polite");
    await field.fill("");
    await expect(listedCards(page)).toHaveCount(
      fixture("doadores-busca.csv").trim().split("\n").length - 1,
    );
  });
}

// e2e/fixtures/turmas-poucas.csv: T98 gave R$ 250 mil, T50 R$ 90 mil; doadores-busca.csv lists
// two donors of T98 (one typed "Turma de 1998") and none of T50.
async function openWithFewClasses(page: Page) {
  await answerSheets(page, {
    donors: csv(fixture("doadores-busca.csv")),
    classes: csv(fixture("turmas-poucas.csv")),
  });
  await page.goto("/doadores");
}

/** A class view's heading: "Turma T98". */
const classTitle = (turmaId: string) =>
  fillIn(donorsPage.classView.title, { turma: turmaId });

/** A class view's line: "R$ 250 mil doados · 2 doadores". */
const classSummary = (amount: string, count: number) => {
  const { donated } = donorsPage.classView;
  const { one, other } = donorsPage.participation.donorsUnit;
  return `${fillIn(donated, { valor: amount })} · ${count} ${count === 1 ? one : other}`;
};

/** A class view's sentence about the class: "Os doadores da turma T50 não…". */
const classSentence = (template: string, turmaId: string) =>
  fillIn(template, { turma: turmaId });

for (const query of ["T98", "98", "turma de 1998"]) {
  test(`searching "${query}" shows class T98: its donors, total and count`, async ({
    page,
  }) => {
    await openWithFewClasses(page);
    await search(page).field.fill(query);
    const classView = page.getByRole("region", { name: classTitle("T98") });
    await expect(classView).toContainText(classSummary("R$ 250 mil", 2));
    await expect(classView.getByRole("listitem")).toHaveText([
      card("João Conceição Araújo", "T98"),
      card("Lívia Sampaio Rocha", "Turma de 1998"),
    ]);
    await expect(search(page).found(`2 ${finder.found.other}`)).toBeVisible();
    await expect(
      page.getByRole("heading", { name: tiers.patrono.title }),
    ).toHaveCount(0);
  });
}

test("a class typed '98' or 'ITA 98' is T98 in both sheets; a class the classes sheet lacks says so", async ({
  page,
}) => {
  await answerSheets(page, {
    donors: csv(
      "nome,turma,tipo\nÁlvaro Souza Neto,98,Doador\nBruna Lopes Vieira,ITA 98,Associado\nCaio Teixeira Moura,T00,Patrono\n",
    ),
    classes: csv('turma,valor\n98,"R$ 250.000,00"\n'),
  });
  await page.goto("/doadores");
  await expect(classTable(page).getByRole("rowheader")).toHaveText(["T98"]);
  await search(page).field.fill("T98");
  const classView = page.getByRole("region", { name: classTitle("T98") });
  await expect(classView).toContainText(classSummary("R$ 250 mil", 2));
  await expect(classView.getByRole("listitem")).toHaveText([
    card("Álvaro Souza Neto", "98"),
    card("Bruna Lopes Vieira", "ITA 98"),
  ]);
  await search(page).field.fill("T00");
  await expect(
    page.getByRole("region", { name: classTitle("T00") }),
  ).toContainText(
    `${donorsPage.classView.noAmount} · 1 ${donorsPage.participation.donorsUnit.one}`,
  );
});

test("a class chosen in the chart comes into view; one that gave without names leads to giving with the class chosen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openWithFewClasses(page);
  await classTable(page).getByRole("button", { name: "T50" }).click();
  await expect(search(page).field).toHaveValue("T50");
  const classView = page.getByRole("region", { name: classTitle("T50") });
  await expect(classView).toBeFocused();
  await expect(classView.getByRole("heading")).toBeInViewport();
  // Its donors are not listed by name: its amount alone, never "0 doadores".
  await expect(classView).toContainText(
    fillIn(donorsPage.classView.donated, { valor: "R$ 90 mil" }),
  );
  await expect(classView).not.toContainText(classSummary("R$ 90 mil", 0));
  await expect(classView).toContainText(
    classSentence(donorsPage.classView.unnamedDonors, "T50"),
  );
  await expect(search(page).found(finder.noneFound)).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The link leads to the Pix block with the class chosen for the gift.
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
});

test("a class with nothing on the sheets invites its alumni to be the first", async ({
  page,
}) => {
  await openWithFewClasses(page);
  // In neither fixture.
  await search(page).field.fill("T12");
  const classView = page.getByRole("region", { name: classTitle("T12") });
  await expect(classView).toContainText(
    classSentence(donorsPage.classView.noDonors, "T12"),
  );
  await expect(classView).not.toContainText(
    fillIn(donorsPage.classView.donated, { valor: "" }).trim(),
  );
  await expect(search(page).field).toBeFocused();
  await expect(
    classView.getByRole("link", { name: donorsPage.classView.invite }),
  ).toHaveAttribute("href", "/doacao?turma=T12#doe-por-pix");
});

test("'Não encontrou seu nome?' leads to the donation page's form to tell the fund", async ({
  page,
}) => {
  await answerSheets(page);
  await page.goto("/doadores");
  await page.getByRole("link", { name: NOT_LISTED }).click();
  await expect(page).toHaveURL(/\/doacao#avise-o-fundo$/);
  await expect(
    page.getByRole("region", { name: notifyTexts.title }),
  ).toBeInViewport();
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the sample's donors fit in 5 screens, without sideways scroll, the search on the first", async ({
    page,
  }) => {
    await answerSheets(page, {
      donors: csv(
        readFileSync(
          new URL("../public/data/doadores.csv", import.meta.url),
          "utf8",
        ),
      ),
    });
    await page.goto("/doadores");
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
    const searchBox = await search(page).field.boundingBox();
    expect(searchBox!.y + searchBox!.height).toBeLessThanOrEqual(812);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(375);
  });
});

test("a tier longer than a page lists a page of donors, then more on request, and the search finds the rest", async ({
  page,
}) => {
  const total = DONORS_PER_PAGE + 30;
  const rows = Array.from(
    { length: total },
    (_, index) => `Doadora ${String(index).padStart(3, "0")},T98,Doador`,
  );
  await answerSheets(page, {
    donors: csv(["nome,turma,tipo", ...rows].join("\n")),
  });
  await page.goto("/doadores");
  const tier = tierSection(page, donorsPage.tiers.doador.title);
  await expect(tier.getByRole("listitem")).toHaveCount(DONORS_PER_PAGE);
  await expect(page.getByText("Doadora 129")).toHaveCount(0);

  const more = tier.getByRole("button", {
    name: fillIn(donorsPage.finder.showMore, { quantidade: 30 }),
  });
  await more.click();
  await expect(tier.getByRole("listitem")).toHaveCount(total);
  await expect(more).toHaveCount(0);
  // The button went with the last page: the focus is on the first name it added.
  await expect(tier.getByRole("listitem").nth(DONORS_PER_PAGE)).toBeFocused();

  await search(page).field.fill("Doadora 129");
  await expect(listedCards(page)).toHaveText(cardsNamed(["Doadora 129"]));
});

import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures";

// The two sheets the page reads; every test answers them itself.
const DONORS_SHEET = "**/data/doadores.csv";
const CLASSES_SHEET = "**/data/turmas.csv";

const LOADING = "Carregando dados dos doadores...";
const FETCH_FAILED =
  "Erro ao carregar dados: Falha ao buscar dados das planilhas.";
const PROCESSING_FAILED =
  "Erro ao carregar dados: Erro ao processar dados das planilhas.";
const CHART_LABEL = "Gráfico de barras: total doado por turma, em R$ mil";
const TABLE_CAPTION = "Total doado por turma, em R$ mil";
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

function fixture(name: string): string {
  return readFileSync(new URL(`fixtures/${name}`, import.meta.url), "utf8");
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

const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

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
  Patronos: [
    ["Helena Prado Vasconcelos", "T85"],
    ["Renata Duarte Falcão", "T94"],
  ],
  "Associados Beneméritos": [["Otávio Ramos Siqueira", "T78"]],
  Associados: [
    ["Lima, Beatriz Andrade", "T91"],
    ["Igor Bastos Carvalho", "T72"],
  ],
  Doadores: [
    ["Caio Teixeira Moura", "T00"],
    ["Marta Quintas Rebouças", "T97"],
  ],
};

/** The page's own loading message (the site's shell has a status region of its own). */
function loadingStatus(page: Page) {
  return page.getByRole("main").getByRole("status");
}

function chartSection(page: Page) {
  return page.getByRole("region", { name: "Engajamento por Turma" });
}

/** The chart is drawn as the visitor scrolls towards it. */
async function scrollToChart(page: Page) {
  await chartSection(page).scrollIntoViewIfNeeded();
}

/** The chart's tooltip, a live region inside the chart's section. */
function chartTooltip(page: Page) {
  return chartSection(page).getByRole("status");
}

function classTable(page: Page) {
  return page.getByRole("table", { name: TABLE_CAPTION });
}

function chart(page: Page) {
  return page.getByRole("img", { name: CHART_LABEL });
}

async function chartHeight(page: Page) {
  return (await chart(page).boundingBox())?.height;
}

test("the prerendered page shows the loading text inside the site's shell", async ({
  request,
}) => {
  const html = await (await request.get("/doadores")).text();
  expect(html).toContain(LOADING);
  expect(html).toContain("<header");
  expect(html).toContain("<footer");
  expect(html).toMatch(/<h1[^>]*>Nossos Doadores<\/h1>/);
});

test("the loading text shows until both sheets answer", async ({ page }) => {
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
  await expect(loadingStatus(page)).toHaveText(LOADING);
  await expect(page.getByRole("heading", { name: "Patronos" })).toHaveCount(0);
  await answerDonors();
  await expect(page.getByRole("heading", { name: "Patronos" })).toBeVisible();
  await expect(page.getByText(LOADING)).toHaveCount(0);
});

test("donors appear under their tier headings, in the sheet's order", async ({
  page,
}) => {
  await answerSheets(page);
  await page.goto("/doadores");
  await expect(
    page.getByRole("heading", { level: 1, name: "Nossos Doadores" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText([
    "Patronos",
    "Associados Beneméritos",
    "Associados",
    "Doadores",
    "Engajamento por Turma",
    "Seja o primeiro contribuidor da sua turma!",
    // The footer's own heading.
    "Fale com a gente",
  ]);
  await expectTiers(page, FIXTURE_TIERS);
  for (const description of [
    "Contribuições acima de R$ 1 milhão",
    "Contribuições a partir de R$ 250 mil",
    "Contribuições a partir de R$ 10 mil",
    "Contribuições abaixo de R$ 10 mil",
  ]) {
    await expect(page.getByText(description)).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Doe agora!" })).toHaveAttribute(
    "href",
    "/doacao",
  );
});

test("a tier without donors is not shown", async ({ page }) => {
  await answerSheets(page, {
    donors: csv(fixture("doadores-sem-associados.csv")),
  });
  await page.goto("/doadores");
  await expectTiers(page, {
    Patronos: [["Helena Prado Vasconcelos", "T85"]],
    Doadores: [["Caio Teixeira Moura", "T00"]],
  });
  await expect(
    page.getByRole("heading", { name: "Associados Beneméritos" }),
  ).toHaveCount(0);
  await expect(
    page.getByRole("heading", { name: "Associados", exact: true }),
  ).toHaveCount(0);
});

test("types are read whatever their case, accents and spaces; empty or unknown ones are Doadores", async ({
  page,
}) => {
  await answerSheets(page, { donors: csv(fixture("doadores-grafias.csv")) });
  await page.goto("/doadores");
  await expectTiers(page, {
    Patronos: [
      ["Alice Monteiro Sales", "T85"],
      ["Heitor Vidal Peixoto", "T88"],
    ],
    "Associados Beneméritos": [
      ["Bento Figueira Lobo", "T78"],
      ["Fausto Lacerda Pires", "T72"],
    ],
    Associados: [["Cecília Rangel Dutra", "T91"]],
    Doadores: [
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
  await scrollToChart(page);
  const table = classTable(page);
  const top8 = CLASS_ORDER.slice(0, 8);

  await expect(table.getByRole("row")).toHaveText([
    /^Turma\s*Total \(R\$ mil\)$/,
    ...top8.map(([turma, amount]) => `${turma}${amount}`),
  ]);
  // The drawing holds the same classes, top to bottom, each with its value at the bar's end.
  await expect(chart(page)).toHaveText(
    new RegExp(top8.map(([turma]) => turma).join(".*")),
  );
  for (const [, amount] of top8) {
    await expect(chart(page)).toContainText(amount!);
  }
  await expect(chart(page)).not.toContainText("T08");
  await expect.poll(() => chartHeight(page)).toBe(300);

  const toggle = page.getByRole("button", { name: "Ver Mais Turmas" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  const controlled = await toggle.getAttribute("aria-controls");
  await expect(page.locator(`[id="${controlled}"]`)).toContainText(
    TABLE_CAPTION,
  );
  await toggle.click();

  const collapse = page.getByRole("button", { name: "Ver Menos" });
  await expect(collapse).toHaveAttribute("aria-expanded", "true");
  await expect(table.getByRole("rowheader")).toHaveText(
    CLASS_ORDER.map(([turma]) => turma!),
  );
  await expect(chart(page)).toHaveText(
    new RegExp(CLASS_ORDER.map(([turma]) => turma).join(".*")),
  );
  await expect.poll(() => chartHeight(page)).toBe(600);

  await collapse.click();
  await expect(
    page.getByRole("button", { name: "Ver Mais Turmas" }),
  ).toHaveAttribute("aria-expanded", "false");
  await expect(table.getByRole("rowheader")).toHaveCount(8);
  await expect.poll(() => chartHeight(page)).toBe(300);
});

test("the chart is drawn as the visitor nears it, in a place kept at its height", async ({
  page,
}) => {
  await answerSheets(page);
  await page.goto("/doadores");
  await expect(classTable(page).getByRole("rowheader")).toHaveCount(8);
  const toggle = page.getByRole("button", { name: "Ver Mais Turmas" });
  const toggleTop = () =>
    toggle.evaluate((element) => element.getBoundingClientRect().top + scrollY);
  const topBeforeDrawing = await toggleTop();
  await expect(chart(page)).toHaveCount(0);

  await scrollToChart(page);

  await expect(chart(page)).toContainText("T78");
  expect(await toggleTop()).toBe(topBeforeDrawing);
});

test("with 8 classes or fewer, all show and there is no toggle", async ({
  page,
}) => {
  await answerSheets(page, { classes: csv(fixture("turmas-poucas.csv")) });
  await page.goto("/doadores");
  await scrollToChart(page);
  await expect(classTable(page).getByRole("row")).toHaveText([
    /^Turma/,
    "T98250",
    "T05150",
    "T5090",
  ]);
  await expect(
    page.getByRole("button", { name: "Ver Mais Turmas" }),
  ).toHaveCount(0);
  await expect.poll(() => chartHeight(page)).toBe(300);
});

test("hovering a bar shows its amount as 'R$ … mil'", async ({ page }) => {
  await answerSheets(page);
  await page.goto("/doadores");
  await scrollToChart(page);
  const drawing = chart(page);
  await expect(drawing).toContainText("1.234,5");
  const box = await drawing.boundingBox();
  if (!box) throw new Error("the chart has no size");
  // The top band of eight in a 300 px chart is the largest class, T78.
  await drawing.hover({ position: { x: box.width / 2, y: 20 } });
  const tooltip = chartTooltip(page);
  await expect(tooltip).toContainText("T78");
  await expect(tooltip).toContainText("R$ 1.234,5 mil");
});

test("the chart's bars can be read one by one with the arrow keys", async ({
  page,
}) => {
  await answerSheets(page);
  await page.goto("/doadores");
  await scrollToChart(page);
  await chart(page).focus();
  const tooltip = chartTooltip(page);
  // Focus shows the first bar.
  await expect(tooltip).toContainText("T78");
  await expect(tooltip).toContainText("R$ 1.234,5 mil");
  for (const [key, turma, amount] of [
    ["ArrowDown", "T85", "R$ 980 mil"],
    ["ArrowRight", "T91", "R$ 875,5 mil"],
    ["ArrowUp", "T85", "R$ 980 mil"],
    ["ArrowLeft", "T78", "R$ 1.234,5 mil"],
  ]) {
    await page.keyboard.press(key!);
    await expect(tooltip, `after ${key}`).toContainText(`${turma}`);
    await expect(tooltip).toContainText(`${amount}`);
  }
});

test("names and class labels holding HTML are shown as text and never run", async ({
  page,
}) => {
  await answerSheets(page, { donors: csv(fixture("doadores-html.csv")) });
  await page.goto("/doadores");
  await expectTiers(page, {
    Patronos: [["<img src=x onerror=window.__pwned=1>", "T85"]],
    Associados: [["<b>Negrito Falso</b>", "<i>T91</i>"]],
    Doadores: [["<script>window.__pwned=2</script>", "T78"]],
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
    message:
      "Erro ao carregar dados: Não foi possível conectar às planilhas. Verifique sua conexão e tente novamente.",
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
      page.getByRole("button", { name: "Tentar novamente" }),
    ).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Patronos" })).toHaveCount(
      0,
    );
  });
}

test("when the sheets take longer than 15 seconds, the page gives up and says so", async ({
  page,
}) => {
  await page.clock.install();
  let donorsRequested = () => {};
  const isDonorsRequested = new Promise<void>((resolve) => {
    donorsRequested = resolve;
  });
  // The donors sheet never answers.
  await answerSheets(page, { donors: async () => donorsRequested() });
  await page.goto("/doadores");
  await isDonorsRequested;
  await page.clock.fastForward(14_000);
  await expect(loadingStatus(page)).toHaveText(LOADING);
  await page.clock.fastForward(1_000);
  await expect(page.getByRole("alert")).toHaveText(
    /^Erro ao carregar dados: O tempo de espera esgotou/,
  );
  await expect(
    page.getByRole("button", { name: "Tentar novamente" }),
  ).toBeVisible();
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
  await page.getByRole("button", { name: "Tentar novamente" }).click();
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
  await page
    .getByRole("navigation", { name: "Principal" })
    .getByRole("link", { name: "Notícias" })
    .click();
  await expect(page).toHaveURL(/\/noticias$/);
  expect((await donorsCancelled).failure()?.errorText).toBe("net::ERR_ABORTED");
});

test("the loaded page has no accessibility violations, collapsed or expanded", async ({
  page,
}) => {
  await answerSheets(page);
  await page.goto("/doadores");
  await scrollToChart(page);
  await expect(classTable(page).getByRole("rowheader")).toHaveCount(8);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole("button", { name: "Ver Mais Turmas" }).click();
  await expect(classTable(page).getByRole("rowheader")).toHaveCount(14);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test("the error view has no accessibility violations", async ({
  page,
  pageProblems,
}) => {
  pageProblems.allow(FAILED_RESOURCE);
  await answerSheets(page, {
    donors: (route) => route.fulfill({ status: 500, body: "" }),
  });
  await page.goto("/doadores");
  await expect(page.getByRole("alert")).toHaveText(FETCH_FAILED);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

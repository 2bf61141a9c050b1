// Sheets as a fund types them: each mistake of a hand-kept sheet is read correctly or named in
// "Detalhes das planilhas" (sheet, row, column), and never becomes a wrong figure or tier.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import type { Page, Route } from "@playwright/test";
import { DONOR_TIERS, type DonorTier } from "../app/lib/donors";
import { figureStatement } from "../app/lib/fund-figures";
import { formatLargeReais } from "../app/lib/money";
import { sheetTitle } from "../app/lib/sheet-notices";
import { SHEET_ERRORS } from "../app/sheets/sheet-errors";
import { buildDay, content, figures } from "../test/content";
import { expect, test } from "./fixtures";
import { escapeRegExp } from "../test/text-patterns";

const { donorsPage, campaign } = content;

type Answer = (route: Route) => Promise<void>;
type Sheets = { donors?: string | Buffer; classes?: string | Buffer };
type Tiers = Partial<
  Record<DonorTier, Array<[name: string, classLabel: string]>>
>;

function fixture(name: string): string {
  return readFileSync(new URL(`fixtures/${name}`, import.meta.url), "utf8");
}

const answer =
  (body: string | Buffer): Answer =>
  (route) =>
    route.fulfill({ status: 200, contentType: "text/csv", body });

/** Opens /doadores with the two sheets answered: by default the fixtures doadores.csv and turmas.csv. */
async function openWith(
  page: Page,
  { donors = fixture("doadores.csv"), classes = fixture("turmas.csv") }: Sheets,
) {
  await page.route("**/data/doadores.csv", answer(donors));
  await page.route("**/data/turmas.csv", answer(classes));
  await page.goto("/doadores");
}

// The page lists each tier in pt-BR alphabetical order, whatever the sheet's order.
const byName = new Intl.Collator("pt-BR", { sensitivity: "base" });

/** Each tier's cards, name then class, alphabetically; a tier not listed has no section. */
async function expectTiers(page: Page, tiers: Tiers) {
  for (const tier of DONOR_TIERS) {
    const { title } = donorsPage.tiers[tier];
    const section = page.getByRole("region", { name: title, exact: true });
    const donors = tiers[tier];
    if (!donors) {
      await expect(section, `no section ${title}`).toHaveCount(0);
      continue;
    }
    await expect(section.getByRole("listitem"), `cards of ${title}`).toHaveText(
      donors
        .toSorted(([a], [b]) => byName.compare(a, b))
        .map(
          ([name, classLabel]) =>
            new RegExp(
              `^${escapeRegExp(name)}\\s*${escapeRegExp(classLabel)}$`,
            ),
        ),
    );
  }
}

/** The lines "Detalhes das planilhas" lists for one sheet, once opened. */
async function expectNotices(page: Page, sheet: string, lines: string[]) {
  const summary = page.getByText(
    new RegExp(`^${escapeRegExp(donorsPage.notices.summary)} \\(\\d+\\)$`),
  );
  await summary.click();
  await expect(
    page
      .getByRole("group")
      .filter({ has: summary })
      .getByRole("listitem")
      .filter({ hasText: sheet }),
  ).toHaveText(lines);
}

const DONORS = sheetTitle("doadores");
const CLASSES = sheetTitle("turmas");

/** A chart's rows, each a class then the value at its bar's end. */
function tableRows(page: Page, caption: string) {
  return page
    .getByRole("table", { name: caption })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader") });
}

/** The class chart's rows: class, then what it gave. */
const classRows = (page: Page) =>
  tableRows(page, donorsPage.chart.tableCaption);

/** The ranking of classes by donors: class, then its number of donors. */
const participationRows = (page: Page) =>
  tableRows(page, donorsPage.participation.tableCaption);

/** The campaign keeps the fund's published received figure: the classes sheet cannot tell. */
async function expectPublishedReceived(page: Page) {
  const received = figureStatement(figures, "received", buildDay);
  await expect(
    page.getByRole("region", { name: campaign.title }),
  ).toContainText(`${received.value}, ${received.when}`);
}

/** The campaign shows the classes sheet's sum, read now: the sheet can tell what was received. */
async function expectLiveReceived(page: Page, reais: number) {
  await expect(
    page.getByRole("region", { name: campaign.title }),
  ).toContainText(`${formatLargeReais(reais)}, ${campaign.receivedLive}`);
}

const noticeCases: Array<{
  situation: string;
  sheets: Sheets;
  sheet: string;
  notices: string[];
  shows: (page: Page) => Promise<void>;
}> = [
  {
    situation: "a column typed twice, one copy empty, is read from the other",
    sheets: { donors: fixture("doadores-coluna-repetida.csv") },
    sheet: DONORS,
    notices: [
      "Planilha de doadores, linha 1: as colunas B “Tipo” e D “Tipo” repetem a mesma coluna; lida a D, a única com valores.",
    ],
    shows: (page) =>
      expectTiers(page, {
        patrono: [["Helena Prado Vasconcelos", "T85"]],
        "associado-benemerito": [["Otávio Ramos Siqueira", "T78"]],
        doador: [["Caio Teixeira Moura", "T00"]],
      }),
  },
  {
    situation:
      "a column typed twice with values in both names both, and the row where they differ",
    sheets: { donors: fixture("doadores-coluna-repetida-preenchida.csv") },
    sheet: DONORS,
    notices: [
      "Planilha de doadores, linha 1: as colunas C “Tipo” e D “Type” repetem a mesma coluna, e C e D têm valores: em cada linha vale a primeira preenchida. Apague ou renomeie as outras.",
      "Planilha de doadores, linha 4: as colunas C e D têm valores diferentes (“Patrono”, “Doador”); lido “Patrono”, da coluna C.",
    ],
    shows: (page) =>
      expectTiers(page, {
        patrono: [
          ["Helena Prado Vasconcelos", "T85"],
          ["Caio Teixeira Moura", "T00"],
        ],
        "associado-benemerito": [["Otávio Ramos Siqueira", "T78"]],
      }),
  },
  {
    situation:
      "amounts in dollars and euros are refused, never read as reais, and the campaign keeps its published figure",
    sheets: { classes: fixture("turmas-moeda-estrangeira.csv") },
    sheet: CLASSES,
    notices: [
      "Planilha de turmas, linha 3: valor “US$ 1,000.00” em dólares, não em reais; linha ignorada (escreva o valor em reais).",
      "Planilha de turmas, linha 4: valor “USD 500” em dólares, não em reais; linha ignorada (escreva o valor em reais).",
      "Planilha de turmas, linha 5: valor “€ 200” em euros, não em reais; linha ignorada (escreva o valor em reais).",
      "Planilha de turmas, linha 6: valor “EUR 300” em euros, não em reais; linha ignorada (escreva o valor em reais).",
    ],
    shows: async (page) => {
      await expect(classRows(page)).toHaveText(["T85980", "T00512"]);
      await expectPublishedReceived(page);
    },
  },
  {
    situation:
      "amounts a currency column marks as dollars are refused, never read as reais",
    sheets: {
      classes: 'Turma,Valor,Moeda\nT85,"980.000,00",BRL\nT00,"1.000,00",USD\n',
    },
    sheet: CLASSES,
    notices: [
      "Planilha de turmas, linha 3: valor “1.000,00” em dólares, não em reais; linha ignorada (escreva o valor em reais).",
    ],
    shows: async (page) => {
      await expect(classRows(page)).toHaveText(["T85980"]);
      await expectPublishedReceived(page);
    },
  },
  {
    situation:
      "money on a row that is no class is left out of the chart, and the campaign keeps its published figure",
    sheets: {
      classes:
        'turma,valor\nT85,"R$ 980.000,00"\nDoações avulsas,"R$ 5.000,00"\nTOTAL,"R$ 985.000,00"\n',
    },
    sheet: CLASSES,
    notices: [
      "Planilha de turmas, linha 3: “Doações avulsas” não é uma turma (escreva T98, 1998 ou Turma de 1998); linha fora do gráfico.",
      "Planilha de turmas, linha 4: “TOTAL” não é uma turma (escreva T98, 1998 ou Turma de 1998); linha fora do gráfico.",
    ],
    shows: async (page) => {
      await expect(classRows(page)).toHaveText(["T85980"]);
      await expectPublishedReceived(page);
    },
  },
  {
    situation:
      "a row that repeats another's class and amount is named, and both are added",
    sheets: {
      classes:
        'turma,valor\nT05,"R$ 20.000,00"\nT85,"R$ 980.000,00"\nt05,20000\n',
    },
    sheet: CLASSES,
    notices: [
      "Planilha de turmas, linha 4: mesma turma (T05) e mesmo valor da linha 2; os dois valores foram somados. Se foi colada duas vezes, apague uma das duas.",
    ],
    shows: (page) => expect(classRows(page)).toHaveText(["T85980", "T0540"]),
  },
  {
    situation:
      "an amount with a note, a date or an “m” that may be mil or milhão is refused; multipliers and 'reais' are read",
    sheets: {
      classes:
        'turma,valor\nT85,R$ 980 mil reais\nT78,R$ 300 mil (promessa)\nT91,10/05/2024\nT00,"R$ 1,2 mi"\nT05,500m\n',
    },
    sheet: CLASSES,
    notices: [
      "Planilha de turmas, linha 3: valor “R$ 300 mil (promessa)” ilegível; linha ignorada.",
      "Planilha de turmas, linha 4: valor “10/05/2024” ilegível; linha ignorada.",
      "Planilha de turmas, linha 6: valor “500m” ambíguo: “m” pode ser mil ou milhão; linha ignorada (escreva “mil” ou “mi”).",
    ],
    shows: async (page) => {
      await expect(classRows(page)).toHaveText(["T001.200", "T85980"]);
      await expectPublishedReceived(page);
    },
  },
  {
    situation:
      "an amount column the tiers do not follow, and a name typed with and without its class, are named",
    sheets: {
      donors:
        'nome,turma,tipo,valor\nHelena Prado Vasconcelos,T85,Patrono,"R$ 500,00"\nhelena prado vasconcelos,,Doador,\n',
    },
    sheet: DONORS,
    notices: [
      "Planilha de doadores, linha 1: a coluna D “valor” não é lida: cada doador aparece na faixa que a coluna de tipo diz, seja qual for o valor.",
      "Planilha de doadores, linha 3: mesmo nome da linha 2 (“Helena Prado Vasconcelos”, T85), uma linha com turma e a outra sem; listado duas vezes. Se for a mesma pessoa, escreva a turma nas duas linhas ou apague uma delas.",
    ],
    shows: (page) =>
      expectTiers(page, {
        patrono: [["Helena Prado Vasconcelos", "T85"]],
        doador: [["helena prado vasconcelos", ""]],
      }),
  },
  {
    situation:
      "a donors sheet without a type column says so, and names the column that looks like one",
    sheets: {
      donors:
        "nome,turma,Nível de sócio\nHelena Prado Vasconcelos,T85,Patrono\nCaio Teixeira Moura,T00,Doador\n",
    },
    sheet: DONORS,
    notices: [
      "Planilha de doadores, linha 1: nenhuma coluna de tipo (“tipo” ou “type”) no cabeçalho; todos os doadores listados como Doador. A coluna C “Nível de sócio” parece trazer os tipos: renomeie-a para “Tipo”.",
    ],
    shows: (page) =>
      expectTiers(page, {
        doador: [
          ["Helena Prado Vasconcelos", "T85"],
          ["Caio Teixeira Moura", "T00"],
        ],
      }),
  },
  {
    situation: "a donors sheet with a header and no rows says so",
    sheets: { donors: fixture("doadores-so-cabecalho.csv") },
    sheet: DONORS,
    notices: [
      "Planilha de doadores, linha 1: só há o cabeçalho, nenhuma linha abaixo dele.",
    ],
    shows: async (page) => {
      await expectTiers(page, {});
      await expect(page.getByText(donorsPage.noDonorsYet)).toBeVisible();
    },
  },
  {
    situation:
      "a classes sheet with a header and no rows says so, and the campaign keeps its published figure",
    sheets: { classes: fixture("turmas-so-cabecalho.csv") },
    sheet: CLASSES,
    notices: [
      "Planilha de turmas, linha 1: só há o cabeçalho, nenhuma linha abaixo dele.",
    ],
    shows: async (page) => {
      await expect(
        page.getByRole("table", { name: donorsPage.chart.tableCaption }),
      ).toHaveCount(0);
      await expectPublishedReceived(page);
    },
  },
  {
    situation:
      "the same donor twice is shown once, both rows named, under the higher tier",
    sheets: { donors: fixture("doadores-repetidos.csv") },
    sheet: DONORS,
    notices: [
      "Planilha de doadores, linha 4: mesmo doador da linha 2 (“Helena Prado Vasconcelos”, T85); mostrado uma vez.",
      "Planilha de doadores, linha 5: mesmo doador da linha 3 (“Caio Teixeira Moura”, T00); mostrado uma vez. Os tipos diferem; vale o mais alto, o da linha 5.",
    ],
    shows: (page) =>
      expectTiers(page, {
        patrono: [["Helena Prado Vasconcelos", "T85"]],
        associado: [["Caio Teixeira Moura", "T00"]],
      }),
  },
  {
    situation: "a name empty or of invisible characters only makes no card",
    sheets: {
      donors:
        "nome,turma,tipo\nHelena Prado Vasconcelos,T85,Patrono\n\u200B,T91,Associado\n\u00AD\u2060,T00,Doador\n,T72,Associado\n",
    },
    sheet: DONORS,
    notices: [
      "Planilha de doadores, linha 3: nome só com caracteres invisíveis (“⟨U+200B⟩”); linha ignorada. Se foi uma doação anônima, escreva “Anônimo” no nome: ela entra na contagem da turma sem nome.",
      "Planilha de doadores, linha 4: nome só com caracteres invisíveis (“⟨U+00AD⟩⟨U+2060⟩”); linha ignorada. Se foi uma doação anônima, escreva “Anônimo” no nome: ela entra na contagem da turma sem nome.",
      "Planilha de doadores, linha 5: sem nome; linha ignorada. Se foi uma doação anônima, escreva “Anônimo” no nome: ela entra na contagem da turma sem nome.",
    ],
    shows: (page) =>
      expectTiers(page, { patrono: [["Helena Prado Vasconcelos", "T85"]] }),
  },
  {
    situation:
      "invisible characters in headers are shown, and the headers read",
    sheets: {
      donors:
        "Nome\u200B,Tur\u00ADma,Tipo\nHelena Prado Vasconcelos,T85,Patrono\n",
    },
    sheet: DONORS,
    notices: [
      "Planilha de doadores, linha 1: coluna A, “Nome⟨U+200B⟩”: o nome da coluna tem caracteres invisíveis; lida como “Nome”.",
      "Planilha de doadores, linha 1: coluna B, “Tur⟨U+00AD⟩ma”: o nome da coluna tem caracteres invisíveis; lida como “Turma”.",
    ],
    shows: (page) =>
      expectTiers(page, { patrono: [["Helena Prado Vasconcelos", "T85"]] }),
  },
  {
    situation:
      "a zero in accounting format (R$ -) is left out as a zero, and the campaign shows the sheet's sum",
    sheets: { classes: 'turma,valor\nT85,"R$ 980.000,00"\nT78,R$ -\n' },
    sheet: CLASSES,
    notices: [
      "Planilha de turmas, linha 3: valor “R$ -” é zero; linha ignorada.",
    ],
    shows: async (page) => {
      await expect(classRows(page)).toHaveText(["T85980"]);
      await expectLiveReceived(page, 980_000);
    },
  },
  {
    situation:
      "a spreadsheet error or dashes for a name make no card, and a turma that names no class is named, out of the class count",
    sheets: {
      donors:
        "nome,turma,tipo\nHelena Prado Vasconcelos,T85,Patrono\n#REF!,T91,Associado\n\u2014,T85,Doador\nCaio Teixeira Moura,AER 00,Doador\nOtávio Ramos Siqueira,#N/A,Associado Benemérito\n",
    },
    sheet: DONORS,
    notices: [
      "Planilha de doadores, linha 3: nome “#REF!” é um erro da planilha, não um nome; linha ignorada. Se foi uma doação anônima, escreva “Anônimo” no nome: ela entra na contagem da turma sem nome.",
      "Planilha de doadores, linha 4: nome “\u2014” não é um nome; linha ignorada. Se foi uma doação anônima, escreva “Anônimo” no nome: ela entra na contagem da turma sem nome.",
      "Planilha de doadores, linha 5: turma “AER 00” não é uma turma (escreva T98, 1998 ou Turma de 1998); o doador aparece, mas fora da contagem por turma.",
      "Planilha de doadores, linha 6: turma “#N/A” é um erro da planilha; o doador aparece sem turma, fora da contagem por turma.",
    ],
    shows: async (page) => {
      await expectTiers(page, {
        patrono: [["Helena Prado Vasconcelos", "T85"]],
        "associado-benemerito": [["Otávio Ramos Siqueira", ""]],
        doador: [["Caio Teixeira Moura", "AER 00"]],
      });
      await expect(participationRows(page)).toHaveText(["T851"]);
    },
  },
  {
    situation:
      "a type of Benemérito alone is Associado Benemérito, and Sócio Benemérito is no tier",
    sheets: {
      donors:
        "nome,turma,tipo\nHelena Prado Vasconcelos,T85,Patrono\nOtávio Ramos Siqueira,T78,Benemérito\nBeatriz Andrade Lima,T91,Benemérita\nCaio Teixeira Moura,T00,Sócio Benemérito\n",
    },
    sheet: DONORS,
    notices: [
      "Planilha de doadores, linha 5: tipo “Sócio Benemérito” não reconhecido; contado como Doador. Escreva “Patrono”, “Associado Benemérito”, “Associado” ou “Doador”.",
    ],
    shows: (page) =>
      expectTiers(page, {
        patrono: [["Helena Prado Vasconcelos", "T85"]],
        "associado-benemerito": [
          ["Otávio Ramos Siqueira", "T78"],
          ["Beatriz Andrade Lima", "T91"],
        ],
        doador: [["Caio Teixeira Moura", "T00"]],
      }),
  },
];

for (const { situation, sheets, sheet, notices, shows } of noticeCases) {
  test(situation, async ({ page }) => {
    await openWith(page, sheets);
    // The notices show once the sheets are read: what is absent is absent from the read page.
    await expectNotices(page, sheet, notices);
    await shows(page);
  });
}

// e2e/fixtures/doadores-ponto-e-virgula.csv, as Excel in pt-BR saves it.
const SEMICOLONS = fixture("doadores-ponto-e-virgula.csv");
const TABS = SEMICOLONS.replaceAll(";", "\t");
const utf16le = (text: string) => Buffer.from(`\uFEFF${text}`, "utf16le");

const readableSheets: Array<[format: string, donors: string | Buffer]> = [
  ["separated by semicolons", SEMICOLONS],
  ["separated by tabs", TABS],
  ["in UTF-16 little-endian, as Excel's Unicode text", utf16le(TABS)],
  ["in UTF-16 big-endian", utf16le(SEMICOLONS).swap16()],
  ["in UTF-16 without its byte-order mark", Buffer.from(TABS, "utf16le")],
  ["compressed with gzip", gzipSync(SEMICOLONS)],
];

for (const [format, donors] of readableSheets) {
  test(`a donors sheet ${format} is read, accents and commas kept`, async ({
    page,
  }) => {
    await openWith(page, { donors });
    await expectTiers(page, {
      patrono: [["Helena Prado Vasconcelos", "T85"]],
      "associado-benemerito": [["Otávio Ramos Siqueira", "T78"]],
      associado: [["Lima, Beatriz Andrade", "T91"]],
      doador: [["Caio Teixeira Moura", "T00"]],
    });
  });
}

test("columns headed as officers often head them are read: Nome completo, Categoria, Valor (R$)", async ({
  page,
}) => {
  await openWith(page, {
    donors:
      "Nome completo,Turma,Categoria\nHelena Prado Vasconcelos,T85,Patrono\nCaio Teixeira Moura,T00,Doador\n",
    classes: 'Turma,Valor (R$)\nT85,"980.000,00"\n',
  });
  await expectTiers(page, {
    patrono: [["Helena Prado Vasconcelos", "T85"]],
    doador: [["Caio Teixeira Moura", "T00"]],
  });
  await expect(classRows(page)).toHaveText(["T85980"]);
  await expect(page.getByText(donorsPage.notices.summary)).toHaveCount(0);
});

test("a classes sheet separated by semicolons keeps the commas of its amounts", async ({
  page,
}) => {
  await openWith(page, { classes: fixture("turmas-ponto-e-virgula.csv") });
  await expect(classRows(page)).toHaveText(["T781.234,5", "T85980"]);
});

test("a sheet that arrives as a zip (an .xlsx file) is named, with how to publish it as CSV", async ({
  page,
}) => {
  const xlsx = Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]),
    Buffer.from("[Content_Types].xml"),
  ]);
  await openWith(page, { donors: xlsx });
  await expect(page.getByRole("alert")).toHaveText(
    SHEET_ERRORS.prefix + SHEET_ERRORS.processingFailed,
  );
  await page.getByText(donorsPage.errors.details, { exact: true }).click();
  await expect(
    page.getByText(
      "Planilha de doadores: a planilha chegou compactada (zip, como um arquivo .xlsx), não como texto: publique a planilha como CSV",
    ),
  ).toBeVisible();
});

test("an amount below R$ 1 mil is labelled with its decimals, never 0", async ({
  page,
}) => {
  await openWith(page, { classes: fixture("turmas-centenas.csv") });
  const rows = classRows(page);
  await expect(rows).toHaveText(["T85980", "T780,5", "T910,04"]);
  await expect(rows.nth(1).getByRole("cell")).toHaveAttribute(
    "title",
    "R$ 0,5 mil",
  );
  await expect(rows.nth(2).getByRole("cell")).toHaveAttribute(
    "title",
    "R$ 0,04 mil",
  );
});

test("a 120-character name without spaces, the longest a card shows whole, wraps inside its card on a 375 px phone", async ({
  page,
}) => {
  const longName = "Bartolomeu".repeat(12);
  await page.setViewportSize({ width: 375, height: 800 });
  await openWith(page, {
    donors: `nome,turma,tipo\n${longName},T85,Patrono\n`,
  });
  const card = page
    .getByRole("region", { name: donorsPage.tiers.patrono.title })
    .getByRole("listitem");
  await expect(card).toHaveText(new RegExp(`^${longName}\\s*T85$`));
  const box = await card.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(375);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    ),
    "sideways scroll, in pixels",
  ).toBeLessThanOrEqual(0);
});

test("a long class label without spaces wraps beside the name on a 375 px phone, leaving the name its width", async ({
  page,
}) => {
  const name = "Helena Prado Vasconcelos";
  const classLabel = "AmigosDoInstitutoTecnologicoDeAeronautica";
  await page.setViewportSize({ width: 375, height: 800 });
  await openWith(page, {
    donors: `nome,turma,tipo\n${name},${classLabel},Patrono\n`,
  });
  const card = page
    .getByRole("region", { name: donorsPage.tiers.patrono.title })
    .getByRole("listitem");
  await expect(card).toHaveText(new RegExp(`^${name}\\s*${classLabel}$`));
  const [cardBox, nameBox, labelBox] = await Promise.all([
    card.boundingBox(),
    card.getByText(name, { exact: true }).boundingBox(),
    card.getByText(classLabel, { exact: true }).boundingBox(),
  ]);
  expect(nameBox!.width, "the name's width").toBeGreaterThanOrEqual(
    cardBox!.width / 2,
  );
  expect(labelBox!.x + labelBox!.width).toBeLessThanOrEqual(
    cardBox!.x + cardBox!.width,
  );
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    ),
    "sideways scroll, in pixels",
  ).toBeLessThanOrEqual(0);
});

/** "linha 3", "linhas 3 e 4": rows as the visitor's notes name them, from the content's word. */
const rowsText = (rows: number[]) =>
  `${rows.length === 1 ? donorsPage.sheetRow.one : donorsPage.sheetRow.other} ${rows.join(" e ")}`;

test("a class total short of a refused row says so on its bar, in its view and in the campaign", async ({
  page,
}) => {
  await openWith(page, {
    donors:
      "nome,turma,tipo\nZélia Campos,T05,Doador\nÍris Barreto,T98,Associado\n",
    // T98's second row and T05's only row cannot be read.
    classes: "turma,valor\nT98,250000\nT98,abc\nT05,US$ 500\nT12,50000\n",
  });
  await expect(classRows(page)).toHaveText([
    `T98250 (${donorsPage.chart.partial})`,
    "T1250",
  ]);
  await expect(
    page.getByText(
      donorsPage.chart.partialNote
        .replace("{turma}", "T98")
        .replace("{linhas}", rowsText([3])),
    ),
  ).toBeVisible();
  const campaignRegion = page.getByRole("region", { name: campaign.title });
  await expect(campaignRegion).toContainText(
    campaign.receivedIncomplete.replace(
      "{linhas}",
      `${campaign.sheetRow.other} 3 e 4`,
    ),
  );
  await expectPublishedReceived(page);

  const search = page.getByRole("searchbox");
  await search.fill("T05");
  const classView = page.getByRole("region", {
    name: donorsPage.classView.title.replace("{turma}", "T05"),
  });
  await expect(classView).toContainText(
    donorsPage.classView.unreadAmount.replace("{linhas}", rowsText([4])),
  );
  await expect(classView).not.toContainText(donorsPage.classView.noAmount);
  await search.fill("T98");
  await expect(
    page.getByRole("region", {
      name: donorsPage.classView.title.replace("{turma}", "T98"),
    }),
  ).toContainText(
    donorsPage.classView.partial
      .replace("{valor}", formatLargeReais(250_000))
      .replace("{linhas}", rowsText([3])),
  );
});

test("a title row above the header is skipped, and named with the row to delete", async ({
  page,
}) => {
  await openWith(page, {
    donors: `Doadores do fundo 2026,,\n${fixture("doadores.csv")}`,
  });
  await expectTiers(page, {
    patrono: [
      ["Helena Prado Vasconcelos", "T85"],
      ["Renata Duarte Falcão", "T94"],
    ],
    "associado-benemerito": [["Otávio Ramos Siqueira", "T78"]],
    associado: [
      ["Igor Bastos Carvalho", "T72"],
      ["Lima, Beatriz Andrade", "T91"],
    ],
    doador: [
      ["Caio Teixeira Moura", "T00"],
      ["Marta Quintas Rebouças", "T97"],
    ],
  });
  await expectNotices(page, DONORS, [
    "Planilha de doadores, linha 2: a linha 1 (“Doadores do fundo 2026”) está acima do cabeçalho (linha 2); lida a partir do cabeçalho da linha 2. Apague essa linha, para que o cabeçalho seja a primeira linha.",
  ]);
});

/** The failure's details, opened: what whoever edits the sheets reads. */
async function expectFailureDetail(page: Page, detail: string | RegExp) {
  await page.getByText(donorsPage.errors.details, { exact: true }).click();
  await expect(page.getByRole("group")).toContainText(detail);
}

test("a value column in thousands of reais is named, with what to write", async ({
  page,
}) => {
  await openWith(page, { classes: "turma,Valor (R$ mil)\nT98,250\n" });
  await expect(page.getByRole("alert")).toHaveText(
    SHEET_ERRORS.prefix + SHEET_ERRORS.processingFailed,
  );
  await expectFailureDetail(
    page,
    "Planilha de turmas: a coluna B “Valor (R$ mil)” está em “R$ mil”, e a página só lê valores em reais: escreva cada valor em reais (por exemplo R$ 250.000,00, não 250) e chame a coluna de “valor”.",
  );
});

test("header typos in both sheets are both named", async ({ page }) => {
  await openWith(page, {
    donors: "nmoe,turma,tipo\nHelena Prado Vasconcelos,T85,Patrono\n",
    classes: "turam,valor\nT85,980000\n",
  });
  await expect(page.getByRole("alert")).toHaveText(
    SHEET_ERRORS.prefix + SHEET_ERRORS.processingFailed,
  );
  await expectFailureDetail(
    page,
    /Planilha de doadores: falta a coluna .*“nmoe”.* Planilha de turmas: falta a coluna .*“turam”/,
  );
});

test("a CSV served with another content type is read for what it is", async ({
  page,
}) => {
  for (const [sheet, body] of [
    ["doadores", fixture("doadores.csv")],
    ["turmas", fixture("turmas-poucas.csv")],
  ] as const) {
    await page.route(`**/data/${sheet}.csv`, (route) =>
      route.fulfill({
        status: 200,
        contentType: sheet === "doadores" ? "text/html" : "text/plain",
        body,
      }),
    );
  }
  await page.goto("/doadores");
  await expect(classRows(page)).toHaveText(["T98250", "T05150", "T5090"]);
  await expect(page.getByRole("alert")).toHaveCount(0);
});

/**
 * Answers the donors sheet's requests in turn: the page's read, then the browser's probes of
 * why it failed (a request whose answer the page cannot see, then one that stops at the first
 * redirect). A route sees only a request's first hop, and the site's policy lets the page ask no
 * other origin, so the host's behaviour is played request by request.
 */
async function answerInTurn(page: Page, answers: Answer[]) {
  let request = 0;
  await page.route("**/data/turmas.csv", answer(fixture("turmas.csv")));
  await page.route("**/data/doadores.csv", async (route) => {
    const next = answers[request] ?? ((held) => held.abort("failed"));
    request += 1;
    await next(route);
  });
}

const refused: Answer = (route) => route.abort("failed");

test("a sheet address that redirects without end is not blamed on the visitor's connection", async ({
  page,
  pageProblems,
}) => {
  pageProblems.allow(/doadores\.csv/);
  // The read and the request that follows redirects both fail; the first answer is a redirect.
  await answerInTurn(page, [
    refused,
    refused,
    (route) =>
      route.fulfill({
        status: 302,
        headers: { location: "/data/doadores.csv" },
      }),
  ]);
  await page.goto("/doadores");
  await expect(page.getByRole("alert")).toHaveText(
    SHEET_ERRORS.prefix + donorsPage.errors.redirectLoop,
  );
  await expectFailureDetail(page, "redireciona sem parar");
});

test("a sheet host that refuses the site's read is named as a blocked read, not the visitor's connection", async ({
  page,
  pageProblems,
}) => {
  pageProblems.allow(/doadores\.csv/);
  // As a host without a CORS header: it answers, but the page's own read fails.
  await answerInTurn(page, [refused, answer(fixture("doadores.csv"))]);
  await page.goto("/doadores");
  await expect(page.getByRole("alert")).toHaveText(
    SHEET_ERRORS.prefix + donorsPage.errors.blocked,
  );
  await expectFailureDetail(page, "Access-Control-Allow-Origin");
});

test("a single class's bar stands at the top of the chart, not in its middle", async ({
  page,
}) => {
  await openWith(page, { classes: "turma,valor\nT98,250000\n" });
  await expect(classRows(page)).toHaveText(["T98250"]);
  const body = await page
    .getByRole("table", { name: donorsPage.chart.tableCaption })
    .getByRole("rowgroup")
    .nth(1)
    .boundingBox();
  const row = await classRows(page).first().boundingBox();
  expect(body?.height).toBeCloseTo(300, 0);
  // A row of the full chart's height: 300 px over 8 classes.
  expect(row!.y - body!.y).toBeCloseTo(0, 0);
  expect(row!.height).toBeLessThanOrEqual(300 / 8 + 1);
});

test("the donors page a visitor reads does not say planilha, once loaded with notes for the fund", async ({
  page,
}) => {
  await openWith(page, { classes: fixture("turmas-moeda-estrangeira.csv") });
  await expect(classRows(page)).toHaveText(["T85980", "T00512"]);
  await page.getByRole("searchbox").fill("T05");
  await expect(page.getByRole("main")).toBeVisible();
  expect(await page.getByRole("main").innerText()).not.toMatch(/planilha/i);
});

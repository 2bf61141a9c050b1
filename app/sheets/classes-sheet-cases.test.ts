// The classes sheet as a fund types it, read whole as the page's worker reads it: every spelling
// of a class and an amount is charted, and each amount that cannot be trusted is left out and
// named, never read as reais it is not. The campaign's received figure follows the sheet only
// when no row's money was left out.
import { describe, expect, test } from "vitest";
import { chartRows, noticesOn, readSheets } from "./read-sheets.fixture";
import { SAMPLE_CLASS_ORDER } from "./sample-readings.fixture";
import { sheetFixture } from "./fixtures/sheet-fixtures";

const CLASSES = sheetFixture("turmas.csv");

describe("the classes sheet", () => {
  test.each([
    ["as the fixture has it", CLASSES],
    [
      "with English headers, a BOM and CRLF",
      `\uFEFF${CLASSES.replace("Turma,Valor", "TURMA,Value").replaceAll("\n", "\r\n")}`,
    ],
  ])(
    "%s: each class's rows summed, largest first; zero, empty, unreadable and negative rows left out",
    async (_, classes) => {
      expect(chartRows(await readSheets({ classes }))).toEqual(
        SAMPLE_CLASS_ORDER,
      );
    },
  );

  test("every spelling of a class and an amount is read; a negative, unreadable, zero or TOTAL row is named", async () => {
    const sheets = await readSheets({
      classes: sheetFixture("turmas-com-total.csv"),
    });
    expect(chartRows(sheets)).toEqual([
      ["T94", "1.200"],
      ["T72", "1.000"],
      ["T00", "1.000"],
      ["T78", "5"],
      ["T85", "1,2"],
      ["T91", "1,2"],
    ]);
    expect(sheets.notices).toEqual([
      "Planilha de turmas, linha 8: valor “(1.000,00)” negativo; linha ignorada.",
      "Planilha de turmas, linha 9: valor “abc” ilegível; linha ignorada.",
      "Planilha de turmas, linha 10: valor “0” é zero; linha ignorada.",
      "Planilha de turmas, linha 11: “TOTAL” não é uma turma (escreva T98, 1998 ou Turma de 1998); linha fora do gráfico.",
    ]);
  });
});

const cases: Array<{
  situation: string;
  classes: string;
  chart: string[][];
  notices: string[];
  /** What the campaign shows as received: the sheet's sum, or undefined for the published figure. */
  receivedReais: number | undefined;
}> = [
  {
    situation: "a sheet whose rows all read gives the campaign its sum",
    classes: sheetFixture("turmas-poucas.csv"),
    chart: [
      ["T98", "250"],
      ["T05", "150"],
      ["T50", "90"],
    ],
    notices: [],
    receivedReais: 490_000,
  },
  {
    situation:
      "amounts in dollars and euros are refused, never read as reais, and the campaign keeps its published figure",
    classes: sheetFixture("turmas-moeda-estrangeira.csv"),
    chart: [
      ["T85", "980"],
      ["T00", "512"],
    ],
    notices: [
      "Planilha de turmas, linha 3: valor “US$ 1,000.00” em dólares, não em reais; linha ignorada (escreva o valor em reais).",
      "Planilha de turmas, linha 4: valor “USD 500” em dólares, não em reais; linha ignorada (escreva o valor em reais).",
      "Planilha de turmas, linha 5: valor “€ 200” em euros, não em reais; linha ignorada (escreva o valor em reais).",
      "Planilha de turmas, linha 6: valor “EUR 300” em euros, não em reais; linha ignorada (escreva o valor em reais).",
    ],
    receivedReais: undefined,
  },
  {
    situation: "amounts a currency column marks as dollars are refused",
    classes: 'Turma,Valor,Moeda\nT85,"980.000,00",BRL\nT00,"1.000,00",USD\n',
    chart: [["T85", "980"]],
    notices: [
      "Planilha de turmas, linha 3: valor “1.000,00” em dólares, não em reais; linha ignorada (escreva o valor em reais).",
    ],
    receivedReais: undefined,
  },
  {
    situation:
      "money on a row that is no class is left out of the chart, and the campaign keeps its published figure",
    classes:
      'turma,valor\nT85,"R$ 980.000,00"\nDoações avulsas,"R$ 5.000,00"\nTOTAL,"R$ 985.000,00"\n',
    chart: [["T85", "980"]],
    notices: [
      "Planilha de turmas, linha 3: “Doações avulsas” não é uma turma (escreva T98, 1998 ou Turma de 1998); linha fora do gráfico.",
      "Planilha de turmas, linha 4: “TOTAL” não é uma turma (escreva T98, 1998 ou Turma de 1998); linha fora do gráfico.",
    ],
    receivedReais: undefined,
  },
  {
    situation:
      "a row that repeats another's class and amount is named, and both are added",
    classes:
      'turma,valor\nT05,"R$ 20.000,00"\nT85,"R$ 980.000,00"\nt05,20000\n',
    chart: [
      ["T85", "980"],
      ["T05", "40"],
    ],
    notices: [
      "Planilha de turmas, linha 4: mesma turma (T05) e mesmo valor da linha 2; os dois valores foram somados. Se foi colada duas vezes, apague uma das duas.",
    ],
    receivedReais: 1_020_000,
  },
  {
    situation:
      "an amount with a note, a date or an “m” that may be mil or milhão is refused; multipliers and 'reais' are read",
    classes:
      'turma,valor\nT85,R$ 980 mil reais\nT78,R$ 300 mil (promessa)\nT91,10/05/2024\nT00,"R$ 1,2 mi"\nT05,500m\n',
    chart: [
      ["T00", "1.200"],
      ["T85", "980"],
    ],
    notices: [
      "Planilha de turmas, linha 3: valor “R$ 300 mil (promessa)” ilegível; linha ignorada.",
      "Planilha de turmas, linha 4: valor “10/05/2024” ilegível; linha ignorada.",
      "Planilha de turmas, linha 6: valor “500m” ambíguo: “m” pode ser mil ou milhão; linha ignorada (escreva “mil” ou “mi”).",
    ],
    receivedReais: undefined,
  },
  {
    situation:
      "a sheet with a header and no rows says so, and the campaign keeps its published figure",
    classes: sheetFixture("turmas-so-cabecalho.csv"),
    chart: [],
    notices: [
      "Planilha de turmas, linha 1: só há o cabeçalho, nenhuma linha abaixo dele.",
    ],
    receivedReais: undefined,
  },
  {
    situation:
      "a zero in accounting format (R$ -) is left out as a zero, and the campaign shows the sheet's sum",
    classes: 'turma,valor\nT85,"R$ 980.000,00"\nT78,R$ -\n',
    chart: [["T85", "980"]],
    notices: [
      "Planilha de turmas, linha 3: valor “R$ -” é zero; linha ignorada.",
    ],
    receivedReais: 980_000,
  },
  {
    situation:
      "a sheet separated by semicolons keeps the commas of its amounts",
    classes: sheetFixture("turmas-ponto-e-virgula.csv"),
    chart: [
      ["T78", "1.234,5"],
      ["T85", "980"],
    ],
    notices: [],
    receivedReais: 2_214_500,
  },
  {
    situation: "a value column headed “Valor (R$)” is read without a note",
    classes: 'Turma,Valor (R$)\nT85,"980.000,00"\n',
    chart: [["T85", "980"]],
    notices: [],
    receivedReais: 980_000,
  },
  {
    situation:
      "an amount below R$ 1 mil is labelled with its decimals, never 0",
    classes: sheetFixture("turmas-centenas.csv"),
    chart: [
      ["T85", "980"],
      ["T78", "0,5"],
      ["T91", "0,04"],
    ],
    notices: [],
    receivedReais: 980_540,
  },
  {
    situation: "a class typed '98' is T98",
    classes: 'turma,valor\n98,"R$ 250.000,00"\n',
    chart: [["T98", "250"]],
    notices: [],
    receivedReais: 250_000,
  },
];

describe("the classes sheet as a fund types it", () => {
  test.each(cases)(
    "$situation",
    async ({ classes, chart, notices, receivedReais }) => {
      const sheets = await readSheets({ classes });
      expect(chartRows(sheets)).toEqual(chart);
      expect(noticesOn(sheets, "turmas")).toEqual(notices);
      expect(sheets.receivedReais).toBe(receivedReais);
    },
  );

  test("rows whose amount is refused are kept as unread rows of their class, for the totals they fall short of", async () => {
    const sheets = await readSheets({
      classes: "turma,valor\nT98,250000\nT98,abc\nT05,US$ 500\nT12,50000\n",
    });
    expect(chartRows(sheets)).toEqual([
      ["T98", "250"],
      ["T12", "50"],
    ]);
    expect(sheets.unreadRows).toEqual([
      { rowNumber: 3, turmaId: "T98" },
      { rowNumber: 4, turmaId: "T05" },
    ]);
    expect(sheets.receivedReais).toBeUndefined();
  });

  test("the classes sheet's notes come before the donors sheet's", async () => {
    const sheets = await readSheets({
      donors: sheetFixture("doadores-genero-numero.csv"),
      classes: sheetFixture("turmas-com-total.csv"),
    });
    expect(sheets.notices.map((notice) => notice.split(",")[0])).toEqual([
      ...Array<string>(4).fill("Planilha de turmas"),
      "Planilha de doadores",
    ]);
  });
});

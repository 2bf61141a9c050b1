import { describe, expect, test } from "vitest";
import {
  DEFAULT_VISIBLE_CLASSES,
  readClassRow,
  sumClassTotals,
  type UnreadRow,
  unreadRowsOf,
  visibleClassTotals,
} from "./class-totals";
import { parseClassTotals } from "./class-totals-sheet";
import { CsvFormatError } from "./csv-format-error";

const rowsOf = (rows: Array<[string, string]>) =>
  rows.map(([turma, valor], index) => ({
    turma,
    valor,
    moeda: "",
    rowNumber: index + 2,
  }));

describe("readClassRow", () => {
  test.each([
    ["T98", "R$ 250.000,00", "T98", 250_000],
    ["t98", "1,234.56", "T98", 1234.56],
    ["T 98", "R$ 5 mil", "T98", 5000],
    ["1998", "R$ 1,2 mi", "T98", 1_200_000],
    ["Turma de 1998", "1,00E+06", "T98", 1_000_000],
    ["T\u200B98", "R$\u200B1.000", "T98", 1000],
    ["\uFEFFT98", "1.000\u00AD", "T98", 1000],
  ])("%j, %j counts for %s", (turma, valor, turmaId, reais) => {
    expect(readClassRow({ turma, valor, moeda: "" })).toEqual({
      turmaId,
      reais: expect.closeTo(reais, 6),
    });
  });

  const in2026 = new Date(2026, 10, 26);

  test.each([
    ["T49", "T49", 2049],
    ["Turma de 2049", "T49", 2049],
    ["T33", "T33", 2033],
  ])(
    "%j, a class after the latest one, is charted as %s, with a notice to check it",
    (turma, turmaId, year) => {
      expect(
        readClassRow({ turma, valor: "1.000", moeda: "" }, in2026),
      ).toEqual({
        turmaId,
        reais: 1000,
        notice: `turma “${turma}” seria a que se forma em ${year}, depois da última turma (2032); está no gráfico, confira se é essa a turma.`,
      });
    },
  );

  test("the latest class is charted without a notice", () => {
    expect(
      readClassRow({ turma: "T32", valor: "1.000", moeda: "" }, in2026),
    ).toEqual({
      turmaId: "T32",
      reais: 1000,
    });
  });

  test.each([
    ["TOTAL", "R$ 5.000.000", "“TOTAL” não é uma turma"],
    ["Subtotal", "1000", "“Subtotal” não é uma turma"],
    ["Doações avulsas", "1000", "“Doações avulsas” não é uma turma"],
    ["", "1000", "turma vazia"],
    ["T98", "abc", "valor “abc” ilegível"],
    ["T98", "", "valor “” ilegível"],
    ["T98", "-500", "valor “-500” negativo"],
    ["T98", "(1.000,00)", "valor “(1.000,00)” negativo"],
    ["T98", "-1e6", "valor “-1e6” negativo"],
    ["T98", "R$ 0,00", "valor “R$ 0,00” é zero"],
    ["T98", "R$ -", "valor “R$ -” é zero"],
    ["T98", "-", "valor “-” é zero"],
    ["T98", "R$ \u2013", "valor “R$ \u2013” é zero"],
    ["T98", "--", "valor “--” ilegível"],
    ["T98", "500m", "valor “500m” ambíguo: “m” pode ser mil ou milhão"],
    ["T98", "R$ 1,2M", "valor “R$ 1,2M” ambíguo"],
    ["T98", "US$ 1,000.00", "valor “US$ 1,000.00” em dólares, não em reais"],
    ["T98", "USD 500", "valor “USD 500” em dólares"],
    ["T98", "500 usd", "valor “500 usd” em dólares"],
    ["T98", "$1,000", "valor “$1,000” em dólares"],
    ["T98", "€ 200", "valor “€ 200” em euros"],
    ["T98", "200 EUR", "valor “200 EUR” em euros"],
    ["T98", "£ 300", "valor “£ 300” em libras"],
  ])("%j, %j is left out: %s", (turma, valor, problem) => {
    const read = readClassRow({ turma, valor, moeda: "" });
    expect(read).toHaveProperty("problem");
    expect("problem" in read && read.problem).toContain(problem);
  });

  test.each(["R$", "BRL", "brl", "Real", "Reais", "Real brasileiro", ""])(
    "an amount whose currency column says %j counts in reais",
    (moeda) => {
      expect(readClassRow({ turma: "T98", valor: "1.000", moeda })).toEqual({
        turmaId: "T98",
        reais: 1000,
      });
    },
  );

  test.each([
    ["USD", "valor “1.000” em dólares, não em reais"],
    ["US$", "valor “1.000” em dólares"],
    ["Dólar", "valor “1.000” em dólares"],
    ["EUR", "valor “1.000” em euros"],
    ["£", "valor “1.000” em libras"],
    ["CHF", "moeda “CHF” não reconhecida"],
    ["ações", "moeda “ações” não reconhecida"],
  ])(
    "an amount whose currency column says %j is left out: %s",
    (moeda, problem) => {
      const read = readClassRow({ turma: "T98", valor: "1.000", moeda });
      expect("problem" in read && read.problem).toContain(problem);
      expect(read).toMatchObject({ missesMoney: true });
    },
  );

  test("an empty amount is unreadable, whatever its currency column says", () => {
    expect(readClassRow({ turma: "T98", valor: "", moeda: "USD" })).toEqual({
      problem: "valor “” ilegível; linha ignorada.",
      missesMoney: true,
    });
  });
});

describe("sumClassTotals", () => {
  test("a class after the latest one is a bar of its year, and its row is named", () => {
    const { classTotals, notices } = sumClassTotals(
      rowsOf([
        ["T98", "1000"],
        ["T49", "2000"],
      ]),
    );
    expect(classTotals).toEqual([
      { turmaId: "T49", classYear: 2049, donatedThousands: 2 },
      { turmaId: "T98", classYear: 1998, donatedThousands: 1 },
    ]);
    expect(notices).toEqual([
      {
        rowNumber: 3,
        problem: expect.stringContaining(
          "turma “T49” seria a que se forma em 2049",
        ),
      },
    ]);
  });

  const bars = (rows: Array<[string, string]>) =>
    sumClassTotals(rowsOf(rows)).classTotals.map((total) => [
      total.turmaId,
      total.donatedThousands,
    ]);

  test.each([
    [
      "largest first",
      [
        ["T98", "100000"],
        ["T05", "300000"],
        ["T12", "200000"],
      ],
      [
        ["T05", 300],
        ["T12", 200],
        ["T98", 100],
      ],
    ],
    [
      "equal amounts keep the sheet's order",
      [
        ["T10", "5000"],
        ["T20", "9000"],
        ["T90", "5000"],
        ["T01", "5000"],
      ],
      [
        ["T20", 9],
        ["T10", 5],
        ["T90", 5],
        ["T01", 5],
      ],
    ],
    [
      "the same class summed into one bar, however it is typed",
      [
        ["T98", "R$ 100.000,00"],
        ["T05", "150000"],
        [" t98", "R$ 100.000,00"],
        ["1998", "R$ 50 mil"],
      ],
      [
        ["T98", 250],
        ["T05", 150],
      ],
    ],
    [
      "a TOTAL row is not a bar",
      [
        ["T98", "1000"],
        ["T05", "2000"],
        ["TOTAL", "3000"],
      ],
      [
        ["T05", 2],
        ["T98", 1],
      ],
    ],
    [
      "rows without an amount above zero dropped",
      [
        ["T98", "0"],
        ["T97", "abc"],
        ["T96", ""],
        ["T95", "-500"],
        ["T94", "R$ 0,00"],
        ["T92", "(1.000,00)"],
        ["T93", "500"],
      ],
      [["T93", 0.5]],
    ],
    [
      "a dropped negative row does not reduce its class",
      [
        ["T98", "1000"],
        ["T98", "-500"],
      ],
      [["T98", 1]],
    ],
    ["no rows", [], []],
  ] satisfies Array<
    [string, Array<[string, string]>, Array<[string, number]>]
  >)("%s", (_case, rows, expected) => {
    expect(bars(rows)).toEqual(expected);
  });

  test("names a row that repeats another's class and amount, and adds both", () => {
    const { classTotals, notices } = sumClassTotals(
      rowsOf([
        ["T05", "R$ 20.000,00"],
        ["T98", "1000"],
        ["t05", "20000"],
        ["T98", "2000"],
      ]),
    );
    expect(classTotals.map((total) => total.donatedThousands)).toEqual([40, 3]);
    expect(notices).toEqual([
      {
        rowNumber: 4,
        problem:
          "mesma turma (T05) e mesmo valor da linha 2; os dois valores foram somados. Se foi colada duas vezes, apague uma das duas.",
      },
    ]);
  });

  test("reports each row left out, by its row number", () => {
    const { notices } = sumClassTotals(
      rowsOf([
        ["T98", "1000"],
        ["TOTAL", "1000"],
        ["T97", "abc"],
        ["", "500"],
      ]),
    );
    expect(notices).toEqual([
      { rowNumber: 3, problem: expect.stringContaining("“TOTAL”") },
      { rowNumber: 4, problem: expect.stringContaining("“abc” ilegível") },
      { rowNumber: 5, problem: expect.stringContaining("turma vazia") },
    ]);
  });

  test("derives the class year of each bar", () => {
    expect(sumClassTotals(rowsOf([["T05", "2000"]])).classTotals).toEqual([
      { turmaId: "T05", classYear: 2005, donatedThousands: 2 },
    ]);
  });
});

describe("parseClassTotals", () => {
  test.each([
    ["Portuguese headers", "Turma,Valor\nT98,R$ 250.000\n"],
    ["English headers", "TURMA , value\nT98,250000\n"],
    ["quoted Brazilian amounts", 'turma,valor\r\nT98,"R$ 250.000,00"\r\n\r\n'],
  ])("reads %s", (_case, csv) => {
    expect(parseClassTotals(csv)).toStrictEqual({
      classTotals: [{ turmaId: "T98", classYear: 1998, donatedThousands: 250 }],
      notices: [],
      receivedReais: 250_000,
      unreadRows: [],
    });
  });

  test("numbers notices by the sheet's rows, empty rows included", () => {
    const csv = "turma,valor\nT98,1000\n,,\n\nTOTAL,1000\n";
    expect(parseClassTotals(csv).notices).toEqual([
      { rowNumber: 5, problem: expect.stringContaining("“TOTAL”") },
    ]);
  });

  test("a header without rows says so", () => {
    expect(parseClassTotals("turma,valor\n")).toStrictEqual({
      classTotals: [],
      receivedReais: undefined,
      unreadRows: [],
      notices: [
        {
          rowNumber: 1,
          problem: "só há o cabeçalho, nenhuma linha abaixo dele.",
        },
      ],
    });
  });

  test("reads a sheet separated by semicolons, amounts with their commas", () => {
    expect(
      parseClassTotals("turma;valor\nT98;R$ 250.000,00\nT05;US$ 1,000.00\n"),
    ).toStrictEqual({
      classTotals: [{ turmaId: "T98", classYear: 1998, donatedThousands: 250 }],
      receivedReais: undefined,
      unreadRows: [{ rowNumber: 3, turmaId: "T05" }],
      notices: [
        {
          rowNumber: 3,
          problem:
            "valor “US$ 1,000.00” em dólares, não em reais; linha ignorada (escreva o valor em reais).",
        },
      ],
    });
  });

  test("reads a currency column, and leaves out the amounts it says are not in reais", () => {
    expect(
      parseClassTotals("Turma,Valor,Moeda\nT98,250.000,BRL\nT05,1.000,USD\n"),
    ).toStrictEqual({
      classTotals: [{ turmaId: "T98", classYear: 1998, donatedThousands: 250 }],
      receivedReais: undefined,
      unreadRows: [{ rowNumber: 3, turmaId: "T05" }],
      notices: [
        {
          rowNumber: 3,
          problem:
            "valor “1.000” em dólares, não em reais; linha ignorada (escreva o valor em reais).",
        },
      ],
    });
  });

  test("the amount column typed twice is read from the one with values, and said", () => {
    expect(
      parseClassTotals("turma,valor,valor\nT98,,250000\nT05,,1000\n"),
    ).toStrictEqual({
      classTotals: [
        { turmaId: "T98", classYear: 1998, donatedThousands: 250 },
        { turmaId: "T05", classYear: 2005, donatedThousands: 1 },
      ],
      receivedReais: 251_000,
      unreadRows: [],
      notices: [
        {
          rowNumber: 1,
          problem:
            "as colunas B “valor” e C “valor” repetem a mesma coluna; lida a C, a única com valores.",
        },
      ],
    });
  });

  test.each([
    ["a missing valor column", "turma,total\nT98,1000\n"],
    ["a missing turma column", "classe,valor\nT98,1000\n"],
    ["an amount with a comma, unquoted", "turma,valor\nT98,R$ 250.000,00\n"],
  ])("rejects %s", (_case, csv) => {
    expect(() => parseClassTotals(csv)).toThrow(CsvFormatError);
  });
});

describe("receivedReais", () => {
  const received = (rows: Array<[string, string]>) =>
    sumClassTotals(rowsOf(rows)).receivedReais;

  test.each([
    [
      "the bars",
      [
        ["T98", "250.000"],
        ["T97", "1.234,50"],
      ],
      251_234.5,
    ],
    [
      "the bars of a class typed twice",
      [
        ["T98", "100"],
        ["t98", "50"],
      ],
      150,
    ],
    [
      "not a total row, which repeats the classes",
      [
        ["T98", "100"],
        ["TOTAL", "100"],
      ],
      100,
    ],
    [
      "not a subtotal row",
      [
        ["T98", "100"],
        ["Subtotal 2024", "100"],
        ["Soma", "100"],
      ],
      100,
    ],
    [
      "not a row without a class whose amount is an accounting zero",
      [
        ["T98", "100"],
        ["", "R$ -"],
      ],
      100,
    ],
    [
      "not a note without an amount",
      [
        ["T98", "100"],
        ["Atualizado em novembro", ""],
      ],
      100,
    ],
    [
      "nothing of a zero",
      [
        ["T98", "100"],
        ["T97", "0"],
      ],
      100,
    ],
    [
      "nothing of a zero in accounting format",
      [
        ["T98", "100"],
        ["T97", "R$ -"],
        ["T96", " - "],
        ["T95", "R$ \u2013"],
      ],
      100,
    ],
    [
      "nothing of a row without a class or an amount",
      [
        ["T98", "100"],
        ["", " "],
      ],
      100,
    ],
  ] satisfies Array<[string, Array<[string, string]>, number]>)(
    "adds up %s",
    (_case, rows, expected) => {
      expect(received(rows)).toBeCloseTo(expected, 6);
    },
  );

  // The sum would fall short: the pages show the fund's published figure instead.
  test.each([
    ["no rows", []],
    ["no class", [["TOTAL", "1000"]]],
    [
      "an amount in dollars",
      [
        ["T98", "100"],
        ["T97", "US$ 50"],
      ],
    ],
    [
      "money that is no class's",
      [
        ["T98", "100"],
        ["Doações avulsas", "50"],
      ],
    ],
    [
      "money of a class typed beyond reading",
      [
        ["T98", "100"],
        ["T97a", "R$ 5.000.000,00"],
      ],
    ],
    [
      "an unreadable amount",
      [
        ["T98", "100"],
        ["T97", "cem"],
      ],
    ],
    [
      "a negative amount",
      [
        ["T98", "100"],
        ["T97", "-50"],
      ],
    ],
    [
      "a negative amount beside a zero in accounting format",
      [
        ["T98", "100"],
        ["T97", "R$ -"],
        ["T96", "-500"],
      ],
    ],
    [
      "an amount without its class",
      [
        ["T98", "100"],
        ["", "50"],
      ],
    ],
  ] satisfies Array<[string, Array<[string, string]>]>)(
    "cannot tell with %s",
    (_case, rows) => {
      expect(received(rows)).toBeUndefined();
    },
  );
});

describe("visibleClassTotals", () => {
  const totals = Array.from({ length: 14 }, (_, index) => ({
    turmaId: `T${10 + index}`,
    classYear: 2010 + index,
    donatedThousands: 100 - index,
  }));

  test.each([
    [14, false, DEFAULT_VISIBLE_CLASSES],
    [14, true, 14],
    [8, false, 8],
    [9, false, 8],
    [5, false, 5],
    [5, true, 5],
    [0, false, 0],
  ])("%d classes, expanded %s: %d bars", (count, isExpanded, expected) => {
    const visible = visibleClassTotals(totals.slice(0, count), isExpanded);
    expect(visible).toHaveLength(expected);
    expect(visible).toEqual(totals.slice(0, expected));
  });

  test("shows eight by default", () => {
    expect(DEFAULT_VISIBLE_CLASSES).toBe(8);
  });
});

describe("unreadRows", () => {
  // Rows numbered from 2, below the header.
  test.each([
    ["a whole sheet", [["T98", "100"]], []],
    [
      "an unreadable amount of a charted class",
      [
        ["T98", "100"],
        ["T98", "abc"],
      ],
      [{ rowNumber: 3, turmaId: "T98" }],
    ],
    [
      "the only row of a class, in dollars",
      [
        ["T98", "100"],
        ["T97", "US$ 50"],
      ],
      [{ rowNumber: 3, turmaId: "T97" }],
    ],
    [
      "money whose class cannot be read",
      [
        ["T98", "100"],
        ["", "50"],
        ["T97a", "50"],
      ],
      [
        { rowNumber: 3, turmaId: null },
        { rowNumber: 4, turmaId: null },
      ],
    ],
    [
      "not a total row, a zero or a note",
      [
        ["T98", "100"],
        ["TOTAL", "100"],
        ["T97", "0"],
        ["Atualizado em novembro", ""],
      ],
      [],
    ],
  ] satisfies Array<[string, Array<[string, string]>, UnreadRow[]]>)(
    "of %s",
    (_case, rows, expected) => {
      expect(sumClassTotals(rowsOf(rows)).unreadRows).toEqual(expected);
    },
  );

  test("a class's unread rows, by its id", () => {
    const unread: UnreadRow[] = [
      { rowNumber: 3, turmaId: "T98" },
      { rowNumber: 5, turmaId: null },
      { rowNumber: 9, turmaId: "T98" },
      { rowNumber: 12, turmaId: "T97" },
    ];
    expect(unreadRowsOf(unread, "T98")).toEqual([3, 9]);
    expect(unreadRowsOf(unread, "T05")).toEqual([]);
  });
});

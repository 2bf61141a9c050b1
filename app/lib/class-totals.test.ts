import { describe, expect, test } from "vitest";
import {
  classYear,
  DEFAULT_VISIBLE_CLASSES,
  parseClassTotals,
  sumClassTotals,
  turmaId,
  visibleClassTotals,
} from "./class-totals";
import { CsvFormatError } from "./csv";

describe("classYear", () => {
  test.each([
    ["T98", 1998],
    ["T05", 2005],
    ["T50", 1950],
    ["T49", 2049],
    ["T00", 2000],
    ["T99", 1999],
    ["t98", 1998],
    [" T 98 ", 1998],
    ["", 0],
    ["T", 0],
    ["T5", 0],
    ["T985", 0],
    ["98", 0],
    ["X98", 0],
    ["TAB", 0],
    ["Turma 98", 0],
  ])("%j is %d", (turma, expected) => {
    expect(classYear(turma)).toBe(expected);
  });
});

describe("turmaId", () => {
  test.each([
    ["T98", "T98"],
    [" t98 ", "T98"],
    ["T 98", "T98"],
    ["", ""],
  ])("%j is %j", (turma, expected) => {
    expect(turmaId(turma)).toBe(expected);
  });
});

describe("sumClassTotals", () => {
  const bars = (rows: Array<[string, string]>) =>
    sumClassTotals(rows.map(([turma, valor]) => ({ turma, valor }))).map(
      (total) => [total.turmaId, total.donatedThousands],
    );

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
        ["T30", "5000"],
        ["T01", "5000"],
      ],
      [
        ["T20", 9],
        ["T10", 5],
        ["T30", 5],
        ["T01", 5],
      ],
    ],
    [
      "the same class summed into one bar, however it is typed",
      [
        ["T98", "R$ 100.000,00"],
        ["T05", "150000"],
        [" t98", "R$ 100.000,00"],
      ],
      [
        ["T98", 200],
        ["T05", 150],
      ],
    ],
    [
      "rows without a turma dropped",
      [
        ["", "100000"],
        ["  ", "100000"],
        ["T98", "1000"],
      ],
      [["T98", 1]],
    ],
    [
      "rows without an amount above zero dropped",
      [
        ["T98", "0"],
        ["T97", "abc"],
        ["T96", ""],
        ["T95", "-500"],
        ["T94", "R$ 0,00"],
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

  test("derives the class year of each bar", () => {
    expect(
      sumClassTotals([
        { turma: "T49", valor: "2000" },
        { turma: "Amigos", valor: "1000" },
      ]),
    ).toEqual([
      { turmaId: "T49", classYear: 2049, donatedThousands: 2 },
      { turmaId: "AMIGOS", classYear: 0, donatedThousands: 1 },
    ]);
  });
});

describe("parseClassTotals", () => {
  test.each([
    ["Portuguese headers", "Turma,Valor\nT98,R$ 250.000\n"],
    ["English headers", "TURMA , value\nT98,250000\n"],
    ["quoted Brazilian amounts", 'turma,valor\r\nT98,"R$ 250.000,00"\r\n\r\n'],
  ])("reads %s", (_case, csv) => {
    expect(parseClassTotals(csv)).toEqual([
      { turmaId: "T98", classYear: 1998, donatedThousands: 250 },
    ]);
  });

  test.each([
    ["a missing valor column", "turma,total\nT98,1000\n"],
    ["a missing turma column", "classe,valor\nT98,1000\n"],
    ["an amount with a comma, unquoted", "turma,valor\nT98,R$ 250.000,00\n"],
  ])("rejects %s", (_case, csv) => {
    expect(() => parseClassTotals(csv)).toThrow(CsvFormatError);
  });
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

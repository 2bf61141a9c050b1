import { describe, expect, test } from "vitest";
import { classYear, parseTurmaId, readClassId } from "./class-id";

describe("parseTurmaId", () => {
  test.each([
    ["T98", "T98"],
    ["t98", "T98"],
    ["T 98", "T98"],
    [" T98 ", "T98"],
    ["T-98", "T98"],
    ["T05", "T05"],
    ["1998", "T98"],
    ["2005", "T05"],
    ["1950", "T50"],
    ["Turma de 1998", "T98"],
    ["turma 1998", "T98"],
    ["Turma 98", "T98"],
    ["Turma T98", "T98"],
    ["TURMA DE 2005", "T05"],
    ["T1998", "T98"],
    ["98", "T98"],
    ["05", "T05"],
    ["ITA 98", "T98"],
    ["ITA-98", "T98"],
    ["T'98", "T98"],
    ["T’98", "T98"],
    ["T.98", "T98"],
    ["Turma ITA 98", "T98"],
    ["T\u201898", "T98"],
    [" 05 ", "T05"],
  ])("%j is %j", (text, expected) => {
    expect(parseTurmaId(text)).toBe(expected);
  });

  test.each([
    [""],
    ["  "],
    ["TOTAL"],
    ["Total geral"],
    ["Subtotal"],
    ["Amigos do ITA"],
    ["ITA"],
    ["joao"],
    ["8"],
    ["998"],
    ["T5"],
    ["T985"],
    ["1949"],
    ["2050"],
    ["X98"],
    ["TAB"],
  ])("%j is not a class", (text) => {
    expect(parseTurmaId(text)).toBeNull();
  });
});

describe("classYear", () => {
  test.each([
    ["T98", 1998],
    ["T05", 2005],
    ["T50", 1950],
    ["T00", 2000],
    ["T99", 1999],
    ["t98", 1998],
    [" T 98 ", 1998],
    ["Turma de 1998", 1998],
    ["", 0],
    ["T", 0],
    ["T5", 0],
    ["T985", 0],
    ["98", 1998],
    ["X98", 0],
    ["TAB", 0],
    // By the two digits alone, as the spec reads them, whatever the date.
    ["T49", 2049],
    ["T33", 2033],
    ["2049", 2049],
    ["2050", 0],
  ])("%j is %d", (turma, expected) => {
    expect(classYear(turma)).toBe(expected);
  });
});

describe("the latest class is the one that graduates six years from now", () => {
  const in2026 = new Date(2026, 5, 15);

  test.each([
    ["T32", "T32"],
    ["2032", "T32"],
    ["Turma de 2032", "T32"],
    ["T33", null],
    ["2033", null],
    ["T45", null],
    ["Turma de 2045", null],
    ["T49", null],
  ])("in 2026, %j is %j", (text, expected) => {
    expect(parseTurmaId(text, in2026)).toBe(expected);
  });

  test.each([
    ["1 January 2026", new Date(2026, 0, 1), "T32", "T33"],
    ["31 December 2026", new Date(2026, 11, 31), "T32", "T33"],
    ["1 January 2027", new Date(2027, 0, 1), "T33", "T34"],
  ])(
    "on %s the latest class is %j, and %j is none",
    (_, today, latest, next) => {
      expect(parseTurmaId(latest, today)).toBe(latest);
      expect(parseTurmaId(next, today)).toBeNull();
    },
  );
});

describe("readClassId", () => {
  test.each([
    ["T98", { turmaId: "T98", year: 1998 }],
    ["T49", { turmaId: "T49", year: 2049 }],
    ["Turma de 2049", { turmaId: "T49", year: 2049 }],
    ["1950", { turmaId: "T50", year: 1950 }],
    // Four digits that two digits cannot stand for.
    ["2050", null],
    ["2099", null],
    ["1949", null],
    ["TOTAL", null],
  ])("%j is %j, whatever the date", (text, expected) => {
    expect(readClassId(text)).toEqual(expected);
  });
});

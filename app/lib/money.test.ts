import { describe, expect, test } from "vitest";
import {
  formatThousands,
  formatThousandsOfReais,
  parseThousandsOfReais,
} from "./money";

describe("parseThousandsOfReais", () => {
  // The data contract's table (DESIGN.md §5), row by row.
  test.each([
    ["250000", 250],
    ["R$ 250000", 250],
    ["R$250,000.00", 250],
    ["R$ 250.000,00", 250],
    ["1.234.567,89", 1234.56789],
    ["R$ 1.500.000", 1500],
    ["12.5", 0.0125],
    ["abc", 0],
    ["", 0],
    ["-500", -0.5],
  ])("contract: %j is %d thousand", (text, expected) => {
    expect(parseThousandsOfReais(text)).toBeCloseTo(expected, 10);
  });

  // The spec's base rule: drop everything but digits, dot and minus, read a decimal, divide by 1000.
  test.each([
    ["1000", 1],
    ["R$ 1000.50", 1.0005],
    ["  750  ", 0.75],
    ["0", 0],
    ["R$", 0],
    ["-", 0],
    ["1-2", 0],
    ["1.2.3", 0],
    ["--5", 0],
  ])("base rule: %j is %d thousand", (text, expected) => {
    expect(parseThousandsOfReais(text)).toBeCloseTo(expected, 10);
  });

  // Brazilian and US grouping beyond the table.
  test.each([
    ["R$ 10.000,5", 10.0005],
    ["1,5", 0.0015],
    ["1.500", 1.5],
    ["12.500", 12.5],
    ["0.500", 0.0005],
    ["1,234,567.89", 1234.56789],
    ["250,000", 250],
    ["-R$ 1.000,00", -1],
    ["R$ 1.234,5.6", 0],
  ])("grouping: %j is %d thousand", (text, expected) => {
    expect(parseThousandsOfReais(text)).toBeCloseTo(expected, 10);
  });
});

describe("formatThousands", () => {
  test.each([
    [1234.5, "1.234,5"],
    [1234.56789, "1.234,6"],
    [250, "250"],
    [0.0125, "0"],
    [1500, "1.500"],
    [12.25, "12,3"],
  ])("%d is %j", (thousands, expected) => {
    expect(formatThousands(thousands)).toBe(expected);
  });

  test.each([
    [1234.5, "R$ 1.234,5 mil"],
    [250, "R$ 250 mil"],
  ])("%d reads %j", (thousands, expected) => {
    expect(formatThousandsOfReais(thousands)).toBe(expected);
  });
});

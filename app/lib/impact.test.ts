import { describe, expect, test } from "vitest";
import {
  distributedIn,
  latestYear,
  newestFirst,
  percentTotal,
  realReturn,
} from "./impact";

const year = (year: number, ...amounts: number[]) => ({
  year,
  funded: amounts.map((reais) => ({ reais })),
});

describe("what a year distributed", () => {
  test.each([
    ["one item", year(2025, 120000), 120000],
    ["several items", year(2025, 240000, 95000, 85000), 420000],
    ["centavos", year(2025, 1000.5, 0.25), 1000.75],
    ["no item", year(2025), 0],
  ])("%s", (_, fundedYear, expected) => {
    expect(distributedIn(fundedYear)).toBe(expected);
  });
});

describe("the latest year", () => {
  test.each([
    ["listed newest first", [2025, 2024, 2023], 2025],
    ["listed oldest first", [2023, 2024, 2025], 2025],
    ["listed in no order", [2024, 2026, 2023], 2026],
    ["a single year", [2023], 2023],
  ])("%s", (_, years, expected) => {
    expect(latestYear(years.map((y) => ({ year: y })))?.year).toBe(expected);
  });

  test("no year has none", () => {
    expect(latestYear([])).toBeUndefined();
  });

  test("the years newest first, the officer's list untouched", () => {
    const years = [2023, 2025, 2024].map((y) => ({ year: y }));
    expect(newestFirst(years).map((y) => y.year)).toEqual([2025, 2024, 2023]);
    expect(years.map((y) => y.year)).toEqual([2023, 2025, 2024]);
  });
});

describe("the real return against the IPCA", () => {
  test.each([
    // nominal %, IPCA %, real as a fraction
    [12, 4, 0.076923],
    [13.4, 4.26, 0.087665],
    [4.5, 4.5, 0],
    [0, 0, 0],
    [3, 5, -0.019048],
    [-2, 4, -0.057692],
    [10, 0, 0.1],
  ])("%d%% nominal with %d%% of IPCA is %d real", (nominal, ipca, real) => {
    expect(realReturn(nominal, ipca)).toBeCloseTo(real, 6);
  });
});

describe("the shares of the asset mix add to", () => {
  test.each([
    [[52, 28, 10, 6, 4], 100],
    [[33.33, 33.33, 33.34], 100],
    [[0.1, 0.2, 99.7], 100],
    [[50, 40], 90],
    [[60, 45.5], 105.5],
    [[100], 100],
    [[], 0],
  ])("%j: %d", (shares, expected) => {
    expect(percentTotal(shares)).toBe(expected);
  });
});

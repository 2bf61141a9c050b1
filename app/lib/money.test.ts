import { describe, expect, test } from "vitest";
import type { Locale } from "./locale";
import {
  type Currency,
  formatDecimal,
  formatDonationAmount,
  formatLargeReais,
  formatMoney,
  formatPercent,
  formatThousands,
  formatThousandsOfReais,
  foreignCurrency,
  hasAmbiguousMultiplier,
  readReais,
} from "./money";

/** The amount in R$ mil, as the chart reads it; 0 when it cannot be read (the row is dropped). */
function thousandsOf(text: string): number {
  const reais = readReais(text);
  return Number.isNaN(reais) ? 0 : reais / 1000;
}

describe("amounts in R$ mil", () => {
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
    expect(thousandsOf(text)).toBeCloseTo(expected, 10);
  });

  // The spec's base rule: digits, a dot and a minus read as a decimal, divided by 1000.
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
    expect(thousandsOf(text)).toBeCloseTo(expected, 10);
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
    expect(thousandsOf(text)).toBeCloseTo(expected, 10);
  });
});

describe("readReais", () => {
  // Every way a fund officer may type a positive amount.
  test.each([
    ["R$ 1.234,56", 1234.56],
    ["BRL 1.000,00", 1000],
    ["1.000,00 BRL", 1000],
    ["brl 500", 500],
    ["1,234.56", 1234.56],
    ["1.000", 1000],
    ["1,000", 1000],
    ["R$ 1.000.000,00", 1_000_000],
    ["R$\u00a01.500,00", 1500],
    ["1 000 000", 1_000_000],
    ["R$ 5 mil", 5000],
    ["5mil", 5000],
    ["R$ 1.500 mil", 1_500_000],
    ["R$ 1,2 mi", 1_200_000],
    ["1,5 milhão", 1_500_000],
    ["R$ 2 milhões", 2_000_000],
    ["1e6", 1_000_000],
    ["1E6", 1_000_000],
    ["1,00E+06", 1_000_000],
    ["1.5e3", 1500],
    ["2,5E+05", 250_000],
    ["R$ 1.234,567", 1234.567],
    ["0,50", 0.5],
  ])("%j is R$ %d", (text, expected) => {
    expect(readReais(text)).toBeCloseTo(expected, 6);
  });

  // Negatives, in any notation: the caller drops them.
  test.each([
    ["-500", -500],
    ["-R$ 1.000,00", -1000],
    ["R$ -1.000,00", -1000],
    ["- R$ 1.000,00", -1000],
    ["(1.000,00)", -1000],
    ["(R$ 1.000,00)", -1000],
    ["R$ (250.000)", -250_000],
    ["\u22121.000", -1000],
    ["-1e6", -1_000_000],
    ["-R$ 5 mil", -5000],
    ["\u20131.000", -1000],
    ["\u2014 R$ 1.000,00", -1000],
    ["\u2212R$ 5 mil", -5000],
    ["(R$ 5 mil reais)", -5000],
  ])("%j is R$ %d", (text, expected) => {
    expect(readReais(text)).toBeCloseTo(expected, 6);
  });

  // A multiplier anywhere it can follow the number, and the currency written out after it.
  test.each([
    ["R$ 5 mil reais", 5000],
    ["5 MIL", 5000],
    ["R$ 500k", 500_000],
    ["500 K", 500_000],
    ["2 milhões de reais", 2_000_000],
    ["1 milhao", 1_000_000],
    ["R$ 2 MM", 2_000_000],
    ["R$ 1,2 mi de reais", 1_200_000],
    ["R$ 3 bi", 3_000_000_000],
    ["1 bilhão", 1_000_000_000],
    ["1,5 Bilhões de reais", 1_500_000_000],
    ["R$\u00a05\u00a0mil", 5000],
    ["1.000 reais", 1000],
    ["1 real", 1],
    ["5 mil R$", 5000],
    ["R$ 1.234,56 de reais", 1234.56],
  ])("%j is R$ %d", (text, expected) => {
    expect(readReais(text)).toBeCloseTo(expected, 6);
  });

  test.each([
    ["0", 0],
    ["R$ 0,00", 0],
    ["0e5", 0],
  ])("%j is zero", (text, expected) => {
    expect(readReais(text)).toBe(expected);
  });

  // A zero in accounting format, as Google Sheets and Excel write it: a dash alone, "R$" or not.
  test.each([
    ["R$ -"],
    ["R$ - "],
    [" R$ -   "],
    ["R$\u00a0-"],
    ["R$-"],
    [" - "],
    ["-"],
    ["R$ \u2013"],
    ["\u2013"],
    ["R$ \u2014"],
    ["R$ \u2212"],
  ])("%j is zero, in accounting format", (text) => {
    expect(readReais(text)).toBe(0);
  });

  test.each([
    [""],
    ["abc"],
    ["R$"],
    ["mil"],
    ["--"],
    ["- -"],
    ["R$ - -"],
    ["(-)"],
    ["-mil"],
    ["1-2"],
    ["--5"],
    ["1.2.3"],
    ["12.34,5"],
    ["R$ 1.234,5.6"],
    ["()"],
    ["US$ 1,000.00"],
    ["USD 500"],
    ["€ 200"],
    ["EUR 200"],
  ])("%j cannot be read", (text) => {
    expect(readReais(text)).toBeNaN();
  });

  // Text around the digits is never dropped: the row is reported rather than read as a wrong figure.
  test.each([
    ["R$ 300 mil (promessa)"],
    ["300 (promessa)"],
    ["aprox. 5 mil"],
    ["cerca de R$ 5 mil"],
    ["5 mil?"],
    ["R$ 5 mil a confirmar"],
    ["10/05/2024"],
    ["2024-05-10"],
    ["10\u201305\u20132024"],
    ["10:30"],
    ["10h30"],
    ["50%"],
    ["10 05 2024"],
    ["1 2"],
    ["5 milhares"],
    ["5 kg"],
    ["5 mil mil"],
    ["2 milhões de"],
    ["reais"],
    ["mi"],
    ["1.000 \u2013"],
    ["5 \u2013 10 mil"],
    ["-(1.000)"],
    ["R$ 1.000 R$ 2.000"],
    ["1e400"],
  ])("%j cannot be read", (text) => {
    expect(readReais(text)).toBeNaN();
  });
});

describe("hasAmbiguousMultiplier", () => {
  test.each([
    ["R$ 1,2M", true],
    ["500m", true],
    ["1,2 m", true],
    ["R$ 500 m reais", true],
    ["R$ 2 MM", false],
    ["R$ 1,2 mi", false],
    ["5 mil", false],
    ["500", false],
    ["5 m²", false],
  ])("%j: %s", (text, isAmbiguous) => {
    expect(hasAmbiguousMultiplier(text)).toBe(isAmbiguous);
    if (isAmbiguous) expect(readReais(text)).toBeNaN();
  });
});

describe("foreignCurrency", () => {
  test.each([
    ["US$ 1,000.00", "dólares"],
    ["us$1000", "dólares"],
    ["U$ 1.000", "dólares"],
    ["USD 500", "dólares"],
    ["500 USD", "dólares"],
    ["500usd", "dólares"],
    ["$ 100", "dólares"],
    ["100 dólares", "dólares"],
    ["€ 200", "euros"],
    ["EUR 200", "euros"],
    ["200 euros", "euros"],
    ["£ 300", "libras"],
    ["GBP 300", "libras"],
  ])("%j is in %s", (text, currency) => {
    expect(foreignCurrency(text)).toBe(currency);
  });

  test.each([
    ["R$ 1.000,00"],
    ["R $ 1.000"],
    ["r$1000"],
    ["1000"],
    ["R$ 5 mil"],
    ["2 milhões"],
    ["1,00E+06"],
    ["(1.000,00)"],
    [""],
  ])("%j is in reais", (text) => {
    expect(foreignCurrency(text)).toBeNull();
  });
});

describe("formatLargeReais", () => {
  test.each([
    [25_000_000, "R$ 25 milhões"],
    [12_345_678, "R$ 12,35 milhões"],
    [1_500_000, "R$ 1,5 milhão"],
    [1_000_000, "R$ 1 milhão"],
    [850_000, "R$ 850 mil"],
    [7_792_300, "R$ 7,79 milhões"],
  ])("%d reads %j", (reais, expected) => {
    expect(formatLargeReais(reais)).toBe(expected);
  });
});

describe("formatPercent", () => {
  test.each([
    [0.3117, "31,2%"],
    [0.5, "50%"],
    [0, "0%"],
    [1.04, "104%"],
  ])("%d reads %j", (fraction, expected) => {
    expect(formatPercent(fraction)).toBe(expected);
  });
});

describe("formatThousands", () => {
  test.each([
    [1234.5, "1.234,5"],
    [1234.56789, "1.234,6"],
    [250, "250"],
    [1500, "1.500"],
    [12.25, "12,3"],
    [1, "1"],
    [0, "0"],
    // Below R$ 1 mil, two significant digits: never "0" for an amount above zero.
    [0.5, "0,5"],
    [0.04, "0,04"],
    [0.0125, "0,013"],
    [0.999, "1"],
    [0.95, "0,95"],
    [0.00001, "0,00001"],
  ])("%d is %j", (thousands, expected) => {
    expect(formatThousands(thousands)).toBe(expected);
  });

  test.each([
    [1234.5, "R$ 1.234,5 mil"],
    [250, "R$ 250 mil"],
    [0.5, "R$ 0,5 mil"],
    [0.04, "R$ 0,04 mil"],
  ])("%d reads %j", (thousands, expected) => {
    expect(formatThousandsOfReais(thousands)).toBe(expected);
  });
});

describe('formatDecimal writes what Intl.NumberFormat("pt-BR") writes', () => {
  const values = [
    0, -0, 1, 12.25, 999.95, 999.949, 1000, 1234.5, 1234.56789, 12_345_678.9,
    1_000_000, 0.0125, 0.05, 0.005, 1.005, 2.675, 99_999.99, 123_456_789_012,
    -1234.5, -0.001,
  ];
  test.each(
    values.flatMap((value) => [0, 1, 2].map((digits) => [value, digits])),
  )("%d with at most %d decimals", (value, digits) => {
    const intl = new Intl.NumberFormat("pt-BR", {
      maximumFractionDigits: digits,
    });
    expect(formatDecimal(value, digits)).toBe(intl.format(value));
  });
});

describe("formatDonationAmount", () => {
  test.each([
    [10_000, "R$ 100"],
    [100_000, "R$ 1.000"],
    [500_000, "R$ 5.000"],
    [123_456, "R$ 1.234,56"],
    [123_450, "R$ 1.234,50"],
    [5, "R$ 0,05"],
    [999_999_999_999, "R$ 9.999.999.999,99"],
  ])("%d centavos read %j", (cents, expected) => {
    expect(formatDonationAmount(cents)).toBe(expected);
  });
});

describe("formatMoney", () => {
  test.each<[number, Currency, Locale, string]>([
    [100_000, "USD", "en", "US$ 1,000"],
    [100_050, "USD", "en", "US$ 1,000.50"],
    [100_050, "USD", "pt-BR", "US$ 1.000,50"],
    [5, "EUR", "en", "€ 0.05"],
    [250_000, "GBP", "en", "£ 2,500"],
    [123_450, "BRL", "pt-BR", "R$ 1.234,50"],
  ])("%d hundredths of %s in %s read %j", (cents, currency, locale, text) => {
    expect(formatMoney(cents, currency, locale)).toBe(text);
  });
});

describe("amounts in English stay in reais, with English marks and words", () => {
  test.each([
    [14_200_000, "R$ 14.2 million"],
    [1_500_000, "R$ 1.5 million"],
    [25_000_000, "R$ 25 million"],
    [8_131_550, "R$ 8.13 million"],
    [850_000, "R$ 850 thousand"],
    [1_234_500, "R$ 1.23 million"],
  ])("formatLargeReais(%d) is %s", (reais, text) => {
    expect(formatLargeReais(reais, "en")).toBe(text);
  });

  test.each([
    [1234567.891, 2, "1,234,567.89"],
    [0.5, 1, "0.5"],
    [-1500, 0, "-1,500"],
  ])("formatDecimal(%d, %d) is %s", (value, digits, text) => {
    expect(formatDecimal(value, digits, "en")).toBe(text);
  });

  test.each([
    [100000, "R$ 1,000"],
    [123450, "R$ 1,234.50"],
    [2050, "R$ 20.50"],
  ])("formatDonationAmount(%d) is %s", (cents, text) => {
    expect(formatDonationAmount(cents, "en")).toBe(text);
  });

  test("formatPercent", () => {
    expect(formatPercent(0.3117, "en")).toBe("31.2%");
  });
});

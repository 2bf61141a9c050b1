import { describe, expect, test } from "vitest";
import {
  type AmountErrorKind,
  type AmountErrorTexts,
  amountErrorMessages,
  parseDonationAmount,
  writtenCurrency,
} from "./donation-amount";
import type { Locale } from "./locale";
import type { Currency } from "./money";
import { formatAmountForBrCode } from "./pix";

/** Amounts a donor types, by language, and the centavos they mean. */
const READ: Record<Locale, [text: string, cents: number][]> = {
  "pt-BR": [
    ["1.500", 150_000],
    ["1.500,00", 150_000],
    ["R$ 1500,5", 150_050],
    ["1500", 150_000],
    ["1.234,56", 123_456],
    [" 250 ", 25_000],
    ["R$1.000", 100_000],
    ["r$ 10", 1_000],
    ["R$\u00a050,00", 5_000],
    ["0,01", 1],
    ["0,5", 50],
    ["10,5", 1_050],
    ["050", 5_000],
    ["1.000.000", 100_000_000],
    ["12.345.678,90", 1_234_567_890],
    ["9.999.999.999,99", 999_999_999_999],
    ["9999999999,99", 999_999_999_999],
    ["20,5", 2_050],
    ["20,50", 2_050],
    ["1.000", 100_000],
    ["1.000,50", 100_050],
    ["2\u200b0,50", 2_050],
    ["\ufeffR$ 1.000", 100_000],
    ["1.0\u00ad00", 100_000],
  ],
  en: [
    ["1,500", 150_000],
    ["1,500.00", 150_000],
    ["1,500.50", 150_050],
    ["R$ 1500.5", 150_050],
    ["1500", 150_000],
    ["1,234.56", 123_456],
    ["20.5", 2_050],
    [" 250 ", 25_000],
    ["R$1,000", 100_000],
    ["r$ 10", 1_000],
    ["R$\u00a050.00", 5_000],
    ["0.01", 1],
    ["0.5", 50],
    ["050", 5_000],
    ["1,000,000", 100_000_000],
    ["12,345,678.90", 1_234_567_890],
    ["9,999,999,999.99", 999_999_999_999],
    ["9999999999.99", 999_999_999_999],
    ["20\u200b.50", 2_050],
  ],
};

/**
 * Amounts that cannot be read, by language, the kind of mistake each is, and whether more typing
 * can still make an amount of it (then, while the donor types, it is no mistake yet).
 */
const REFUSED: Record<
  Locale,
  [text: string, error: AmountErrorKind, partial?: "partial"][]
> = {
  "pt-BR": [
    ["", "empty", "partial"],
    ["   ", "empty", "partial"],
    ["R$", "empty", "partial"],
    ["R$  ", "empty", "partial"],
    ["0", "zero", "partial"],
    ["0,00", "zero"],
    ["R$ 0", "zero", "partial"],
    ["-5", "negative"],
    ["- 5", "negative"],
    ["\u22125", "negative"],
    ["-R$ 5,00", "negative"],
    ["R$ -5", "negative"],
    ["abc", "notNumber"],
    ["12a", "notNumber"],
    ["-", "notNumber"],
    ["-abc", "notNumber"],
    ["1 500", "notNumber"],
    ["+5", "notNumber"],
    ["1e3", "notNumber"],
    ["5 mil", "notNumber"],
    ["US$ 5", "notNumber"],
    [".,", "notNumber"],
    ["10,123", "decimals"],
    ["1.234,567", "decimals"],
    ["1,500", "decimals"],
    ["1,500.00", "separators"],
    ["1.500,00.00", "separators"],
    ["10.50", "separators", "partial"],
    ["12.5", "separators", "partial"],
    ["1.50.000", "separators"],
    ["1500.000", "separators"],
    ["0.500", "separators"],
    ["1..500", "separators"],
    ["1.500.", "separators", "partial"],
    [".500", "separators"],
    ["1,5,0", "separators"],
    ["10,", "separators", "partial"],
    ["20,", "separators", "partial"],
    ["1.000,", "separators", "partial"],
    ["20.", "separators", "partial"],
    ["20.5", "separators", "partial"],
    ["20.50", "separators", "partial"],
    ["20.\u200b5", "separators", "partial"],
    ["1.", "separators", "partial"],
    ["1.50.000,", "separators"],
    [",50", "separators"],
    ["10.000.000.000", "tooLarge"],
    ["10.000.000.000,00", "tooLarge"],
    ["99999999999", "tooLarge"],
    ["9".repeat(400), "tooLarge"],
  ],
  en: [
    ["", "empty", "partial"],
    ["R$ ", "empty", "partial"],
    ["0", "zero", "partial"],
    ["0.00", "zero"],
    ["-5", "negative"],
    ["-R$ 5.00", "negative"],
    ["abc", "notNumber"],
    ["1 500", "notNumber"],
    ["$5", "notNumber"],
    ["US$ 5", "notNumber"],
    ["5k", "notNumber"],
    ["10.123", "decimals"],
    ["1,234.567", "decimals"],
    ["1.500", "decimals"],
    ["1.500,00", "separators"],
    ["1,500.00.00", "separators"],
    ["10,50", "separators", "partial"],
    ["12,5", "separators", "partial"],
    ["1,50,000", "separators"],
    ["1500,000", "separators"],
    ["0,500", "separators"],
    ["1,,500", "separators"],
    ["1,500,", "separators", "partial"],
    [",500", "separators"],
    ["1.5.0", "separators"],
    ["10.", "separators", "partial"],
    [".50", "separators"],
    ["10,000,000,000", "tooLarge"],
    ["10,000,000,000.00", "tooLarge"],
    ["99999999999", "tooLarge"],
  ],
};

describe.each(Object.keys(READ) as Locale[])(
  "parseDonationAmount in %s",
  (locale) => {
    test.each(READ[locale])("%j is %d centavos", (text, cents) => {
      expect(parseDonationAmount(text, locale)).toEqual({ ok: true, cents });
    });

    test.each(REFUSED[locale])(
      "%j is refused: %s %s",
      (text, error, partial) => {
        expect(parseDonationAmount(text, locale)).toEqual({
          ok: false,
          error,
          partial: partial === "partial",
        });
      },
    );
  },
);

/** Amounts in each currency, as donors abroad and at home type them, and what they are read as. */
const IN_CURRENCY: [
  Locale,
  Currency,
  text: string,
  read: number | AmountErrorKind,
][] = [
  ["en", "USD", "US$ 1,000", 100_000],
  ["en", "USD", "1,000", 100_000],
  ["en", "USD", "1000.50", 100_050],
  ["en", "USD", "$1,000.5", 100_050],
  ["en", "USD", "US $ 250", 25_000],
  ["en", "USD", "usd 250", 25_000],
  ["en", "USD", "250 USD", 25_000],
  ["en", "USD", "250US$", 25_000],
  ["en", "USD", "-US$ 5", "negative"],
  ["en", "USD", "US$", "empty"],
  ["en", "USD", "US$ 1.000,50", "separators"],
  ["en", "USD", "R$ 1,000", "notNumber"],
  ["en", "USD", "€ 1,000", "notNumber"],
  ["en", "EUR", "€1,000.50", 100_050],
  ["en", "EUR", "1,000 EUR", 100_000],
  ["en", "GBP", "£ 99.99", 9_999],
  ["en", "BRL", "BRL 1,500", 150_000],
  ["en", "BRL", "$ 1,500", "notNumber"],
  ["pt-BR", "USD", "U$ 1.000,50", 100_050],
  ["pt-BR", "USD", "US$ 1.000", 100_000],
  ["pt-BR", "USD", "1,000.50", "separators"],
  ["pt-BR", "EUR", "1.000,50 €", 100_050],
  ["pt-BR", "BRL", "1.500 R$", 150_000],
];

describe("parseDonationAmount in a currency", () => {
  test.each(IN_CURRENCY)(
    "in %s, in %s, %j is %s",
    (locale, currency, text, read) => {
      const amount = parseDonationAmount(text, locale, currency);
      if (typeof read === "number")
        expect(amount).toEqual({ ok: true, cents: read });
      else expect(amount).toMatchObject({ ok: false, error: read });
    },
  );
});

describe("writtenCurrency", () => {
  test.each<[string, Currency | null]>([
    ["US$ 1,000", "USD"],
    ["u$ 1.000", "USD"],
    ["$1,000", "USD"],
    ["-$5", "USD"],
    ["1,000 usd", "USD"],
    ["R$ 1.000", "BRL"],
    ["1.000 BRL", "BRL"],
    ["€ 500", "EUR"],
    ["500€", "EUR"],
    ["£500", "GBP"],
    ["\u200bUS$ 5", "USD"],
    ["1,000", null],
    ["", null],
    ["mil reais", null],
  ])("%j is written in %s", (text, currency) => {
    expect(writtenCurrency(text)).toBe(currency);
  });
});

describe("parseDonationAmount", () => {
  test("reads Portuguese when no language is given", () => {
    expect(parseDonationAmount("1.500,50")).toEqual({
      ok: true,
      cents: 150_050,
    });
  });

  test.each<[Locale, string, string]>([
    ["pt-BR", "R$ 500", "500.00"],
    ["pt-BR", "1.500,5", "1500.50"],
    ["pt-BR", "0,05", "0.05"],
    ["pt-BR", "9.999.999.999,99", "9999999999.99"],
    ["en", "1,500.5", "1500.50"],
    ["en", "0.05", "0.05"],
  ])("in %s, %j goes into field 54 as %j", (locale, text, field) => {
    const amount = parseDonationAmount(text, locale);
    expect(amount.ok && formatAmountForBrCode(amount.cents)).toBe(field);
  });
});

describe("amountErrorMessages", () => {
  const texts: AmountErrorTexts = {
    empty: "Type an amount.",
    notNumber: "Digits only.",
    negative: "Not negative.",
    separators: "Dot for cents.",
    decimals: "Two decimals.",
    zero: "More than zero.",
    tooLarge: "The largest amount is {valor}.",
  };

  test.each<[Locale, string]>([
    ["pt-BR", "The largest amount is R$ 9.999.999.999,99."],
    ["en", "The largest amount is R$ 9,999,999,999.99."],
  ])("in %s, writes the largest amount into tooLarge", (locale, tooLarge) => {
    expect(amountErrorMessages(texts, locale)).toEqual({ ...texts, tooLarge });
  });

  test.each<[Locale, Currency, string]>([
    ["en", "USD", "The largest amount is US$ 9,999,999,999.99."],
    ["en", "GBP", "The largest amount is £ 9,999,999,999.99."],
    ["pt-BR", "EUR", "The largest amount is € 9.999.999.999,99."],
  ])(
    "in %s, in %s, writes it in the currency",
    (locale, currency, tooLarge) => {
      expect(amountErrorMessages(texts, locale, currency).tooLarge).toBe(
        tooLarge,
      );
    },
  );
});

import { describe, expect, test } from "vitest";
import { AMOUNT_ERRORS, parseDonationAmount } from "./donation-amount";
import { formatAmountForBrCode } from "./pix";

describe("parseDonationAmount", () => {
  test.each([
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
  ])("%j is %d centavos", (text, cents) => {
    expect(parseDonationAmount(text)).toEqual({ ok: true, cents });
  });

  test.each([
    ["", "Digite um valor."],
    ["   ", "Digite um valor."],
    ["R$", "Digite um valor."],
    ["R$  ", "Digite um valor."],
    ["0", AMOUNT_ERRORS.zero],
    ["0,00", AMOUNT_ERRORS.zero],
    ["R$ 0", AMOUNT_ERRORS.zero],
    ["-5", AMOUNT_ERRORS.negative],
    ["- 5", AMOUNT_ERRORS.negative],
    ["\u22125", AMOUNT_ERRORS.negative],
    ["-R$ 5,00", AMOUNT_ERRORS.negative],
    ["R$ -5", AMOUNT_ERRORS.negative],
    ["abc", AMOUNT_ERRORS.notNumber],
    ["12a", AMOUNT_ERRORS.notNumber],
    ["-", AMOUNT_ERRORS.notNumber],
    ["-abc", AMOUNT_ERRORS.notNumber],
    ["1 500", AMOUNT_ERRORS.notNumber],
    ["+5", AMOUNT_ERRORS.notNumber],
    ["1e3", AMOUNT_ERRORS.notNumber],
    ["5 mil", AMOUNT_ERRORS.notNumber],
    ["US$ 5", AMOUNT_ERRORS.notNumber],
    [".,", AMOUNT_ERRORS.notNumber],
    ["10,123", AMOUNT_ERRORS.decimals],
    ["1.234,567", AMOUNT_ERRORS.decimals],
    ["1,500", AMOUNT_ERRORS.decimals],
    ["1,500.00", AMOUNT_ERRORS.separators],
    ["1.500,00.00", AMOUNT_ERRORS.separators],
    ["10.50", AMOUNT_ERRORS.separators],
    ["12.5", AMOUNT_ERRORS.separators],
    ["1.50.000", AMOUNT_ERRORS.separators],
    ["1500.000", AMOUNT_ERRORS.separators],
    ["0.500", AMOUNT_ERRORS.separators],
    ["1..500", AMOUNT_ERRORS.separators],
    ["1.500.", AMOUNT_ERRORS.separators],
    [".500", AMOUNT_ERRORS.separators],
    ["1,5,0", AMOUNT_ERRORS.separators],
    ["10,", AMOUNT_ERRORS.separators],
    [",50", AMOUNT_ERRORS.separators],
    ["10.000.000.000", AMOUNT_ERRORS.tooLarge],
    ["10.000.000.000,00", AMOUNT_ERRORS.tooLarge],
    ["99999999999", AMOUNT_ERRORS.tooLarge],
    ["9".repeat(400), AMOUNT_ERRORS.tooLarge],
  ])("%j is refused: %s", (text, error) => {
    expect(parseDonationAmount(text)).toEqual({ ok: false, error });
  });

  test("each refusal has its own message, in Portuguese for the donor", () => {
    const messages = Object.values(AMOUNT_ERRORS);
    expect(new Set(messages).size).toBe(messages.length);
    expect(AMOUNT_ERRORS.tooLarge).toBe(
      "O valor máximo é R$ 9.999.999.999,99.",
    );
  });

  test.each([
    ["R$ 500", "500.00"],
    ["1.500,5", "1500.50"],
    ["0,05", "0.05"],
    ["9.999.999.999,99", "9999999999.99"],
  ])("%j goes into field 54 as %j", (text, field) => {
    const amount = parseDonationAmount(text);
    expect(amount.ok && formatAmountForBrCode(amount.cents)).toBe(field);
  });
});

import { describe, expect, test } from "vitest";
import { parseDocument } from "yaml";
import { z } from "zod";
import { textsAsWritten } from "./as-written.ts";

const keyAndAmounts = z.strictObject({
  key: z.string(),
  amounts: z.array(z.number()).optional(),
});

describe("an unquoted value where a text is expected is read as typed", () => {
  // The last column: whether YAML alone would have read something else.
  test.each([
    ["a phone with +", "+5512991234567", true],
    ["a CPF with a leading zero", "01234567890", true],
    ["a CNPJ in digits", "12345678000195", true],
    ["a key in exponent form", "1e10", true],
    ["a key in hexadecimal form", "0x1F", true],
    ["a decimal with a trailing zero", "12.50", true],
    ["true", "true", true],
    ["a random key of digits", "12345678-1234-1234-1234-123456789012", false],
  ])("%s: key: %s", async (_, typed, misread) => {
    const { value, rewritten } = await textsAsWritten(
      parseDocument(`key: ${typed}\n`),
      keyAndAmounts,
    );
    expect(value).toEqual({ key: typed });
    expect(rewritten).toEqual(misread ? [{ path: ["key"], typed }] : []);
  });
});

describe("what the schema expects as a number stays a number", () => {
  test("amounts", async () => {
    const { value } = await textsAsWritten(
      parseDocument("key: +5512991234567\namounts: [100, 12.50]\n"),
      keyAndAmounts,
    );
    expect(value).toEqual({ key: "+5512991234567", amounts: [100, 12.5] });
  });

  test("an empty value stays missing, for the schema to report", async () => {
    expect(await textsAsWritten(parseDocument("key:\n"), keyAndAmounts)).toEqual({
      value: { key: null },
      rewritten: [],
    });
  });
});

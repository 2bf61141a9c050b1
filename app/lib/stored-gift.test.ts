import { describe, expect, test } from "vitest";
import { MAX_AMOUNT_CENTS } from "./pix";
import type { Gift } from "./pix-gift";
import {
  readStoredGift,
  STORED_GIFT_MAX_AGE_MS,
  storedGiftText,
} from "./stored-gift";

const NOW = Date.UTC(2026, 10, 27, 15, 0);
const MINUTE = 60_000;

/** A record as a tab could hold it, written by hand: what the page wrote, or anything else. */
const record = (fields: Record<string, unknown>) =>
  JSON.stringify({
    version: 1,
    savedAt: NOW - MINUTE,
    code: "7K2QX",
    monthly: false,
    ...fields,
  });

describe("storedGiftText and readStoredGift", () => {
  test.each<{ name: string; gift: Gift }>([
    { name: "an open amount", gift: { code: "7K2QX", monthly: false } },
    {
      name: "an amount, a class, every month",
      gift: { cents: 123_456, classId: "T98", code: "A0B1C", monthly: true },
    },
    {
      name: "the largest amount a code carries, once",
      gift: { cents: MAX_AMOUNT_CENTS, code: "ZZZZZ", monthly: false },
    },
  ])("$name is read back as it was chosen", ({ gift }) => {
    expect(readStoredGift(storedGiftText(gift, NOW), NOW + MINUTE)).toEqual(
      gift,
    );
  });

  test("a gift chosen without saying how often is kept as a gift made once", () => {
    const text = storedGiftText({ cents: 5_000, code: "7K2QX" }, NOW);
    expect(readStoredGift(text, NOW)).toEqual({
      cents: 5_000,
      code: "7K2QX",
      monthly: false,
    });
  });

  test.each([
    { name: "chosen just now", age: 0 },
    { name: "chosen a day ago to the minute", age: STORED_GIFT_MAX_AGE_MS },
  ])("a gift $name is kept", ({ age }) => {
    const text = storedGiftText({ cents: 5_000, code: "7K2QX" }, NOW - age);
    expect(readStoredGift(text, NOW)?.cents).toBe(5_000);
  });

  test.each([
    { name: "nothing kept", text: null },
    { name: "not JSON", text: "{cents: 5000" },
    { name: "JSON but no record", text: "5000" },
    { name: "null", text: "null" },
    { name: "another version of the page's", text: record({ version: 2 }) },
    { name: "no version", text: record({ version: undefined }) },
    {
      name: "stale: chosen more than a day ago",
      text: record({ savedAt: NOW - STORED_GIFT_MAX_AGE_MS - 1 }),
    },
    { name: "chosen in the future", text: record({ savedAt: NOW + MINUTE }) },
    { name: "no time", text: record({ savedAt: "ontem" }) },
    { name: "no code", text: record({ code: undefined }) },
    { name: "a code in lowercase", text: record({ code: "7k2qx" }) },
    { name: "a code too short", text: record({ code: "7K2Q" }) },
    { name: "a code too long", text: record({ code: "7K2QXY" }) },
    { name: "a code with a symbol", text: record({ code: "7K2Q-" }) },
    { name: "a code that is a number", text: record({ code: 12345 }) },
    { name: "an amount of zero", text: record({ cents: 0 }) },
    { name: "a negative amount", text: record({ cents: -500 }) },
    { name: "a fraction of a centavo", text: record({ cents: 500.5 }) },
    { name: "an amount as text", text: record({ cents: "5000" }) },
    {
      name: "an amount larger than a code carries",
      text: record({ cents: MAX_AMOUNT_CENTS + 1 }),
    },
    { name: "an amount that is no number", text: record({ cents: null }) },
    { name: "a class that is no class", text: record({ classId: "TOTAL" }) },
    { name: "a class as typed, not as read", text: record({ classId: "t98" }) },
    { name: "a class that is a number", text: record({ classId: 98 }) },
    { name: "how often as text", text: record({ monthly: "true" }) },
    { name: "every month without an amount", text: record({ monthly: true }) },
  ])("$name: no gift", ({ text }) => {
    expect(readStoredGift(text, NOW)).toBeUndefined();
  });

  test("what a record holds beyond the gift is left out", () => {
    expect(
      readStoredGift(record({ cents: 5_000, reference: "OUTRA" }), NOW),
    ).toEqual({ cents: 5_000, code: "7K2QX", monthly: false });
  });
});

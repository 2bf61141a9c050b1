import { describe, expect, test } from "vitest";
import { crc16CcittFalse, crc16Hex } from "./crc16";

describe("crc16CcittFalse", () => {
  test.each([
    // The catalogued check value of CRC-16/CCITT-FALSE: the CRC of the nine ASCII digits.
    ["123456789", 0x29b1],
    // No bytes: the initial value comes out untouched.
    ["", 0xffff],
    ["A", 0xb915],
  ])("%j gives %i", (text, expected) => {
    expect(crc16CcittFalse(text)).toBe(expected);
  });
});

describe("crc16Hex", () => {
  test.each([
    ["123456789", "29B1"],
    // 0x02B3: a value below 0x1000 keeps its leading zero.
    ["x44", "02B3"],
  ])("%j is written as %s", (text, expected) => {
    expect(crc16Hex(text)).toBe(expected);
  });
});

import { describe, expect, test } from "vitest";
import { normalizeText } from "./normalize-text";

describe("normalizeText", () => {
  test.each([
    ["Nome", "nome"],
    ["  TIPO ", "tipo"],
    ["Benemérito", "benemerito"],
    ["\uFEFFnome", "nome"],
    ["ÀÉÎÕÜ ç", "aeiou c"],
  ])("%j is %j", (text, expected) => {
    expect(normalizeText(text)).toBe(expected);
  });
});

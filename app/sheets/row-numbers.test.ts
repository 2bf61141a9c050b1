import { describe, expect, test } from "vitest";
import { rowNumbersText } from "./row-numbers";

const word = { one: "linha", other: "linhas" };

describe("rowNumbersText", () => {
  test.each([
    [[7], "linha 7"],
    [[7, 9], "linhas 7 e 9"],
    [[3, 7, 9], "linhas 3, 7 e 9"],
  ])("%j → %s", (rowNumbers, text) => {
    expect(rowNumbersText(word, rowNumbers)).toBe(text);
  });
});

import { describe, expect, test } from "vitest";
import { giftClassIn, withGiftClass } from "./gift-class-link";

describe("withGiftClass", () => {
  test.each([
    ["/doacao", "T98", "/doacao?turma=T98"],
    ["/doacao#doe-por-pix", "T05", "/doacao?turma=T05#doe-por-pix"],
  ])("%s with %s is %s", (href, turmaId, expected) => {
    expect(withGiftClass(href, turmaId)).toBe(expected);
  });
});

describe("giftClassIn", () => {
  test.each([
    ["?turma=T98", "T98"],
    ["?turma=t98", "T98"],
    ["?turma=Turma%20de%201998", "T98"],
    ["?outro=1&turma=T05", "T05"],
    ["?turma=98", "T98"],
    // Not a class: the field stays as the donor left it.
    ["?turma=Amigos", null],
    ["?turma=", null],
    ["?turma=%3Cscript%3E", null],
    ["", null],
    ["?utm_source=newsletter", null],
  ])("%j names %j", (search, expected) => {
    expect(giftClassIn(search)).toBe(expected);
  });

  test("reads back what withGiftClass writes", () => {
    const href = withGiftClass("/doacao#doe-por-pix", "T72");
    expect(giftClassIn(new URL(href, "https://site.invalid").search)).toBe(
      "T72",
    );
  });
});

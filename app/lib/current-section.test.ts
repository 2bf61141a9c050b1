import { describe, expect, test } from "vitest";
import { isCurrentSection } from "./current-section";

describe("isCurrentSection", () => {
  test.each([
    ["/", "/", true],
    ["/noticias", "/", false],
    ["/noticias", "/noticias", true],
    ["/noticias/", "/noticias", true],
    ["/noticias/2", "/noticias", true],
    ["/noticiasx", "/noticias", false],
    ["/quem-somos", "/noticias", false],
    ["/", "/noticias", false],
    ["/en", "/en", true],
    ["/en/give", "/en", false],
    ["/en/give", "/en/give", true],
    ["/en", "/", false],
  ])("%s under the link to %s: %s", (pathname, href, expected) => {
    expect(isCurrentSection(pathname, href)).toBe(expected);
  });
});

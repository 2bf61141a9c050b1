import { expect, test } from "vitest";
import { paragraphsOf } from "./paragraphs";

test.each<[string, string, string[]]>([
  ["one line", "Uma linha.", ["Uma linha."]],
  [
    "a blank line between two",
    "Primeiro.\n\nSegundo.",
    ["Primeiro.", "Segundo."],
  ],
  ["a line break inside one", "Uma\nlinha.", ["Uma\nlinha."]],
  ["spaces on the blank line, and around", "  A. \n  \n B.  ", ["A.", "B."]],
  ["nothing", "  \n\n ", []],
])("%s", (_, text, paragraphs) => {
  expect(paragraphsOf(text)).toEqual(paragraphs);
});

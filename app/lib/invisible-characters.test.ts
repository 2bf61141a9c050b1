import { describe, expect, test } from "vitest";
import { removeInvisible, showInvisible } from "./invisible-characters";

describe("invisible characters", () => {
  test.each([
    ["Nome", "Nome", "Nome"],
    ["Nome\u200B", "Nome", "Nome⟨U+200B⟩"],
    ["\uFEFFTurma", "Turma", "⟨U+FEFF⟩Turma"],
    ["Tur\u00ADma", "Turma", "Tur⟨U+00AD⟩ma"],
    ["a\u200C\u200D\u2060b", "ab", "a⟨U+200C⟩⟨U+200D⟩⟨U+2060⟩b"],
    ["\u202Eabc", "abc", "⟨U+202E⟩abc"],
    ["\u3164", "", "⟨U+3164⟩"],
    ["a\u0007b", "ab", "a⟨U+0007⟩b"],
    // Combining marks: invisible alone, an accent or an emoji's style after their character.
    ["\u034F", "", "⟨U+034F⟩"],
    ["\uFE0F\u17B5", "", "⟨U+FE0F⟩⟨U+17B5⟩"],
    [" \u0301Ana", " Ana", " ⟨U+0301⟩Ana"],
    ["Joa\u0303o", "Joa\u0303o", "Joa\u0303o"],
    ["Joa\u0303\u0301o", "Joa\u0303\u0301o", "Joa\u0303\u0301o"],
    ["Ana \u2764\uFE0F", "Ana \u2764\uFE0F", "Ana \u2764\uFE0F"],
    [
      "#\uFE0F\u20E3 Ana \u203C\uFE0F",
      "#\uFE0F\u20E3 Ana \u203C\uFE0F",
      "#\uFE0F\u20E3 Ana \u203C\uFE0F",
    ],
    ["\u200B\u034F", "", "⟨U+200B⟩⟨U+034F⟩"],
    // Seen as spaces, not hidden: trimming deals with them.
    ["Ana\u00A0Lima", "Ana\u00A0Lima", "Ana\u00A0Lima"],
    ["Bia\nReis\tT98", "Bia\nReis\tT98", "Bia\nReis\tT98"],
  ])("%j is %j, shown as %j", (text, removed, shown) => {
    expect(removeInvisible(text)).toBe(removed);
    expect(showInvisible(text)).toBe(shown);
  });
});

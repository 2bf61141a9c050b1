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
    // Seen as spaces, not hidden: trimming deals with them.
    ["Ana\u00A0Lima", "Ana\u00A0Lima", "Ana\u00A0Lima"],
    ["Bia\nReis\tT98", "Bia\nReis\tT98", "Bia\nReis\tT98"],
  ])("%j is %j, shown as %j", (text, removed, shown) => {
    expect(removeInvisible(text)).toBe(removed);
    expect(showInvisible(text)).toBe(shown);
  });
});

// Characters a sheet can hold that no one sees: format characters (zero-width space and joiners,
// soft hyphen, BOM, direction marks), control characters other than tab and line breaks, the
// blank "letters" some keyboards type as filler, and combining marks with no letter, digit or
// symbol to sit on (the grapheme joiner, a stray variation selector); an accent typed as a
// combining mark after its letter stays. Pasted from the web or a chat, they make a cell look
// filled, or a header look right while it matches nothing.
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- control characters are among what it finds
  /[\p{Cf}\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u115F\u1160\u3164\uFFA0\u2800]|(?<![\p{L}\p{N}\p{S}]\p{M}*)\p{M}/gu;

/** The text without its invisible characters: "Nome\u200B" → "Nome". */
export function removeInvisible(text: string): string {
  return text.replace(INVISIBLE, "");
}

/** The text with each invisible character written out: "Nome\u200B" → "Nome⟨U+200B⟩". */
export function showInvisible(text: string): string {
  return text.replace(INVISIBLE, (character) => {
    const hex = character.codePointAt(0)?.toString(16).toUpperCase() ?? "";
    return `⟨U+${hex.padStart(4, "0")}⟩`;
  });
}

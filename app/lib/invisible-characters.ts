// Characters a sheet can hold that no one sees: format characters (zero-width space and joiners,
// soft hyphen, BOM, direction marks), control characters other than tab and line breaks, the
// blank "letters" some keyboards type as filler, and combining marks with no character to sit on,
// at the start or after a space (the grapheme joiner, a stray variation selector); an accent
// typed as a combining mark after its letter, or an emoji's style, stays. Pasted from the web or a chat, they make a cell look
// filled, or a header look right while it matches nothing.
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- control characters are among what it finds
  /[\p{Cf}\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u115F\u1160\u3164\uFFA0\u2800]|(?<=(?:^|[\s\p{Cc}\p{Cf}])\p{M}*)\p{M}/gu;

/** The text without its invisible characters: "Nome\u200B" → "Nome". */
export function removeInvisible(text: string): string {
  return text.replace(INVISIBLE, "");
}

/** What a person sees of the text: no invisible characters, no surrounding spaces. */
export function visibleText(text: string): string {
  return removeInvisible(text).trim();
}

/** The text with each invisible character written out: "Nome\u200B" → "Nome⟨U+200B⟩". */
export function showInvisible(text: string): string {
  return text.replace(INVISIBLE, (character) => {
    const hex = character.codePointAt(0)?.toString(16).toUpperCase() ?? "";
    return `⟨U+${hex.padStart(4, "0")}⟩`;
  });
}

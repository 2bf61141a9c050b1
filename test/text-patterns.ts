// Texts from the content, made into patterns: a title may hold any character an officer types.

/** `text` as a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** `template` as a pattern's source: each `{placeholder}` matches `source`, the rest literally. */
export function templatePattern(
  template: string,
  placeholder: string,
  source: string,
): string {
  return template.split(`{${placeholder}}`).map(escapeRegExp).join(source);
}

/** `text` as it is written inside an element of a page's HTML. */
export function asHtmlText(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
}

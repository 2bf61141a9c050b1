// The texts officers write with placeholders, `{turma}` say, filled with the page's values.

/** `template` with each `{name}` replaced by its value; a placeholder without a value stays. */
export function fillIn(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\p{L}+)\}/gu, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

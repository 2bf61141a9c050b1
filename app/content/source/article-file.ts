// An article file as an officer writes it: its fields between two '---' lines, then its text.

/** The front matter and the text of an article file; undefined when it has no front matter. */
export function splitArticle(
  contents: string,
): { frontMatter: string; body: string } | undefined {
  if (!contents.startsWith("---")) return undefined;
  const parts = /^---[^\n]*\n([\s\S]*?)^---[ \t]*\r?$\n?([\s\S]*)/m.exec(
    contents,
  );
  if (!parts) return undefined;
  const [, frontMatter = "", body = ""] = parts;
  return { frontMatter, body };
}

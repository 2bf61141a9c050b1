// The articles and images the tests add to a copy of content/ carry a random mark in their
// title and file name, so that no officer's article or image, whatever its title or file name,
// can collide with them.
import { randomBytes } from "node:crypto";

/** A mark no officer writes, new on every run, e.g. "teste-3f9a1c". */
export const testMark = `teste-${randomBytes(3).toString("hex")}`;

/** The number after the highest of the articles', free for a new one. */
export function nextArticleId(articles: readonly { id: number }[]): number {
  return Math.max(0, ...articles.map(({ id }) => id)) + 1;
}

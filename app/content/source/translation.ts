// A file of another language holds the words only: the facts its schema marks `shared` (a key, an
// address, a date, a person's name) come from the Portuguese file, so that a fact is written once.
// A list whose items hold a fact follows the Portuguese list item by item, in the same order; a
// list of words alone (paragraphs, menu links) is the translation's own.
import { z } from "zod";

type SchemaNode = {
  type?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  shared?: boolean;
};

/** A field the translation must fix: its place in the file and what to do. */
export type TranslationProblem = { path: PropertyKey[]; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether the node, or a field below it, is a fact the Portuguese file holds. */
function holdsFacts(node: SchemaNode | undefined): boolean {
  if (!node) return false;
  if (node.shared) return true;
  if (node.items) return holdsFacts(node.items);
  return Object.values(node.properties ?? {}).some(holdsFacts);
}

/**
 * The translation's data with every fact of `schema` taken from `original`; the schema then checks
 * the whole as it checks the original. A list with facts whose length differs from the
 * original's is a problem: its items could not be matched.
 */
export function withSharedFacts(
  schema: z.ZodType,
  original: unknown,
  translation: unknown,
): { value: unknown; problems: TranslationProblem[] } {
  const problems: TranslationProblem[] = [];
  const merge = (
    node: SchemaNode | undefined,
    from: unknown,
    words: unknown,
    path: PropertyKey[],
  ): unknown => {
    if (!node || !holdsFacts(node)) return words;
    if (node.shared) return from;
    if (Array.isArray(from)) {
      if (!Array.isArray(words)) return words;
      if (words.length !== from.length) {
        problems.push({
          path,
          message: `a lista tem ${words.length} ${words.length === 1 ? "item" : "itens"} e a do arquivo em português, ${from.length}: traduza cada item, na mesma ordem`,
        });
        return words;
      }
      return words.map((item, index) =>
        merge(node.items, from[index], item, [...path, index]),
      );
    }
    if (isRecord(from) && (words === undefined || isRecord(words))) {
      const merged: Record<string, unknown> = { ...(words ?? {}) };
      for (const [key, child] of Object.entries(node.properties ?? {})) {
        const value = merge(child, from[key], words?.[key], [...path, key]);
        if (value !== undefined) merged[key] = value;
      }
      return merged;
    }
    return words;
  };
  const root = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
  }) as SchemaNode;
  return { value: merge(root, original, translation, []), problems };
}

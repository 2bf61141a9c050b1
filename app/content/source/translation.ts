// A file of another language holds the words only: the facts its schema marks `shared` (a key, an
// address, a date, a person's name) come from the Portuguese file, so that a fact is written once.
// A list whose items have a field marked `key` (a person's name, a document's file) is matched item
// by item through that field, wherever the item stands: a Portuguese item added or removed leaves
// exactly its own translation missing or left over. Any other list with facts follows the
// Portuguese list in the same order; a list of words alone (paragraphs, menu links) is the
// translation's own.
import { z } from "zod";

type SchemaNode = {
  type?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  shared?: boolean;
  key?: boolean;
};

/** A field the translation must fix: its place in the file and what to do. */
export type TranslationProblem = { path: PropertyKey[]; message: string };

export type MergedTranslation = {
  /** The translation's words with the original's facts, in the original's order. */
  value: unknown;
  /** What keeps the translation out of the site: an item or a list it cannot match. */
  problems: TranslationProblem[];
  /** Items the translation has and the original no longer has: named, and left unused. */
  leftovers: TranslationProblem[];
  /** The place in the translation's file of a place in `value`, for the schema's messages. */
  writtenPath: (path: readonly PropertyKey[]) => PropertyKey[];
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether the node, or a field below it, is a fact the Portuguese file holds. */
function holdsFacts(node: SchemaNode | undefined): boolean {
  if (!node) return false;
  if (node.shared) return true;
  if (node.items) return holdsFacts(node.items);
  return Object.values(node.properties ?? {}).some(holdsFacts);
}

/** The field that names a list's item in every language, if the list has one. */
const keyField = (items: SchemaNode | undefined) =>
  Object.entries(items?.properties ?? {}).find(([, field]) => field.key)?.[0];

/** The words a translated item of the list holds, as the officer writes their names. */
const wordFields = (items: SchemaNode | undefined) =>
  Object.entries(items?.properties ?? {})
    .filter(([, field]) => !field.shared)
    .map(([name]) => name);

const keyOf = (item: unknown, field: string) => {
  const key = isRecord(item) ? item[field] : undefined;
  return typeof key === "string" || typeof key === "number"
    ? String(key)
    : undefined;
};

/**
 * Pairs each original item with the translation's item of the same key, the nth of a key with the
 * nth: [original index, translation index or undefined], in the original's order, and the
 * translation's items no original item has.
 */
export function matchByKey(
  original: readonly unknown[],
  translation: readonly unknown[],
  field: string,
): { pairs: [number, number | undefined][]; unmatched: number[] } {
  const waiting = new Map<string, number[]>();
  translation.forEach((item, index) => {
    const key = keyOf(item, field);
    if (key !== undefined) waiting.set(key, [...(waiting.get(key) ?? []), index]);
  });
  const pairs = original.map((item, index): [number, number | undefined] => [
    index,
    waiting.get(keyOf(item, field) ?? "")?.shift(),
  ]);
  const matched = new Set(pairs.map(([, match]) => match));
  return {
    pairs,
    unmatched: translation
      .map((_, index) => index)
      .filter((index) => !matched.has(index)),
  };
}

const itemCount = (count: number) => `${count} ${count === 1 ? "item" : "itens"}`;

/**
 * The translation's data with every fact of `schema` taken from `original`; the schema then checks
 * the whole as it checks the original, and `writtenPath` names its mistakes where the officer
 * wrote them.
 */
export function withSharedFacts(
  schema: z.ZodType,
  original: unknown,
  translation: unknown,
): MergedTranslation {
  const problems: TranslationProblem[] = [];
  const leftovers: TranslationProblem[] = [];
  const written = new Map<string, PropertyKey[]>();
  type Place = { merged: PropertyKey[]; written: PropertyKey[] };
  const into = (place: Place, merged: PropertyKey, at: PropertyKey): Place => {
    const next = { merged: [...place.merged, merged], written: [...place.written, at] };
    if (merged !== at) written.set(JSON.stringify(next.merged), next.written);
    return next;
  };

  const mergeKeyed = (
    items: SchemaNode | undefined,
    field: string,
    from: unknown[],
    words: unknown[],
    place: Place,
  ) => {
    const { pairs, unmatched } = matchByKey(from, words, field);
    const merged: unknown[] = [];
    for (const [index, match] of pairs) {
      const key = keyOf(from[index], field) ?? "";
      if (match === undefined)
        problems.push({
          path: place.written,
          message: `falta o item de ${field} '${key}', que o arquivo em português tem: acrescente um item com \`${field}: ${key}\` e ${wordFields(items).join(", ")}`,
        });
      else
        merged.push(
          merge(items, from[index], words[match], into(place, merged.length, match)),
        );
    }
    for (const index of unmatched) {
      const key = keyOf(words[index], field);
      leftovers.push({
        path: [...place.written, index],
        message:
          key === undefined
            ? `falta \`${field}\`, que diz qual item do arquivo em português este traduz; sem ele, o item não aparece`
            : `nenhum item do arquivo em português tem ${field} '${key}': apague este item, ou corrija o ${field}; até lá, ele não aparece`,
      });
    }
    return merged;
  };

  const merge = (
    node: SchemaNode | undefined,
    from: unknown,
    words: unknown,
    place: Place,
  ): unknown => {
    if (!node || !holdsFacts(node)) return words;
    if (node.shared) return from;
    // A part the Portuguese file left out (the goal, when the fund has no campaign): its words
    // translate nothing.
    if (from === undefined && words !== undefined) {
      leftovers.push({
        path: place.written,
        message:
          "o arquivo em português não tem esta parte: apague-a; até lá, ela não é usada",
      });
      return undefined;
    }
    if (Array.isArray(from)) {
      const field = keyField(node.items);
      if (field && (words === undefined || Array.isArray(words)))
        return mergeKeyed(node.items, field, from, words ?? [], place);
      if (!Array.isArray(words)) return words;
      if (words.length !== from.length) {
        problems.push({
          path: place.written,
          message: `a lista tem ${itemCount(words.length)} e a do arquivo em português, ${from.length}: traduza cada item, na mesma ordem`,
        });
        return words;
      }
      return words.map((item, index) =>
        merge(node.items, from[index], item, into(place, index, index)),
      );
    }
    if (isRecord(from) && (words === undefined || isRecord(words))) {
      const merged: Record<string, unknown> = { ...(words ?? {}) };
      for (const [key, child] of Object.entries(node.properties ?? {})) {
        const value = merge(child, from[key], words?.[key], into(place, key, key));
        if (value !== undefined) merged[key] = value;
        else delete merged[key];
      }
      return merged;
    }
    return words;
  };

  const root = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
  }) as SchemaNode;
  const value = merge(root, original, translation, { merged: [], written: [] });
  return {
    value,
    problems,
    leftovers,
    writtenPath: (path) => {
      let shown: PropertyKey[] = [];
      path.forEach((segment, index) => {
        shown =
          written.get(JSON.stringify(path.slice(0, index + 1))) ?? [...shown, segment];
      });
      return shown;
    },
  };
}

// YAML reads an unquoted +5512991234567 as a number (the plus sign gone) and 01234567890 as
// 1234567890. Where the schema expects a text, the officer meant the characters typed.
import { type Document, isScalar } from "yaml";
import type { z } from "zod";

/** A field whose unquoted value was read as typed instead of as a number or true/false. */
export type RewrittenField = { path: PropertyKey[]; typed: string };

/** The document's value, each unquoted value where the schema expects a text read as typed. */
export async function textsAsWritten(
  document: Document,
  schema: z.ZodType,
): Promise<{ value: unknown; rewritten: RewrittenField[] }> {
  const rewritten: RewrittenField[] = [];
  for (;;) {
    const value: unknown = document.toJS();
    const result = await schema.safeParseAsync(value);
    const found = result.success
      ? []
      : result.error.issues.flatMap((issue) => {
          if (issue.code !== "invalid_type" || issue.expected !== "string")
            return [];
          const node = document.getIn(issue.path, true);
          return isScalar(node) &&
            node.type === "PLAIN" &&
            node.source &&
            typeof node.value !== "string"
            ? [{ node, path: issue.path, typed: node.source }]
            : [];
        });
    // Each pass turns at least one value into a text, which no later pass finds again.
    if (found.length === 0) return { value, rewritten };
    for (const { node, path, typed } of found) {
      node.value = typed;
      rewritten.push({ path, typed });
    }
  }
}

// The editor's YAML format: Decap hands over the whole entry on save and would write the file
// anew, reordering keys, dropping comments and rewrapping lines. This format keeps the file as the
// officer left it and rewrites only the values that changed, with the `yaml` package's Document.
import {
  type Document,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  stringify,
} from "yaml";

type Data = Record<string, unknown>;
type Path = (string | number)[];

/** Where the text read from the file travels with the entry until it is saved. */
const SOURCE = "__yamlSource";

// No folding of long lines, and flow lists written as officers write them: [100, 250].
const written = { lineWidth: 0, flowCollectionPadding: false } as const;

export function fromFile(text: string): Data {
  const data = (parseDocument(text).toJS() ?? {}) as Data;
  return { ...data, [SOURCE]: text };
}

export function toFile(entry: Data): string {
  const { [SOURCE]: source, ...data } = entry;
  if (typeof source !== "string") return stringify(data, written);
  const document = parseDocument(source);
  update(document, [], data);
  return document.toString(written);
}

function update(document: Document, path: Path, value: unknown) {
  const node = document.getIn(path, true);
  if (isMap(node) && isPlainObject(value)) {
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? pair.key.value : pair.key;
      if (typeof key === "string" && !(key in value))
        document.deleteIn([...path, key]);
    }
    for (const [key, item] of Object.entries(value)) {
      // An optional field left empty in the form is left out of the file.
      if (isBlank(item)) document.deleteIn([...path, key]);
      else update(document, [...path, key], item);
    }
  } else if (isSeq(node) && Array.isArray(value)) {
    // Items keep their place and style; the list only grows or shrinks at its end.
    value.forEach((item, index) =>
      index < node.items.length
        ? update(document, [...path, index], item)
        : node.add(document.createNode(item)),
    );
    node.items.splice(value.length);
  } else if (isScalar(node) && !isObject(value)) {
    // The node keeps its quotes; the text is only written anew when the value changed.
    if (node.value !== value) node.value = value;
  } else if (!sameValue(node, value)) {
    document.setIn(path, value);
  }
}

const isObject = (value: unknown) =>
  typeof value === "object" && value !== null;

const isPlainObject = (value: unknown): value is Data =>
  isObject(value) && !Array.isArray(value);

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === "";

function sameValue(node: unknown, value: unknown): boolean {
  const current =
    isObject(node) && "toJSON" in (node as object)
      ? (node as { toJSON(): unknown }).toJSON()
      : node;
  return JSON.stringify(current) === JSON.stringify(value);
}

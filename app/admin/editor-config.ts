// The web editor's configuration (Decap CMS), generated from the content schemas: a field for
// every key of every file, its widget from the key's type, its label, hint and other editor
// settings from the schema's `.meta()`. zod first writes each schema as JSON Schema (its input
// side), which merges the metadata of a field, of the shared field it refines and of its
// `.optional()` or `.default()`. `.extend()` keeps the metadata of the fields but not the
// object's own, so an extended group is labelled after `.extend()`.
import { type GlobalMeta, z } from "zod";
import { CONTENT_FILES } from "../content/source/site-pages.ts";
import {
  ENGLISH_NOT_FOUND,
  ENGLISH_PAGES,
} from "../content/source/english-section.ts";
import { newsFrontMatterSchema } from "../content/source/schema/news.ts";
import {
  calendarDateWidget,
  contentLocales,
  editorGroups,
  editorSettings,
  mediaFolders,
  newsCollection,
} from "./editor-settings.ts";

declare module "zod" {
  interface GlobalMeta {
    /**
     * A fact written once, in the Portuguese file (a key, an address, a date, a name): a file of
     * another language leaves it out (app/content/source/translation.ts).
     */
    shared?: boolean;
    /**
     * On a shared field of a list's item: the fact a translated item names to say which item it
     * translates (a person's name, a document's file). The translation writes it too.
     */
    key?: boolean;
    /** The field's name in the editor, as the officer reads it. */
    label?: string;
    /** One item of a list, e.g. "parágrafo" for "Parágrafos". */
    labelSingular?: string;
    /** The line under the field. */
    hint?: string;
    /** The widget, where the type's own (a one-line string, a number...) is not the one. */
    widget?:
      "text" | "datetime" | "image" | "file" | "pix-key" | "pix-key-kind";
    /** The names of an enum's values; on a text, the values the editor offers. */
    options?: Readonly<Record<string, string>>;
    /** What the editor says of a value that does not match the field's pattern. */
    invalid?: string;
    /** The editor's pattern, where the schema's own rule is not a regular expression. */
    pattern?: string;
    /** Whether an object or a list shows closed at first. */
    collapsed?: boolean;
    /** How a list names each item, e.g. "{{fields.title}}". */
    summary?: string;
    /** The editor's lowest number, where the schema's bound is not one the editor can take. */
    min?: number;
    /** The value a new entry starts with. */
    default?: unknown;
    /** Where an image or file field stores its uploads. */
    media?: keyof typeof mediaFolders;
  }
}

/** A schema as zod writes it in JSON Schema, with the editor's metadata merged in. */
type SchemaNode = GlobalMeta & {
  type?: "object" | "array" | "string" | "number" | "integer" | "boolean";
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  enum?: string[];
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
};

export type EditorField = {
  name: string;
  label: string;
  widget: string;
  required?: false;
  hint?: string;
  default?: unknown;
  label_singular?: string;
  collapsed?: boolean;
  summary?: string;
  fields?: EditorField[];
  field?: EditorField;
  options?: { label: string; value: string }[];
  multiple?: true;
  min?: number;
  value_type?: "int" | "float";
  pattern?: [string, string];
  choose_url?: false;
  media_folder?: string;
  public_folder?: string;
} & Partial<typeof calendarDateWidget>;

type Widget = Omit<EditorField, "name" | "label">;

function schemaNode(schema: z.ZodType): SchemaNode {
  return z.toJSONSchema(schema, { io: "input" }) as SchemaNode;
}

/**
 * The editor's fields for the keys of an object schema, in their order; for a translation, only
 * the words: the facts come from the Portuguese file (app/content/source/translation.ts).
 */
export function editorFields(
  schema: z.ZodType,
  { wordsOnly = false } = {},
): EditorField[] {
  const node = schemaNode(schema);
  return fieldsOf(wordsOnly ? (wordsOf(node) ?? {}) : node);
}

/** The node without its facts but the keys; undefined when it holds nothing else. */
function wordsOf(node: SchemaNode): SchemaNode | undefined {
  if (node.shared && !node.key) return undefined;
  if (node.type === "array" && node.items) {
    const items = wordsOf(node.items);
    return items && { ...node, items };
  }
  if (node.type !== "object") return node;
  const properties = Object.entries(node.properties ?? {}).flatMap(
    ([name, child]) => {
      const words = wordsOf(child);
      return words ? [[name, words] as const] : [];
    },
  );
  if (properties.length === 0) return undefined;
  return {
    ...node,
    properties: Object.fromEntries(properties),
    required: node.required?.filter((name) =>
      properties.some(([kept]) => kept === name),
    ),
  };
}

function fieldsOf(node: SchemaNode): EditorField[] {
  const required = new Set(node.required);
  return Object.entries(node.properties ?? {}).map(([name, value]) =>
    fieldOf(name, value, required.has(name)),
  );
}

function fieldOf(
  name: string,
  node: SchemaNode,
  required: boolean,
): EditorField {
  // Decap falls back on the key; the tests ask every field for a Portuguese label.
  const field: EditorField = {
    name,
    label: node.label ?? name,
    ...widget(node),
  };
  // A list the schema lets be empty must be allowed to be emptied in the form.
  if (!required || (field.widget === "list" && !node.minItems))
    field.required = false;
  if (node.hint) field.hint = node.hint;
  if (node.labelSingular) field.label_singular = node.labelSingular;
  if (node.collapsed !== undefined) field.collapsed = node.collapsed;
  if (node.summary) field.summary = node.summary;
  if (node.default !== undefined) field.default = node.default;
  return field;
}

function widget(node: SchemaNode): Widget {
  switch (node.type) {
    case "object":
      return { widget: "object", fields: fieldsOf(node) };
    case "array":
      return list(node, node.items ?? {});
    case "integer":
    case "number":
      return number(node);
    case "boolean":
      return { widget: "boolean" };
  }
  const options = optionsOf(node);
  if (options) return { widget: node.widget ?? "select", options };
  if (node.widget === "datetime")
    return { widget: node.widget, ...calendarDateWidget };
  if (node.widget === "image" || node.widget === "file")
    return {
      widget: node.widget,
      choose_url: false,
      ...(node.media ? mediaFolders[node.media] : {}),
    };
  return {
    widget: node.widget ?? "string",
    ...(node.pattern && node.invalid
      ? { pattern: [node.pattern, node.invalid] }
      : {}),
  };
}

function list(node: SchemaNode, item: SchemaNode): Widget {
  const options = optionsOf(item);
  if (options)
    return {
      widget: "select",
      multiple: true,
      options,
      ...(node.minItems ? { min: node.minItems } : {}),
    };
  if (item.type === "object") return { widget: "list", fields: fieldsOf(item) };
  return { widget: "list", field: fieldOf("item", item, true) };
}

function number(node: SchemaNode): Widget {
  const integer = node.type === "integer";
  // The editor's bound is inclusive: an integer above 0 is at least 1; a number above 0 needs `min`.
  const bound =
    integer && node.exclusiveMinimum !== undefined
      ? node.exclusiveMinimum + 1
      : node.minimum;
  const min =
    node.min ??
    (bound !== undefined && bound > Number.MIN_SAFE_INTEGER
      ? bound
      : undefined);
  return {
    widget: "number",
    value_type: integer ? "int" : "float",
    ...(min === undefined ? {} : { min }),
  };
}

/** An enum's values with their names, or the values a text offers. */
function optionsOf(node: SchemaNode) {
  const values = node.enum ?? (node.options && Object.keys(node.options));
  return values?.map((value) => ({
    label: node.options?.[value] ?? value,
    value,
  }));
}

/** The files an English page is made of: the editor offers their English version too. */
const translatedFiles: ReadonlySet<string> = new Set(
  [...ENGLISH_PAGES, ENGLISH_NOT_FOUND].flatMap((page) =>
    page.collections.map((collection) => CONTENT_FILES[collection].file),
  ),
);

/**
 * The whole configuration. Each file an English page is made of has, beside its entry, an entry
 * for its English version with only the words to translate.
 */
export function editorConfig({
  backend,
  localBackendUrl,
}: {
  backend: object;
  /** `npm run admin`: decap-server, which reads and writes the working copy. */
  localBackendUrl?: string;
}) {
  const [portuguese, ...translations] = contentLocales;
  const { body, ...news } = newsCollection;
  return {
    backend,
    ...(localBackendUrl ? { local_backend: { url: localBackendUrl } } : {}),
    ...editorSettings,
    collections: [
      {
        ...news,
        folder: `${portuguese.folder}/${news.folder}`,
        fields: [...editorFields(newsFrontMatterSchema), body],
      },
      ...Object.entries(editorGroups).map(([group, labels]) => ({
        name: group,
        ...labels,
        // The fund's YAML format (./keep-yaml.ts): a one-field change is a one-line diff.
        format: "yml",
        files: Object.values(CONTENT_FILES)
          .filter(({ editor }) => editor.group === group)
          .flatMap(({ file, schema, editor: { name, label } }) => [
            {
              name,
              label,
              file: `${portuguese.folder}/${file}`,
              fields: editorFields(schema),
            },
            ...(translatedFiles.has(file)
              ? translations.map((locale) => ({
                  name: `${name}-${locale.code}`,
                  label: `${label} ${locale.label}`,
                  file: `${locale.folder}/${file}`,
                  fields: editorFields(schema, { wordsOnly: true }),
                }))
              : []),
          ]),
      })),
    ],
  };
}

import { describe, expect, test } from "vitest";
import { z } from "zod";
import { dataFileSchemas } from "../content/source/site-pages.ts";
import {
  calendarDate,
  contentImage,
  text,
} from "../content/source/schema/fields.ts";
import { newsFrontMatterSchema } from "../content/source/schema/news.ts";
import { PIX_KEY_KINDS } from "../content/source/schema/pix.ts";
import {
  type EditorField,
  editorConfig,
  editorFields,
} from "./editor-config.ts";
import {
  calendarDateWidget,
  contentLocales,
  mediaFolders,
} from "./editor-settings.ts";

/** The editor's field for a key `x` of the given schema. */
const fieldFor = (schema: z.ZodType) =>
  editorFields(z.strictObject({ x: schema }))[0];

const labelled = text.meta({ label: "Título" });

describe("each kind of schema becomes its widget", () => {
  test.each<[string, z.ZodType, Omit<EditorField, "name">]>([
    [
      "a text: a one-line string",
      labelled,
      { label: "Título", widget: "string" },
    ],
    [
      "a text with its widget, label and hint",
      text.meta({
        label: "Resumo",
        widget: "text",
        hint: "Uma ou duas frases.",
      }),
      { label: "Resumo", widget: "text", hint: "Uma ou duas frases." },
    ],
    [
      "an enum: a select with the names of its values",
      z.enum(["fund", "largeGifts"]).meta({
        label: "Contato",
        options: { fund: "O fundo", largeGifts: "Grandes doações" },
      }),
      {
        label: "Contato",
        widget: "select",
        options: [
          { label: "O fundo", value: "fund" },
          { label: "Grandes doações", value: "largeGifts" },
        ],
      },
    ],
    [
      "a text with options: a select of those",
      text.meta({ label: "Tipo", options: { CPF: "CPF" } }),
      {
        label: "Tipo",
        widget: "select",
        options: [{ label: "CPF", value: "CPF" }],
      },
    ],
    [
      "a list of enum values: a multiple select, as long as the list's minimum",
      z
        .array(
          z
            .enum(["committed"])
            .meta({ options: { committed: "Comprometido" } }),
        )
        .min(1)
        .meta({ label: "Números" }),
      {
        label: "Números",
        widget: "select",
        multiple: true,
        options: [{ label: "Comprometido", value: "committed" }],
        min: 1,
      },
    ],
    [
      "a list of objects: a list with their fields",
      z
        .array(z.strictObject({ title: labelled }))
        .min(1)
        .meta({
          label: "Seções",
          labelSingular: "seção",
          summary: "{{fields.title}}",
        }),
      {
        label: "Seções",
        widget: "list",
        label_singular: "seção",
        summary: "{{fields.title}}",
        fields: [{ name: "title", label: "Título", widget: "string" }],
      },
    ],
    [
      "a list of texts: a list of one field",
      z
        .array(text.meta({ label: "Parágrafo", widget: "text" }))
        .min(1)
        .meta({ label: "Parágrafos" }),
      {
        label: "Parágrafos",
        widget: "list",
        field: { name: "item", label: "Parágrafo", widget: "text" },
      },
    ],
    [
      "a list that may be empty: one the form lets be emptied",
      z
        .array(z.strictObject({ title: labelled }))
        .meta({ label: "Documentos" }),
      {
        label: "Documentos",
        widget: "list",
        required: false,
        fields: [{ name: "title", label: "Título", widget: "string" }],
      },
    ],
    [
      "an object: its fields, closed when asked",
      z
        .strictObject({ title: labelled })
        .meta({ label: "Meta", collapsed: true }),
      {
        label: "Meta",
        widget: "object",
        collapsed: true,
        fields: [{ name: "title", label: "Título", widget: "string" }],
      },
    ],
    [
      "an optional key, labelled inside .optional()",
      labelled.optional(),
      { label: "Título", widget: "string", required: false },
    ],
    [
      "an optional key, labelled outside .optional()",
      text.optional().meta({ label: "Natureza jurídica" }),
      { label: "Natureza jurídica", widget: "string", required: false },
    ],
    [
      "a key with a default, labelled before .default()",
      z.array(labelled).meta({ label: "Formas" }).default([]),
      {
        label: "Formas",
        widget: "list",
        required: false,
        default: [],
        field: { name: "item", label: "Título", widget: "string" },
      },
    ],
    [
      "a text the editor fills in for a new entry",
      text.meta({ label: "Autor", default: "Equipe" }),
      { label: "Autor", widget: "string", default: "Equipe" },
    ],
    [
      "a regular expression with its message: the editor's pattern",
      text.regex(/^T\d{2}$/).meta({ label: "Turma", invalid: "Escreva T98" }),
      {
        label: "Turma",
        widget: "string",
        pattern: ["^T\\d{2}$", "Escreva T98"],
      },
    ],
    [
      "a calendar date: a date picker that writes AAAA-MM-DD",
      calendarDate.meta({ label: "Data" }),
      { label: "Data", widget: "datetime", ...calendarDateWidget },
    ],
    [
      "a content image: an upload into its folder, never a link",
      contentImage.meta({ label: "Foto", media: "people" }),
      {
        label: "Foto",
        widget: "image",
        choose_url: false,
        ...mediaFolders.people,
      },
    ],
    [
      "an integer above zero: a whole number from 1",
      z.number().int().positive().meta({ label: "Largura (px)" }),
      { label: "Largura (px)", widget: "number", value_type: "int", min: 1 },
    ],
    [
      "a number above zero: a decimal from the editor's own minimum",
      z.number().positive().meta({ label: "Valor", min: 0.01 }),
      { label: "Valor", widget: "number", value_type: "float", min: 0.01 },
    ],
    [
      "a boolean: a switch",
      z.boolean().meta({ label: "Publicado" }),
      { label: "Publicado", widget: "boolean" },
    ],
  ])("%s", (_, schema, expected) => {
    expect(fieldFor(schema)).toEqual({ name: "x", ...expected });
  });
});

test("a field's metadata carries through refinements and .extend(); the group's own does not", () => {
  const hero = z
    .strictObject({ title: labelled })
    .meta({ label: "Topo da página" });
  const extended = hero.extend({ donateLabel: text.meta({ label: "Botão" }) });
  // zod's .extend() makes a new object without its parent's metadata.
  expect(fieldFor(extended)).toMatchObject({
    label: "x",
    fields: [{ label: "Título" }, { label: "Botão" }],
  });
  expect(fieldFor(extended.meta({ label: "Topo da página" }))?.label).toBe(
    "Topo da página",
  );
  expect(fieldFor(labelled.regex(/^\S+$/))?.label).toBe("Título");
});

/** Every field with its path, e.g. "groups[].people[].name"; a list's one field is "paragraphs[]". */
function flatten(fields: EditorField[], prefix = ""): [string, EditorField][] {
  return fields.flatMap((field): [string, EditorField][] => {
    const path = `${prefix}${field.name}`;
    const inner = flatten(
      field.fields ?? [],
      field.widget === "list" ? `${path}[].` : `${path}.`,
    );
    const one: [string, EditorField][] = field.field
      ? [[`${path}[]`, field.field]]
      : [];
    return [[path, field], ...inner, ...one];
  });
}

type JsonNode = {
  properties?: Record<string, JsonNode>;
  items?: JsonNode;
  enum?: unknown[];
};

/** The keys a schema describes, read from zod's JSON Schema, as the same paths. */
function schemaPaths(node: JsonNode, prefix = ""): string[] {
  return Object.entries(node.properties ?? {}).flatMap(([key, value]) => {
    const path = `${prefix}${key}`;
    const { items } = value;
    if (!items) return [path, ...schemaPaths(value, `${path}.`)];
    if (items.properties) return [path, ...schemaPaths(items, `${path}[].`)];
    // A list of enum values is one field, a multiple select.
    return items.enum ? [path] : [path, `${path}[]`];
  });
}

const keysOf = (schema: z.ZodType) =>
  schemaPaths(z.toJSONSchema(schema, { io: "input" }) as JsonNode).sort();

const config = editorConfig({ backend: { name: "github" } });
const news = config.collections.find((collection) => "folder" in collection);
const files = config.collections.flatMap((collection) =>
  "files" in collection ? collection.files : [],
);

describe("every key of every content file is a field with a Portuguese label", () => {
  test.each(Object.entries(dataFileSchemas))("%s", (name, schema) => {
    const file = files.find((each) => each.file.endsWith(`/${name}`));
    expect(file, name).toBeDefined();
    const fields = flatten(file?.fields ?? []);
    expect(fields.map(([path]) => path).sort()).toEqual(keysOf(schema));
    for (const [path, field] of fields) {
      expect(field.label, path).not.toBe(field.name);
      expect(field.label, path).toMatch(/^[A-ZÀ-Ú]/);
    }
  });

  test("the news articles' front matter, then the text", () => {
    const fields = flatten(news?.fields ?? []);
    expect(fields.map(([path]) => path).sort()).toEqual(
      [...keysOf(newsFrontMatterSchema), "body"].sort(),
    );
    for (const [path, field] of fields)
      expect(field.label, path).not.toBe(field.name);
  });

  test("each data file is in exactly one collection, in each language the site has it in", () => {
    const [portuguese] = contentLocales;
    const inFolder = (folder: string) =>
      files
        .filter((file) => file.file.startsWith(`${folder}/`))
        .map((file) => file.file.split("/").pop())
        .sort();
    expect(inFolder(portuguese.folder)).toEqual(
      Object.keys(dataFileSchemas).sort(),
    );
    expect(files.length).toBe(new Set(files.map((file) => file.file)).size);
  });
});

test("every pattern carries its own message, which the editor shows as it is", () => {
  const patterns = [news, ...files].flatMap((entry) =>
    flatten(entry?.fields ?? []).filter(([, field]) => field.pattern),
  );
  expect(patterns.length).toBeGreaterThan(0);
  for (const [path, { pattern }] of patterns) {
    expect(() => new RegExp(pattern?.[0] ?? ""), path).not.toThrow();
    expect(pattern?.[1], path).toMatch(/^[A-ZÀ-Ú]/);
  }
});

test("the PIX key and its kind are checked in the editor by the build's own rules", () => {
  const fields = new Map(
    flatten(files.find((file) => file.name === "doacao")?.fields ?? []),
  );
  // Registered by app/admin/editor.ts with the checks of app/admin/pix-key-check.ts.
  expect(fields.get("pix.key")?.widget).toBe("pix-key");
  expect(fields.get("pix.keyKind")).toMatchObject({
    widget: "pix-key-kind",
    required: false,
    options: Object.values(PIX_KEY_KINDS).map(({ label }) => ({
      label,
      value: label,
    })),
  });
});

describe("a file's English version is edited beside it, with only the words to translate", () => {
  const entry = (name: string) => files.find((file) => file.name === name);

  test.each([
    ["doacao-en", "pix.key"],
    ["doacao-en", "bankAccount.beneficiary"],
    ["doacao-en", "page.give.amounts"],
    ["site-en", "legalEntity.cnpj"],
    ["conselhos-en", "groups[].people[].photo"],
    ["conselhos-en", "groups[].people[].turma"],
    ["documentos-en", "sections[].documents[].date"],
    ["documentos-en", "sections[].documents[].language"],
  ])("%s has no field for the fact %s", (name, fact) => {
    const paths = flatten(entry(name)?.fields ?? []).map(([path]) => path);
    expect(paths.length, name).toBeGreaterThan(0);
    expect(paths).not.toContain(fact);
  });

  test.each([
    ["doacao-en", "page.give.title"],
    ["site-en", "interface.otherLanguage"],
    ["conselhos-en", "groups[].people[].role"],
    ["documentos-en", "sections[].documents[].title"],
  ])("%s has a field for the words %s", (name, words) => {
    expect(flatten(entry(name)?.fields ?? []).map(([path]) => path)).toContain(
      words,
    );
  });

  test.each([
    ["conselhos-en", "groups[].people[].name"],
    ["documentos-en", "sections[].documents[].url"],
  ])(
    "%s has a field for %s, which says what an item translates",
    (name, key) => {
      expect(
        flatten(entry(name)?.fields ?? []).map(([path]) => path),
      ).toContain(key);
    },
  );

  test("it names the English file beside the Portuguese one", () => {
    expect(entry("doacao-en")?.file).toBe("content/en/doacao.yml");
    expect(entry("doacao")?.file).toBe("content/pt-BR/doacao.yml");
  });
});

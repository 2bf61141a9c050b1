// The editor's collections against the officers' files: every field a file holds has a field in
// the editor (Decap would otherwise hide it), and every field of the editor is in the file unless
// it is optional. A key added to content/ without its editor field fails here.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import matter from "gray-matter";
import { describe, expect, test } from "vitest";
import YAML from "yaml";
import { PIX_KEY_KINDS } from "../app/content/source/schema/pix.ts";
import {
  adminConfig,
  githubBackend,
} from "../app/integrations/admin-folder.mjs";

const config = YAML.parse(await adminConfig(githubBackend({})), {
  merge: true,
});

/** The field paths an editor field list describes, e.g. "groups[].people[].name". */
function fieldPaths(fields, prefix = "") {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`;
    const own = { path, optional: field.required === false };
    if (field.widget === "object")
      return [own, ...fieldPaths(field.fields, `${path}.`)];
    if (field.widget === "list" && field.fields)
      return [own, ...fieldPaths(field.fields, `${path}[].`)];
    return [own];
  });
}

/** The paths a parsed data file holds, in the same form. */
function dataPaths(value, prefix = "") {
  if (Array.isArray(value))
    return value.flatMap((item) =>
      item !== null && typeof item === "object"
        ? dataPaths(item, `${prefix}[].`)
        : [],
    );
  return Object.entries(value).flatMap(([key, item]) => {
    const path = `${prefix}${key}`;
    if (item === null || typeof item !== "object") return [path];
    return [path, ...dataPaths(item, Array.isArray(item) ? path : `${path}.`)];
  });
}

function compare(fields, data) {
  const described = fieldPaths(fields);
  const held = new Set(dataPaths(data));
  // The fields of an item cannot be missing from a list that has no items (`otherWays: []`).
  const inEmptyList = (path) => {
    const at = path.lastIndexOf("[].");
    const list = path.slice(0, at + 3);
    return at !== -1 && ![...held].some((other) => other.startsWith(list));
  };
  return {
    withoutEditorField: [...held].filter(
      (path) => !described.some((field) => field.path === path),
    ),
    missingFromFile: described
      .filter(
        (field) =>
          !field.optional && !held.has(field.path) && !inEmptyList(field.path),
      )
      .map((field) => field.path),
  };
}

const fileEntries = config.collections.flatMap((collection) =>
  (collection.files ?? []).map((entry) => [entry.file, entry.fields]),
);

describe("the editor describes every data file exactly", () => {
  test.each(fileEntries)("%s", async (file, fields) => {
    const data = YAML.parse(await readFile(file, "utf8"));
    expect(compare(fields, data)).toEqual({
      withoutEditorField: [],
      missingFromFile: [],
    });
  });

  test("every data file under content/ has its editor entry", async () => {
    const dataFiles = (await readdir("content")).filter((name) =>
      name.endsWith(".yml"),
    );
    expect(fileEntries.map(([file]) => file).sort()).toEqual(
      dataFiles.map((name) => `content/${name}`).sort(),
    );
  });
});

test("the news collection describes every article's front matter and body", async () => {
  const news = config.collections.find((c) => c.folder === "content/noticias");
  const folder = "content/noticias";
  for (const name of await readdir(folder)) {
    const { data } = matter(await readFile(join(folder, name), "utf8"), {
      engines: { yaml: (text) => YAML.parse(text) },
    });
    expect(compare(news.fields, { ...data, body: "…" }), name).toEqual({
      withoutEditorField: [],
      missingFromFile: [],
    });
  }
});

test("the PIX key and its kind are checked in the editor by the build's own rules", () => {
  const pixFields = config.collections
    .find((collection) => collection.name === "doacao")
    .files[0].fields.find((field) => field.name === "pix").fields;
  const field = (name) =>
    pixFields.find((candidate) => candidate.name === name);
  // Registered by app/admin/editor.ts with the checks of app/admin/pix-key-check.ts.
  expect(field("key").widget).toBe("pix-key");
  expect(field("keyKind").widget).toBe("pix-key-kind");
  expect(field("keyKind").options).toEqual(
    Object.values(PIX_KEY_KINDS).map((kind) => kind.label),
  );
});

test("every pattern carries its own message, which the editor shows as it is", () => {
  const patterns = [];
  const walk = (fields = []) =>
    fields.forEach((field) => {
      if (field.pattern) patterns.push([field.name, field.pattern]);
      walk(field.fields);
    });
  for (const collection of config.collections) {
    walk(collection.fields);
    for (const file of collection.files ?? []) walk(file.fields);
  }
  expect(patterns.length).toBeGreaterThan(0);
  for (const [name, pattern] of patterns) {
    expect(pattern, name).toHaveLength(2);
    expect(pattern[1], name).toMatch(/^[A-ZÀ-Ú]/);
  }
});

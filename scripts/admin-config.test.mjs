// The editor's collections against the officers' files on disk: every field a file holds has a
// field in the editor (Decap would otherwise hide it), every field of the editor is in the file
// unless it is optional, and the editor edits the folder where the files are.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import YAML from "yaml";
import { splitArticle } from "../app/content/source/article-file.ts";
import { editorConfig } from "../app/admin/editor-config.ts";
import { contentLocales } from "../app/admin/editor-settings.ts";

const config = editorConfig({ backend: { name: "github" } });

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
  // Nor can those of an optional group the file leaves out (`errors.loadFailed` in Portuguese).
  const leftOutGroups = described
    .filter((field) => field.optional && !held.has(field.path))
    .map((field) => `${field.path}.`);
  const inLeftOutGroup = (path) =>
    leftOutGroups.some((group) => path.startsWith(group));
  return {
    withoutEditorField: [...held].filter(
      (path) => !described.some((field) => field.path === path),
    ),
    missingFromFile: described
      .filter(
        (field) =>
          !field.optional &&
          !held.has(field.path) &&
          !inEmptyList(field.path) &&
          !inLeftOutGroup(field.path),
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

  test("every data file of every language's folder has its editor entry", async () => {
    const dataFiles = [];
    for (const { folder } of contentLocales)
      for (const name of await readdir(folder))
        if (name.endsWith(".yml")) dataFiles.push(`${folder}/${name}`);
    expect(fileEntries.map(([file]) => file).sort()).toEqual(dataFiles.sort());
  });
});

test("the news collection describes every article's front matter and body", async () => {
  const [news] = config.collections;
  for (const name of await readdir(news.folder)) {
    const { frontMatter } = splitArticle(
      await readFile(join(news.folder, name), "utf8"),
    );
    const data = YAML.parse(frontMatter);
    expect(compare(news.fields, { ...data, body: "…" }), name).toEqual({
      withoutEditorField: [],
      missingFromFile: [],
    });
  }
});

// The site's content as Astro reads it, for the tests: the collections of content/ (or
// CONTENT_DIR) read by the site's own loaders into a store kept for the tests, so that every
// count, title and text a test expects follows the officers' files. Content with mistakes stops
// the tests with the officer's report.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import {
  copyFile,
  mkdir,
  mkdtemp,
  rename,
  rm,
  writeFile,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { z } from "zod";
import type { PeopleFile } from "../app/content/source/schema.ts";
import {
  type CheckedNewsArticle,
  NEWS_FILE_NAME,
} from "../app/content/source/schema/news.ts";
import { officerReport } from "../app/content/source/problems.ts";
import type { Locale } from "../app/lib/locale.ts";
import {
  type CONTENT_FILES,
  FILE_COLLECTIONS,
  type FileCollection,
} from "../app/content/source/site-pages.ts";
import { readDataStore, syncContent } from "../scripts/lib/content-store.mjs";

/** The key of Content that holds `collection`: its own name, but peopleGroups for people. */
type ContentKey<C extends FileCollection> = C extends "people"
  ? "peopleGroups"
  : C;

/** Everything under content/, as the content check reads it: each file, then the articles. */
export type Content = {
  [C in Exclude<FileCollection, "people">]: z.output<
    (typeof CONTENT_FILES)[C]["schema"]
  >;
} & {
  peopleGroups: PeopleFile["groups"];
  /** Newest first. */
  newsArticles: CheckedNewsArticle[];
  /** Each article's body as HTML, by id; apart so that pages listing the news do not carry them. */
  newsArticleBodies: Record<number, string>;
};

type StoredEntry = {
  data: Record<string, unknown>;
  filePath?: string;
  rendered?: { html: string };
};
type DataStore = Map<string, Map<string, StoredEntry>>;

/** The latest change under the given folders and files, in milliseconds. */
function latestChange(paths: string[]): number {
  let latest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const stats = statSync(path);
    latest = Math.max(latest, stats.mtimeMs);
    if (stats.isDirectory())
      for (const name of readdirSync(path))
        latest = Math.max(latest, latestChange([join(path, name)]));
  }
  return latest;
}

/** The files that decide how the content is read, beside the content itself. */
const READERS = [
  "app/content.config.ts",
  "app/content/source",
  "app/lib/locale.ts",
];

/** The stores read in this process, by folder and the time of its latest change. */
const stores = new Map<string, Promise<DataStore>>();

/**
 * The store of a content folder's collections: read once a process for each state of its files,
 * and read again from the files when they are newer than the copy kept for the tests.
 */
function upToDateStore(contentFolder: string): Promise<DataStore> {
  const key = `${contentFolder}\0${latestChange([contentFolder, ...READERS])}`;
  let store = stores.get(key);
  if (!store) {
    store = readStore(contentFolder);
    stores.set(key, store);
  }
  return store;
}

async function readStore(contentFolder: string): Promise<DataStore> {
  const cacheDir = join(
    "node_modules",
    ".cache",
    "site-content",
    createHash("sha256").update(contentFolder).digest("hex").slice(0, 16),
  );
  // Written once a reading found no mistake.
  const checkedMark = join(cacheDir, "checked");
  const fresh =
    existsSync(checkedMark) &&
    statSync(checkedMark).mtimeMs >= latestChange([contentFolder, ...READERS]);
  if (!fresh) {
    // Read apart, then put in place whole: another test process may be reading the kept copy.
    const readDir = await mkdtemp(join(tmpdir(), "conteudo-lido-"));
    try {
      const { problems } = await syncContent(readDir, contentFolder);
      if (problems.length > 0) throw new Error(officerReport(problems));
      await mkdir(cacheDir, { recursive: true });
      const incoming = join(cacheDir, `data-store.json.${process.pid}`);
      await copyFile(join(readDir, "data-store.json"), incoming);
      await rename(incoming, join(cacheDir, "data-store.json"));
      await writeFile(checkedMark, "");
    } finally {
      await rm(readDir, { recursive: true, force: true });
    }
  }
  return (await readDataStore(cacheDir)) as DataStore;
}

/** A picture's path as the officer wrote it, from the content folder (imagens/…). */
function asWritten(path: unknown): string {
  return String(path)
    .replace(/^__ASTRO_IMAGE_/, "")
    .replace(/^(\.\.?\/)+/, "");
}

/** The Portuguese entry of a YAML file's collection. */
function fileData(store: DataStore, collection: string): unknown {
  const entry = store.get(collection)?.get("pt-BR");
  if (!entry)
    throw new Error(`content: the collection "${collection}" is empty`);
  return entry.data;
}

/** Everything under the content folder (default CONTENT_DIR or content/), as the pages read it. */
export async function readSiteContent(
  folder = process.env.CONTENT_DIR ?? "content",
): Promise<Content> {
  const store = await upToDateStore(resolve(folder));
  const articles = [...(store.get("news")?.values() ?? [])];
  const { peopleGroups: people, ...files } = Object.fromEntries(
    Object.entries(COLLECTIONS).map(([key, collection]) => [
      key,
      fileData(store, collection),
    ]),
  ) as Omit<Content, "peopleGroups" | "newsArticles" | "newsArticleBodies"> & {
    peopleGroups: PeopleFile;
  };
  return {
    ...files,
    peopleGroups: people.groups.map((group) => ({
      ...group,
      people: group.people.map((person) => ({
        ...person,
        photo: asWritten(person.photo),
      })),
    })),
    newsArticles: articles
      .map(({ data, filePath = "" }): CheckedNewsArticle => ({
        ...(data as Omit<CheckedNewsArticle, "slug">),
        image: asWritten(data.image),
        slug: NEWS_FILE_NAME.exec(filePath.split("/").pop() ?? "")?.[2] ?? "",
      }))
      .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id),
    newsArticleBodies: Object.fromEntries(
      articles.map(({ data, rendered }) => [data.id, rendered?.html ?? ""]),
    ),
  };
}

/** The files of texts as a language other than Portuguese has them, facts included: only those whole. */
export async function readTranslatedContent(
  locale: Exclude<Locale, "pt-BR">,
  folder = process.env.CONTENT_DIR ?? "content",
): Promise<Partial<Omit<Content, "newsArticles" | "newsArticleBodies">>> {
  const store = await upToDateStore(resolve(folder));
  const translated = Object.entries(COLLECTIONS).flatMap(
    ([key, collection]) => {
      const entry = store.get(collection)?.get(locale);
      return entry ? [[key, entry.data] as const] : [];
    },
  );
  const { peopleGroups, ...files } = Object.fromEntries(translated);
  return {
    ...files,
    ...(peopleGroups && {
      peopleGroups: (peopleGroups as { groups: Content["peopleGroups"] })
        .groups,
    }),
  };
}

/** The collections whose file is written in full in `locale`, as the pages find them. */
export async function translatedCollections(
  locale: Exclude<Locale, "pt-BR">,
  folder = process.env.CONTENT_DIR ?? "content",
): Promise<Set<FileCollection>> {
  const store = await upToDateStore(resolve(folder));
  return new Set(
    FILE_COLLECTIONS.filter((collection) => store.get(collection)?.has(locale)),
  );
}

/** Each key of Content that a YAML file holds, and the collection that reads it. */
const COLLECTIONS = Object.fromEntries(
  FILE_COLLECTIONS.map((collection) => [
    collection === "people" ? "peopleGroups" : collection,
    collection,
  ]),
) as { [C in FileCollection as ContentKey<C>]: C };

// The site's content as Astro reads it, for the tests: the collections of content/ (or
// CONTENT_DIR) read by the site's own loaders into a store kept for the tests, so that every
// count, title and text a test expects follows the officers' files. Content with mistakes stops
// the tests with the officer's report.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type {
  CheckedNewsArticle,
  Content,
} from "../app/content/source/schema.ts";
import { NEWS_FILE_NAME } from "../app/content/source/schema/news.ts";
import { officerReport } from "../app/content/source/problems.ts";
import { readDataStore, syncContent } from "../scripts/lib/content-store.mjs";

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

/** The store of a content folder's collections, read again when it is older than the files. */
async function upToDateStore(contentFolder: string): Promise<DataStore> {
  const cacheDir = join(
    "node_modules",
    ".cache",
    "site-content",
    createHash("sha256").update(contentFolder).digest("hex").slice(0, 16),
  );
  // Written once a reading found no mistake.
  const checkedMark = join(cacheDir, "checked");
  const readers = ["app/content.config.ts", "app/content/source"];
  const fresh =
    existsSync(checkedMark) &&
    statSync(checkedMark).mtimeMs >= latestChange([contentFolder, ...readers]);
  if (!fresh) {
    const problems = await syncContent(cacheDir, contentFolder);
    if (problems.length > 0) throw new Error(officerReport(problems));
    await mkdir(cacheDir, { recursive: true });
    await writeFile(checkedMark, "");
  }
  return (await readDataStore(cacheDir)) as DataStore;
}

/** A picture's path as the officer wrote it, from the content folder (imagens/…). */
function asWritten(path: unknown): string {
  return String(path)
    .replace(/^__ASTRO_IMAGE_/, "")
    .replace(/^(\.\.?\/)+/, "");
}

/** The one entry of a YAML file's collection. */
function fileData<Data>(store: DataStore, collection: string): Data {
  const entry = store.get(collection)?.get(collection);
  if (!entry)
    throw new Error(`content: the collection "${collection}" is empty`);
  return entry.data as Data;
}

/** Everything under the content folder (default CONTENT_DIR or content/), as the pages read it. */
export async function readSiteContent(
  folder = process.env.CONTENT_DIR ?? "content",
): Promise<Content> {
  const store = await upToDateStore(resolve(folder));
  const file = <Name extends keyof Content>(collection: string) =>
    fileData<Content[Name]>(store, collection);
  const articles = [...(store.get("news")?.values() ?? [])];
  const people = fileData<{ groups: Content["peopleGroups"] }>(store, "people");
  return {
    site: file<"site">("site"),
    home: file<"home">("home"),
    figures: file<"figures">("figures"),
    institute: file<"institute">("institute"),
    about: file<"about">("about"),
    peopleGroups: people.groups.map((group) => ({
      ...group,
      people: group.people.map((person) => ({
        ...person,
        photo: asWritten(person.photo),
      })),
    })),
    documents: file<"documents">("documents"),
    partners: file<"partners">("partners"),
    donation: file<"donation">("donation"),
    donationHelp: file<"donationHelp">("donationHelp"),
    newsTexts: file<"newsTexts">("newsTexts"),
    privacy: file<"privacy">("privacy"),
    donorsPage: file<"donorsPage">("donorsPage"),
    campaign: file<"campaign">("campaign"),
    notFound: file<"notFound">("notFound"),
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

import {
  type CollectionEntry,
  type CollectionKey,
  getCollection,
} from "astro:content";

type ContentFileName = Exclude<CollectionKey, "news">;

/** The checked contents of one of the officers' YAML files (app/content.config.ts). */
export async function contentFile<Name extends ContentFileName>(
  name: Name,
): Promise<CollectionEntry<Name>["data"]> {
  // The file's one entry has the collection's name for its id.
  const entries = await getCollection(name);
  const entry = entries.find(({ id }) => id === name);
  if (!entry) throw new Error(`content: the collection "${name}" is empty`);
  return entry.data;
}

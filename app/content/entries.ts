import {
  type CollectionEntry,
  type CollectionKey,
  getCollection,
} from "astro:content";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locale";

export type ContentFileName = Exclude<CollectionKey, "news">;

/** The checked Portuguese contents of one of the officers' YAML files (app/content.config.ts). */
export async function contentFile<Name extends ContentFileName>(
  name: Name,
): Promise<CollectionEntry<Name>["data"]> {
  const data = await translatedFile(name, DEFAULT_LOCALE);
  if (!data) throw new Error(`content: the collection "${name}" is empty`);
  return data;
}

/**
 * The contents of a YAML file in a language, facts included; undefined while that language's file
 * is missing or lacks a text.
 */
export async function translatedFile<Name extends ContentFileName>(
  name: Name,
  locale: Locale,
): Promise<CollectionEntry<Name>["data"] | undefined> {
  // Each language the file is written in is one entry of its collection. Looked up among them, so
  // that a language not written yet is no warning in the build's output.
  const entries = await getCollection(name);
  const entry = entries.find(({ id }) => id === locale);
  return entry?.data as CollectionEntry<Name>["data"] | undefined;
}

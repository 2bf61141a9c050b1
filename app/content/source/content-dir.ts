// Where the officers' files are: one folder of texts and articles per language, and the pictures
// every language shares.
import { basename, isAbsolute, join, relative, resolve } from "node:path";
import type { Locale } from "../../lib/locale.ts";

/** The officers' folder, relative to the project: CONTENT_DIR (the tests build a copy) or content. */
export const contentDir = process.env.CONTENT_DIR ?? "content";

/**
 * The folder of the files the site publishes as they are (documents, logos), relative to the
 * project: PUBLIC_DIR (a test's own) or public, as astro.config.ts has it.
 */
export const publicDir = process.env.PUBLIC_DIR || "public";

/** The folder of the Portuguese texts and articles; pictures under imagens/ serve every language. */
export const PORTUGUESE_FOLDER = "pt-BR";

/** Each language's folder of texts, beside the Portuguese one. */
export const LOCALE_FOLDERS: Readonly<Record<Locale, string>> = {
  "pt-BR": PORTUGUESE_FOLDER,
  en: "en",
};

/**
 * A path as the officer sees it: from the content folder's parent when inside it (so a copy of
 * content/ names its files as content/ does), else from the project folder when inside it.
 */
export function shownPath(path: string): string {
  const folder = resolve(contentDir);
  const fromContent = relative(folder, path);
  if (!fromContent.startsWith("..") && !isAbsolute(fromContent))
    return join(basename(folder), fromContent);
  const fromProject = relative(process.cwd(), path);
  return fromProject.startsWith("..") || isAbsolute(fromProject)
    ? path
    : fromProject;
}

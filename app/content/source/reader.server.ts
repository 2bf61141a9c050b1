// Reads the officers' files under content/ (CONTENT_DIR), checks them and returns the typed
// content the pages import, or every problem found, one Portuguese line each. Used by the Vite
// plugin (build, dev server, unit tests), `npm run check:content`, the prerender list and the
// browser tests.
import { resolve } from "node:path";
import type { ImageFile } from "./images.server.ts";
import { readDataFiles } from "./reader/data-files.server.ts";
import { readNews } from "./reader/news.server.ts";
import { buildPeople, checkOutputNames } from "./reader/pictures.server.ts";
import { Reading } from "./reader/reading.server.ts";
import { checkPublicFiles, checkStatute } from "./reader/references.server.ts";
import type { Content } from "./schema.ts";

export type ContentFolders = {
  /** The officers' folder; default CONTENT_DIR or ./content. */
  contentDir?: string;
  /** Where documents and logos live; default ./public. */
  publicDir?: string;
};

export type ReadResult =
  | {
      ok: true;
      content: Content;
      /** The pictures the build writes from the source images. */
      imageFiles: ImageFile[];
      /** Every file read, for the dev server to watch. */
      files: string[];
    }
  | { ok: false; problems: string[]; files: string[] };

/** Reads and checks everything under the content folder. */
export async function readContent(
  folders: ContentFolders = {},
): Promise<ReadResult> {
  const reading = new Reading(
    resolve(folders.contentDir ?? process.env.CONTENT_DIR ?? "content"),
    resolve(folders.publicDir ?? "public"),
  );
  const data = await readDataFiles(reading);
  const news = await readNews(reading);
  const peopleGroups = data.pessoas
    ? await buildPeople(reading, data.pessoas)
    : undefined;
  if (data.documentos) checkStatute(reading, data.documentos);
  checkPublicFiles(reading, data);
  checkOutputNames(reading);

  const [site, home, institute, about, documents, partners, donation] = [
    data.site,
    data.inicio,
    data["o-ita"],
    data["quem-somos"],
    data.documentos,
    data.parceiros,
    data.doacao,
  ];
  if (
    reading.hasProblems ||
    !site ||
    !home ||
    !institute ||
    !about ||
    !documents ||
    !partners ||
    !donation ||
    !data.noticias ||
    !peopleGroups
  ) {
    return {
      ok: false,
      problems: reading.problemsByFile(),
      files: reading.files,
    };
  }
  return {
    ok: true,
    content: {
      site,
      home,
      institute,
      about,
      peopleGroups,
      documents,
      partners,
      donation,
      newsTexts: data.noticias,
      newsArticles: news.articles,
      newsArticleBodies: news.bodies,
    },
    imageFiles: reading.imageFiles,
    files: reading.files,
  };
}

/** The content, or an Error whose message is the officer's report. */
export async function readContentOrThrow(
  folders: ContentFolders = {},
): Promise<Content> {
  const result = await readContent(folders);
  if (!result.ok) throw new Error(result.problems.join("\n"));
  return result.content;
}

// Reads the officers' files under content/ (CONTENT_DIR), checks them and returns the typed
// content, or every problem found, one Portuguese line each. Used by the build before Astro reads
// the same files (scripts/build.mjs), `npm run check:content`, the unit tests and the browser
// tests.
import { resolve } from "node:path";
import { readDataFiles } from "./reader/data-files.server.ts";
import { readNews } from "./reader/news.server.ts";
import { checkPeople } from "./reader/pictures.server.ts";
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
  if (data.pessoas) await checkPeople(reading, data.pessoas);
  if (data.documentos) checkStatute(reading, data.documentos);
  checkPublicFiles(reading, data);

  const {
    site,
    inicio: home,
    numeros: figures,
    "o-ita": institute,
    "quem-somos": about,
    documentos: documents,
    parceiros: partners,
    doacao: donation,
    privacidade: privacy,
  } = data;
  if (
    reading.hasProblems ||
    !site ||
    !home ||
    !figures ||
    !institute ||
    !about ||
    !documents ||
    !partners ||
    !donation ||
    !data["doacao-ajuda"] ||
    !data.noticias ||
    !data.pessoas ||
    !privacy
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
      figures,
      institute,
      about,
      peopleGroups: data.pessoas.groups,
      documents,
      partners,
      donation,
      donationHelp: data["doacao-ajuda"],
      newsTexts: data.noticias,
      privacy,
      newsArticles: news.articles,
      newsArticleBodies: news.bodies,
    },
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

// The site as a fund officer changes it and as production builds it, built once for the tests that
// need a build of their own (test/edited-site/*.test.ts and e2e/edited-site.spec.ts): a copy of
// the content with a new article and its photo, written as the web editor saves one, and Portuguese
// lists edited without their English entries (test/portuguese-list-edits.ts); the campaign's goal
// removed, as when a campaign is over and no other is planned; the donors
// sheets' addresses in .env.production, on a host that answers the build, and that the visitors'
// browsers read through the site's edge; and SITE_URL in the environment, where it wins over the
// file's.
// Its picture cache starts as the repository build's, so that only the new photo is encoded.
import { once } from "node:events";
import { existsSync, statSync } from "node:fs";
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { parseDocument } from "yaml";
import { runBuild } from "../../scripts/build-server.mjs";
import { seedPictureCache } from "../../scripts/lib/picture-cache.mjs";
import { newsArticles } from "../content";
import { editedBuildDir, editedSiteDir } from "./folders";
import { nextArticleId, testMark } from "../test-names";
import {
  editPortugueseLists,
  type PortugueseListEdits,
} from "../portuguese-list-edits";

/** What the build said and what it was built from, written once it succeeded. */
const recordFile = join(editedSiteDir, "edited-site.json");
/** The repository's build: the edited site is built again whenever this one is newer. */
const repositoryPage = resolve("build", "client", "index.html");

/** The site's address, in the environment. */
export const SITE_URL = "https://www.endowment-ita.example";
/** The address .env.production names, which the environment's overrides. */
export const DRAFT_SITE_URL = "https://rascunho.endowment-ita.example";

/** The donor of the sheets the build reads and publishes. */
export const PUBLISHED_DONOR = "Iracema Fontoura Leal";
const SHEETS: Record<string, string> = {
  "/doadores.csv": `nome,turma,tipo\n${PUBLISHED_DONOR},T71,Patrono\n`,
  "/turmas.csv": "turma,valor\nT71,12000\n",
};

export type EditedArticle = {
  id: number;
  file: string;
  title: string;
  summary: string;
  /** The photo's file name, without its extension. */
  image: string;
  imageAlt: string;
  /** Its Markdown, and the text a reader sees of it. */
  body: string;
  text: string;
  /** The words the Markdown sets in bold. */
  bold: string;
};

export type EditedSite = {
  contentDir: string;
  buildDir: string;
  clientDir: string;
  article: EditedArticle;
  /** The Portuguese lists edited without their English entries. */
  listEdits: PortugueseListEdits;
  /** The origin of the sheets' host, which the page's policy must allow. */
  /** The build's whole output, stdout and stderr. */
  output: string;
};

const newArticle = (): EditedArticle => ({
  id: nextArticleId(newsArticles),
  file: `2099-01-15-bolsas-de-permanencia-${testMark}.md`,
  title: `Fundo amplia as bolsas de permanência (${testMark})`,
  summary: "Com os rendimentos do ano, o fundo passa a oferecer mais bolsas.",
  image: `bolsas-${testMark}`,
  imageAlt: "Estudantes no campus",
  body: "O fundo **amplia** as bolsas de permanência.",
  text: "O fundo amplia as bolsas de permanência.",
  bold: "amplia",
});

/** The edited site: built now unless a build of it is newer than the repository's. */
export async function editedSite(): Promise<EditedSite> {
  if (isFresh()) {
    return JSON.parse(await readFile(recordFile, "utf8")) as EditedSite;
  }
  const site = await buildEditedSite();
  await writeFile(recordFile, JSON.stringify(site));
  return site;
}

function isFresh(): boolean {
  if (!existsSync(recordFile) || !existsSync(repositoryPage)) return false;
  return statSync(recordFile).mtimeMs > statSync(repositoryPage).mtimeMs;
}

async function buildEditedSite(): Promise<EditedSite> {
  await rm(editedSiteDir, { recursive: true, force: true });
  const contentDir = join(editedSiteDir, "content");
  const envDir = join(editedSiteDir, "env");
  const cacheDir = join(editedSiteDir, "cache");
  await cp(process.env.CONTENT_DIR ?? "content", contentDir, {
    recursive: true,
  });
  const article = newArticle();
  await writeArticle(contentDir, article);
  const listEdits = await editPortugueseLists(contentDir);
  await removeCampaignGoal(contentDir);
  await seedPictureCache(cacheDir);

  const host = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://127.0.0.1").pathname;
    const body = SHEETS[path];
    response.writeHead(body ? 200 : 404, {
      "Content-Type": "text/csv; charset=utf-8",
    });
    response.end(body ?? "");
  }).listen(0, "127.0.0.1");
  await once(host, "listening");
  const sheetsOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  const sheetUrls = {
    doadores: `${sheetsOrigin}/doadores.csv`,
    turmas: `${sheetsOrigin}/turmas.csv`,
  };
  await mkdir(envDir);
  await writeFile(
    join(envDir, ".env.production"),
    [
      `SITE_URL=${DRAFT_SITE_URL}`,
      `VITE_DONORS_CSV_URL="${sheetUrls.doadores}"`,
      `VITE_CLASSES_CSV_URL="${sheetUrls.turmas}"`,
    ].join("\n"),
  );
  // Addresses in the runner's own environment would win over the file: unset, they are left out.
  const unsetAddresses = Object.fromEntries(
    Object.keys(process.env)
      .filter((name) => name.endsWith("_CSV_URL"))
      .map((name) => [name, undefined]),
  );
  try {
    const { code, output } = await runBuild({
      ...unsetAddresses,
      // As `npm run build` runs: a test runner's NODE_ENV ("test") would make astro.config.ts
      // read another .env file than the build's mode.
      NODE_ENV: undefined,
      SITE_URL,
      ENV_DIR: envDir,
      DONORS_SNAPSHOT_FILE: join(editedSiteDir, "doadores-publicados.json"),
      CONTENT_DIR: contentDir,
      BUILD_DIR: editedBuildDir,
      CACHE_DIR: cacheDir,
    });
    if (code !== 0) {
      throw new Error(`the edited site did not build:\n${output}`);
    }
    return {
      contentDir,
      buildDir: editedBuildDir,
      clientDir: join(editedBuildDir, "client"),
      article,
      listEdits,
      output,
    };
  } finally {
    host.close();
  }
}

/** The fund without a campaign: its goal deleted from numeros.yml, the English words kept. */
async function removeCampaignGoal(contentDir: string) {
  const path = join(contentDir, "pt-BR", "numeros.yml");
  const figures = parseDocument(await readFile(path, "utf8"));
  figures.delete("goal");
  await writeFile(path, figures.toString());
}

/** The article file as the web editor saves one, with its photo, larger than the page needs. */
async function writeArticle(contentDir: string, article: EditedArticle) {
  await sharp({
    create: { width: 1600, height: 840, channels: 3, background: "#2a4d8f" },
  }).toFile(join(contentDir, "imagens", "noticias", `${article.image}.png`));
  await writeFile(
    join(contentDir, "pt-BR", "noticias", article.file),
    articleText(article),
  );
}

/**
 * An article file's text as the web editor saves one: the edited article, or another number and
 * photo written over it.
 */
export function articleText(
  article: EditedArticle,
  { id = article.id, image = `${article.image}.png` } = {},
): string {
  return [
    "---",
    `id: ${id}`,
    `title: ${article.title}`,
    `date: ${article.file.slice(0, 10)}`,
    `summary: ${article.summary}`,
    "author: Equipe Endowment ITA",
    `image: imagens/noticias/${image}`,
    `imageAlt: ${article.imageAlt}`,
    "---",
    "",
    article.body,
    "",
  ].join("\n");
}

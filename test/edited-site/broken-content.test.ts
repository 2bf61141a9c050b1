// A content folder with mistakes, built over the edited site's build: the build stops at its
// check of the content, before Astro builds anything, and says what to fix.
import { cp, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, expect, test } from "vitest";
import { runBuild } from "../../scripts/build-server.mjs";
import { newsArticles } from "../content";
import { articleText, editedSite } from "./edited-site";

const site = await editedSite();
const workDir = await mkdtemp(join(tmpdir(), "conteudo-com-erros-"));

afterAll(() => rm(workDir, { recursive: true, force: true }));

/** Every file of the build with its size and modification time. */
async function snapshot(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  const lines = await Promise.all(
    files.map(async (entry) => {
      const path = join(entry.parentPath, entry.name);
      const { size, mtimeMs } = await stat(path);
      return `${relative(dir, path)} ${size} ${mtimeMs}`;
    }),
  );
  return lines.sort();
}

test("a broken content folder leaves the previous build as it was, and the output ends with what to fix", async () => {
  const contentDir = join(workDir, "content");
  await cp(site.contentDir, contentDir, { recursive: true });
  // The officer's article again, under the number of the first article and with a photo
  // that is not there.
  const [first] = newsArticles;
  if (!first) throw new Error("content/pt-BR/noticias has no article");
  const { article } = site;
  const file = article.file.replace(".md", "-copia.md");
  const missingImage = `${article.image}-ausente.png`;
  await writeFile(
    join(contentDir, "pt-BR", "noticias", file),
    articleText(article, { id: first.id, image: missingImage }),
  );
  const before = await snapshot(site.buildDir);
  expect(before.length).toBeGreaterThan(0);

  const { code, output } = await runBuild({
    CONTENT_DIR: contentDir,
    BUILD_DIR: site.buildDir,
  });

  expect(code).not.toBe(0);
  const lastLines = output.trimEnd().split("\n").slice(-4);
  expect(lastLines).toEqual([
    "O conteúdo tem 2 problemas a corrigir:",
    expect.stringMatching(
      new RegExp(
        `^ {2}content/pt-BR/noticias/${file}: campo \`id\`: ${first.id} já é o número de content/pt-BR/noticias/.*; cada notícia precisa de um número próprio$`,
      ),
    ),
    expect.stringMatching(
      new RegExp(
        `^ {2}content/pt-BR/noticias/${file}: campo \`image\`: a imagem 'imagens/noticias/${missingImage}' não existe em content/`,
      ),
    ),
    `Nada foi publicado: o site em ${site.buildDir} continua como estava.`,
  ]);
  expect(output).not.toMatch(/^\s+at /m);
  expect(await snapshot(site.buildDir)).toEqual(before);
});

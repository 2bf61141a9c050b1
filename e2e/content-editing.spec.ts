// An officer's edits, built for real in a copy of content/ (CONTENT_DIR) and a separate
// BUILD_DIR: the tests' article (its names tagged, see ./test-names) reaches every list of the
// site, and a broken content folder leaves the published build as it was, with the output
// ending in what to fix. `npm run test:variant` runs the other specs on a varied copy.
import { type ChildProcess, spawn } from "node:child_process";
import { cp, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import sharp from "sharp";
import { freePort, runBuild } from "../scripts/build-server.mjs";
import { newsArticles, newsTexts } from "../test/content";
import { expect, test } from "./fixtures";
import { newsArticlePath } from "../test/site-routes";
import { nextArticleId, testMark } from "../test/test-names";

// Each build takes a minute or more on a busy machine; the tests share one.
test.describe.configure({ mode: "serial", timeout: 8 * 60_000 });

const newArticle = {
  id: nextArticleId(newsArticles),
  file: `2099-01-15-bolsas-de-permanencia-${testMark}.md`,
  title: `Fundo amplia as bolsas de permanência (${testMark})`,
  summary: "Com os rendimentos do ano, o fundo passa a oferecer mais bolsas.",
  image: `bolsas-${testMark}`,
};

let workDir = "";
let contentDir = "";
let buildDir = "";
let server: ChildProcess | undefined;
let origin = "";

/** Builds the copy into its build folder; resolves to the exit code and the whole output. */
const build = () => runBuild({ CONTENT_DIR: contentDir, BUILD_DIR: buildDir });

/** An article file as an officer writes it, with its photo, in the copy. */
async function addArticle(
  article: { id: number; file: string; title: string; summary: string },
  image: string,
  body: string,
) {
  await writeFile(
    join(contentDir, "pt-BR", "noticias", article.file),
    [
      "---",
      `id: ${article.id}`,
      `title: ${article.title}`,
      "date: " + article.file.slice(0, 10),
      `summary: ${article.summary}`,
      "author: Equipe Endowment ITA",
      `image: imagens/noticias/${image}`,
      "imageAlt: Estudantes no campus",
      "---",
      "",
      body,
      "",
    ].join("\n"),
  );
}

/** A photo as an officer has it: larger than the page needs. */
function photo(file: string) {
  return sharp({
    create: { width: 1600, height: 840, channels: 3, background: "#2a4d8f" },
  }).toFile(join(contentDir, "imagens", "noticias", file));
}

/** Every file of the build with its size and modification time. */
async function snapshot(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  return Promise.all(
    files.map(async (entry) => {
      const path = join(entry.parentPath, entry.name);
      const { size, mtimeMs } = await stat(path);
      return `${relative(dir, path)} ${size} ${mtimeMs}`;
    }),
  ).then((lines) => lines.sort());
}

test.beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), "edicao-conteudo-"));
  contentDir = join(workDir, "content");
  // Inside the project, where the prerender finds node_modules; build-*/ is ignored by git.
  buildDir = await mkdtemp(join(process.cwd(), "build-edicao-"));
  await cp("content", contentDir, { recursive: true });
});

test.afterAll(async () => {
  server?.kill();
  await rm(workDir, { recursive: true, force: true });
  await rm(buildDir, { recursive: true, force: true });
});

test(
  "a new article file reaches the news list, the home page, the sitemap and the feed",
  { tag: "@own-build" },
  async ({ page, request }) => {
    await photo(`${newArticle.image}.png`);
    await addArticle(
      newArticle,
      `${newArticle.image}.png`,
      "O fundo **amplia** as bolsas de permanência.",
    );

    const { code, output } = await build();
    expect(code, output).toBe(0);

    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ["scripts/serve.mjs"], {
      env: { ...process.env, PORT: String(port), BUILD_DIR: buildDir },
      stdio: "ignore",
    });
    await expect
      .poll(() =>
        request.get(`${origin}/`).then(
          (r) => r.status(),
          () => 0,
        ),
      )
      .toBe(200);

    await page.goto(`${origin}/noticias`);
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(
      newsArticles.length + 1,
    );
    await expect(
      page.getByRole("main").getByRole("article").first(),
    ).toContainText(newArticle.title);

    await page.goto(`${origin}/`);
    await expect(
      page.getByRole("link", {
        name: `${newsTexts.newsCardTexts.readMoreLabel}: ${newArticle.title}`,
      }),
    ).toHaveAttribute("href", newsArticlePath(newArticle));

    await page.goto(`${origin}/noticias/${newArticle.id}`);
    await expect(
      page.getByRole("heading", { level: 1, name: newArticle.title }),
    ).toBeVisible();
    await expect(page.getByText("O fundo amplia as bolsas")).toBeVisible();
    const image = page.getByRole("img", { name: "Estudantes no campus" });
    // WebP copies 600, 800 and 1200 pixels wide, with hashed names, from the one PNG.
    await expect(image).toHaveAttribute(
      "srcset",
      new RegExp(
        `^${[600, 800, 1200].map((width) => `/assets/${newArticle.image}\\.[\\w-]+\\.webp ${width}w`).join(", ")}$`,
      ),
    );
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    const sitemap = await (await request.get(`${origin}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/noticias/${newArticle.id}</loc>`);
    const feedPath = await page
      .locator('link[rel="alternate"][type="application/rss+xml"]')
      .getAttribute("href");
    const feed = await (await request.get(`${origin}${feedPath}`)).text();
    expect(feed).toContain(`<title>${newArticle.title}</title>`);
    expect(feed).toContain(`/noticias/${newArticle.id}</link>`);
  },
);

test(
  "a broken content folder leaves the previous build as it was, and the output ends with what to fix",
  { tag: "@own-build" },
  async () => {
    const before = await snapshot(buildDir);
    expect(before.length).toBeGreaterThan(0);
    const [first] = newsArticles;
    const missingImage = `${newArticle.image}-ausente.png`;
    await addArticle(
      { ...newArticle, id: first?.id ?? 1 },
      missingImage,
      "O fundo amplia as bolsas de permanência.",
    );

    const { code, output } = await build();
    expect(code).not.toBe(0);
    const lastLines = output.trimEnd().split("\n").slice(-4);
    expect(lastLines).toEqual([
      "O conteúdo tem 2 problemas a corrigir:",
      expect.stringMatching(
        new RegExp(
          `^ {2}content/pt-BR/noticias/${newArticle.file}: campo \`id\`: ${first?.id} já é o número de content/pt-BR/noticias/.*; cada notícia precisa de um número próprio$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^ {2}content/pt-BR/noticias/${newArticle.file}: campo \`image\`: a imagem 'imagens/noticias/${missingImage}' não existe em content/`,
        ),
      ),
      `Nada foi publicado: o site em ${buildDir} continua como estava.`,
    ]);
    expect(output).not.toMatch(/^\s+at /m);
    expect(await snapshot(buildDir)).toEqual(before);
  },
);

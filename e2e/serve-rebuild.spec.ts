// `npm start` under a rebuild: the running server picks up the build that completes under it,
// whole. A copy of content/ (CONTENT_DIR) is built, served, given a new article and built again
// under the same server, which must then serve the article and every page of the new build as
// the bytes of its files, plain and compressed, with the length it declares.
import { existsSync } from "node:fs";
import {
  cp,
  mkdtemp,
  readFile,
  readdir,
  rm,
  writeFile,
} from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import sharp from "sharp";
import { runBuild, startBuildServer } from "../scripts/build-server.mjs";
import { newsArticles } from "../test/content";
import { expect, test } from "./fixtures";
import { newsArticlePath } from "../test/site-routes";
import { nextArticleId, testMark } from "../test/test-names";

test.describe.configure({ timeout: 8 * 60_000 });

const article = {
  id: nextArticleId(newsArticles),
  file: `2099-02-10-nova-turma-de-bolsistas-${testMark}.md`,
  title: `Nova turma de bolsistas começa o ano (${testMark})`,
  image: `bolsistas-${testMark}.png`,
};

let workDir = "";
let buildDir = "";
let server: { kill: () => boolean } | undefined;

test.afterAll(async () => {
  server?.kill();
  if (workDir) await rm(workDir, { recursive: true, force: true });
  if (buildDir) await rm(buildDir, { recursive: true, force: true });
});

/** The answer to `path` as sent: status, headers and the bytes on the wire, undecoded. */
function rawGet(
  origin: string,
  path: string,
  acceptEncoding: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolveAnswer, reject) => {
    const sent = httpRequest(
      new URL(path, origin),
      { headers: { "Accept-Encoding": acceptEncoding } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolveAnswer({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      },
    );
    sent.on("error", reject);
    sent.end();
  });
}

/** Every page file of a build, relative to its client folder: "index.html", "noticias/1.html". */
async function pageFiles(clientDir: string): Promise<string[]> {
  const entries = await readdir(clientDir, { recursive: true });
  return entries
    .filter((entry) => entry.endsWith(".html"))
    .map((entry) => relative(clientDir, join(clientDir, entry)));
}

/** The clean URL a page file is served at: "/" for index.html, "/o-ita" for o-ita.html. */
function cleanUrl(file: string): string {
  return file === "index.html" ? "/" : `/${file.slice(0, -".html".length)}`;
}

test(
  "a build under a running npm start is served at once and whole: the new article and every page, byte for byte",
  { tag: "@own-build" },
  async () => {
    workDir = await mkdtemp(join(tmpdir(), "recompilacao-"));
    const contentDir = join(workDir, "content");
    await cp(process.env.CONTENT_DIR ?? "content", contentDir, {
      recursive: true,
    });
    // Inside the project, where the prerender finds node_modules; build-*/ is ignored by git.
    buildDir = await mkdtemp(join(process.cwd(), "build-recompilacao-"));
    const env = { CONTENT_DIR: contentDir, BUILD_DIR: buildDir };

    const first = await runBuild(env);
    expect(first.code, first.output).toBe(0);
    const started = await startBuildServer(buildDir);
    server = started.server;
    const origin = started.baseUrl;
    const articlePath = newsArticlePath(article);
    expect((await rawGet(origin, articlePath, "identity")).status).toBe(404);

    await sharp({
      create: { width: 1600, height: 840, channels: 3, background: "#2a4d8f" },
    }).toFile(join(contentDir, "imagens", "noticias", article.image));
    await writeFile(
      join(contentDir, "pt-BR", "noticias", article.file),
      [
        "---",
        `id: ${article.id}`,
        `title: ${article.title}`,
        `date: ${article.file.slice(0, 10)}`,
        "summary: Os novos bolsistas do fundo começam as aulas no campus.",
        "author: Equipe Endowment ITA",
        `image: imagens/noticias/${article.image}`,
        "imageAlt: Estudantes no campus",
        "---",
        "",
        "Os novos bolsistas começam o ano no campus.",
        "",
      ].join("\n"),
    );
    const second = await runBuild(env);
    expect(second.code, second.output).toBe(0);

    const clientDir = join(buildDir, "client");
    const files = await pageFiles(clientDir);
    expect(files).toContain(`${articlePath.slice(1)}.html`);
    const served = await rawGet(origin, articlePath, "identity");
    expect(served.status).toBe(200);
    expect(served.body.toString("utf8")).toContain(article.title);
    const compressions = [
      { acceptEncoding: "identity", extension: "", encoding: undefined },
      { acceptEncoding: "gzip", extension: ".gz", encoding: "gzip" },
      { acceptEncoding: "br", extension: ".br", encoding: "br" },
    ];
    for (const file of files) {
      for (const compression of compressions) {
        // A page too small for the build to compress is sent plain, whatever the client accepts.
        const { acceptEncoding, extension, encoding } = existsSync(
          join(clientDir, file + compression.extension),
        )
          ? compression
          : { ...compressions[0]!, acceptEncoding: compression.acceptEncoding };
        const onDisk = await readFile(join(clientDir, file + extension));
        const answer = await rawGet(origin, cleanUrl(file), acceptEncoding);
        const what = `${cleanUrl(file)} (${acceptEncoding})`;
        expect(answer.status, what).toBe(200);
        expect(answer.headers["content-encoding"], what).toBe(encoding);
        expect(Number(answer.headers["content-length"]), what).toBe(
          onDisk.length,
        );
        expect(answer.body.equals(onDisk), `${what}: the file's bytes`).toBe(
          true,
        );
      }
    }
  },
);

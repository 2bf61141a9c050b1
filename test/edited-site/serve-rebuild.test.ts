// `npm start` under a rebuild: the running server picks up the build that completes under it,
// whole. It serves a copy of the repository's build; then the edited site's build, with its new
// article, is published there as scripts/build.mjs publishes a finished build. The server must
// then serve the article and every page of the new build as the bytes of its files, plain and
// compressed, with the length it declares.
import { existsSync } from "node:fs";
import { cp, mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, expect, test } from "vitest";
import { startBuildServer } from "../../scripts/build-server.mjs";
import { publishBuild } from "../../scripts/lib/publish-build.mjs";
import { newsArticlePath } from "../site-routes";
import { editedSite } from "./edited-site";

const site = await editedSite();
const servedDir = await mkdtemp(join(tmpdir(), "recompilacao-"));
let server: { kill: () => boolean } | undefined;

afterAll(async () => {
  server?.kill();
  await rm(servedDir, { recursive: true, force: true });
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
  return entries.filter((entry) => entry.endsWith(".html"));
}

/** The clean URL a page file is served at: "/" for index.html, "/o-ita" for o-ita.html. */
function cleanUrl(file: string): string {
  return file === "index.html" ? "/" : `/${file.slice(0, -".html".length)}`;
}

const compressions = [
  { acceptEncoding: "identity", extension: "", encoding: undefined },
  { acceptEncoding: "gzip", extension: ".gz", encoding: "gzip" },
  { acceptEncoding: "br", extension: ".br", encoding: "br" },
];

test("a build under a running npm start is served at once and whole: the new article and every page, byte for byte", async () => {
  const repositoryBuild = resolve("build", "client");
  if (!existsSync(join(repositoryBuild, "index.html"))) {
    throw new Error(`no build in ${repositoryBuild}: run npm run build first`);
  }
  await cp(repositoryBuild, join(servedDir, "client"), { recursive: true });
  const started = await startBuildServer(servedDir);
  server = started.server;
  const origin = started.baseUrl;
  const articlePath = newsArticlePath(site.article);
  expect((await rawGet(origin, articlePath, "identity")).status).toBe(404);

  // The new build, finished beside the served one, published as the build publishes it.
  const stagingDir = `${servedDir}-next`;
  await cp(site.clientDir, join(stagingDir, "client"), { recursive: true });
  await publishBuild(stagingDir, servedDir);

  const clientDir = join(servedDir, "client");
  const files = await pageFiles(clientDir);
  expect(files).toContain(`${articlePath.slice(1)}.html`);
  const served = await rawGet(origin, articlePath, "identity");
  expect(served.status).toBe(200);
  expect(served.body.toString("utf8")).toContain(site.article.title);
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
      expect.soft(answer.status, what).toBe(200);
      expect.soft(answer.headers["content-encoding"], what).toBe(encoding);
      expect
        .soft(Number(answer.headers["content-length"]), what)
        .toBe(onDisk.length);
      expect
        .soft(answer.body.equals(onDisk), `${what}: the file's bytes`)
        .toBe(true);
    }
  }
});

import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import layOutForStaticHosts from "./static-host-layout.mjs";

let clientDir = "";

beforeEach(async () => {
  clientDir = await mkdtemp(join(tmpdir(), "static-host-layout-"));
});
afterEach(() => rm(clientDir, { recursive: true, force: true }));

async function writeFiles(files) {
  for (const file of files) {
    await mkdir(dirname(join(clientDir, file)), { recursive: true });
    await writeFile(join(clientDir, file), file);
  }
}

const reactRouterOutput = [
  "index.html",
  "__spa-fallback.html",
  "o-ita/index.html",
  "pagina-nao-encontrada/index.html",
  "noticias/index.html",
  "noticias/1/index.html",
  "noticias/nao-encontrada/index.html",
  "noticias/feed.xml",
  "assets/root-abc.js",
];

describe("layOutForStaticHosts", () => {
  test("turns every page into a clean-URL file, the not-found pages into 404.html, and drops the SPA fallback", async () => {
    await writeFiles(reactRouterOutput);
    await layOutForStaticHosts(clientDir);
    const files = await readdir(clientDir, { recursive: true });
    expect(
      files.filter((file) => /\.(html|xml|js)$/.test(file)).sort(),
    ).toEqual(
      [
        "404.html",
        "assets/root-abc.js",
        "index.html",
        "noticias.html",
        "noticias/1.html",
        "noticias/404.html",
        "noticias/feed.xml",
        "o-ita.html",
      ].sort(),
    );
  });

  test.each([
    [
      "pagina-nao-encontrada/index.html",
      /pagina-nao-encontrada\/index\.html is missing/,
    ],
    [
      "noticias/nao-encontrada/index.html",
      /nao-encontrada\/index\.html is missing/,
    ],
  ])("fails when React Router did not write %s", async (missing, message) => {
    await writeFiles(reactRouterOutput.filter((file) => file !== missing));
    await expect(layOutForStaticHosts(clientDir)).rejects.toThrow(message);
  });

  test("fails rather than overwrite a file a page would replace", async () => {
    await writeFiles([...reactRouterOutput, "o-ita.html"]);
    await expect(layOutForStaticHosts(clientDir)).rejects.toThrow(
      /o-ita\.html already exists/,
    );
  });
});

import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import inlineCriticalPath from "./critical-path.mjs";

const page = (head) =>
  `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"/>${head}</head><body><p class="a">Olá</p><p class="b">Até</p></body></html>`;

describe("inlineCriticalPath", () => {
  let dir;
  afterEach(() => rm(dir, { recursive: true, force: true }));

  async function site(css) {
    dir = await mkdtemp(join(tmpdir(), "critical-path-"));
    await mkdir(join(dir, "assets"));
    await writeFile(join(dir, "assets", "root-1.css"), css);
    await writeFile(
      join(dir, "index.html"),
      page('<link rel="stylesheet" href="/assets/root-1.css"/>'),
    );
  }

  test("inlines the whole stylesheet and drops its link, leaving the body as it was", async () => {
    await site(".a{color:red}.b{color:blue}.later{color:green}");

    await inlineCriticalPath(dir);
    const html = await readFile(join(dir, "index.html"), "utf8");

    expect(html).not.toContain("root-1.css");
    expect(html).toMatch(/<style>[^<]*\.later\{color:green\}[^<]*<\/style>/);
    expect(html).toContain('<p class="a">Olá</p><p class="b">Até</p>');
  });

  test("fails the build when a stylesheet is too big to inline", async () => {
    await site(`.a{content:"${randomBytes(80_000).toString("hex")}"}`);

    await expect(inlineCriticalPath(dir)).rejects.toThrow(
      /still fetches \/assets\/root-1\.css/,
    );
  });
});

import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import inlineCriticalPath from "./critical-path.mjs";

const BOOTSTRAP = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-4.js");`;

describe("inlineCriticalPath", () => {
  let dir;
  afterEach(() => rm(dir, { recursive: true, force: true }));

  test("inlines the stylesheet, keeps its link disabled and drops modulepreloads", async () => {
    dir = await mkdtemp(join(tmpdir(), "critical-path-"));
    await mkdir(join(dir, "assets"));
    await writeFile(
      join(dir, "assets", "root-1.css"),
      ".a{background:url(./bg.svg)}.b{content:'$&'}",
    );
    await writeFile(
      join(dir, "index.html"),
      `<html><head><link rel="modulepreload" href="/assets/root-2.js"/><link rel="stylesheet" href="/assets/root-1.css"/></head><body><p>Olá</p><script type="module" async="">${BOOTSTRAP}</script></body></html>`,
    );

    await inlineCriticalPath(dir);
    const html = await readFile(join(dir, "index.html"), "utf8");

    expect(html).not.toContain("modulepreload");
    expect(html).toContain(
      `<link rel="stylesheet" href="/assets/root-1.css" disabled=""/><style>.a{background:url(/assets/bg.svg)}.b{content:'$&'}</style>`,
    );
    expect(html).toContain(
      `<script type="module" async="">${BOOTSTRAP}</script>`,
    );
    expect(html).toContain("<p>Olá</p>");
  });

  test("leaves a stylesheet too big to inline as a fetched file", async () => {
    dir = await mkdtemp(join(tmpdir(), "critical-path-"));
    await mkdir(join(dir, "assets"));
    const bigCss = `.a{content:"${randomBytes(40_000).toString("hex")}"}`;
    await writeFile(join(dir, "assets", "big.css"), bigCss);
    const page = `<html><head><link rel="stylesheet" href="/assets/big.css"/></head><body></body></html>`;
    await writeFile(join(dir, "index.html"), page);

    await inlineCriticalPath(dir);

    expect(await readFile(join(dir, "index.html"), "utf8")).toBe(page);
  });
});

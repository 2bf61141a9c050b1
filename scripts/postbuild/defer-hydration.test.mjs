import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import deferHydration, { deferBootstrap } from "./defer-hydration.mjs";

const BOOTSTRAP = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-4.js");`;

describe("deferBootstrap", () => {
  const deferred = deferBootstrap(BOOTSTRAP);

  test("waits for the page to paint before importing anything", () => {
    const wait = deferred.indexOf("await new Promise");
    expect(wait).toBeGreaterThanOrEqual(0);
    expect(deferred.indexOf("import(")).toBeGreaterThan(wait);
    expect(deferred).not.toMatch(/^import /m);
  });

  test("imports the same modules, in order, under the same names", () => {
    expect(deferred).toContain(
      `const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-2.js"), import("/assets/home-3.js")]);`,
    );
    expect(deferred).toContain(
      `window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};`,
    );
    expect(deferred.trimEnd()).toMatch(
      /import\("\/assets\/entry\.client-4\.js"\);$/,
    );
  });

  test("refuses a bootstrap it does not recognise", () => {
    expect(() => deferBootstrap(`import("/assets/entry.js");`)).toThrow(
      /no static import/,
    );
  });
});

describe("deferHydration", () => {
  let dir;
  afterEach(() => rm(dir, { recursive: true, force: true }));

  test("rewrites the bootstrap of every page and leaves the rest as it was", async () => {
    dir = await mkdtemp(join(tmpdir(), "defer-hydration-"));
    const page = (script) =>
      `<html><body><p>Olá</p><script>window.x = 1;</script><script type="module" async="">${script}</script></body></html>`;
    await writeFile(join(dir, "index.html"), page(BOOTSTRAP));

    await deferHydration(dir);

    expect(await readFile(join(dir, "index.html"), "utf8")).toBe(
      page(deferBootstrap(BOOTSTRAP)),
    );
  });

  test("fails the build when a page has no bootstrap", async () => {
    dir = await mkdtemp(join(tmpdir(), "defer-hydration-"));
    await writeFile(join(dir, "index.html"), "<html><body></body></html>");

    await expect(deferHydration(dir)).rejects.toThrow(/has no bootstrap/);
  });
});

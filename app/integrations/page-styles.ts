// Once the site is built: every page inlines only its own part of the site's stylesheet (see
// ./page-stylesheet.ts). Runs before the pages are precompressed.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { pageStylesheet } from "./page-stylesheet.ts";

/**
 * The code of every script a page may run: the built scripts its markup names, and those they
 * name in turn (imports, islands, workers). Their file names carry a content hash, so a name
 * found in a text is that file.
 */
function scriptsOf(html: string, builtScripts: Map<string, string>) {
  const found = new Map<string, string>();
  const pending = [html];
  for (let text = pending.pop(); text !== undefined; text = pending.pop()) {
    for (const [name, code] of builtScripts) {
      if (found.has(name) || !text.includes(name)) continue;
      found.set(name, code);
      pending.push(code);
    }
  }
  return [...found.values()];
}

export function pageStyles(): AstroIntegration {
  return {
    name: "endowment-page-styles",
    hooks: {
      "astro:build:done": async ({ dir, assets }) => {
        const clientDir = fileURLToPath(dir);
        const assetsDir = join(clientDir, "assets");
        // Read once: every page looks for its scripts among them.
        const builtScripts = new Map<string, string>();
        for (const name of await readdir(assetsDir))
          if (/\.m?js$/.test(name))
            builtScripts.set(
              name,
              await readFile(join(assetsDir, name), "utf8"),
            );
        const pages = [...assets.values()]
          .flat()
          .map((url) => fileURLToPath(url))
          .filter((file) => file.endsWith(".html"));
        for (const page of pages) {
          const html = await readFile(page, "utf8");
          const scripts = scriptsOf(html, builtScripts);
          try {
            await writeFile(page, await pageStylesheet(html, scripts));
          } catch (error) {
            throw new Error(
              `${relative(clientDir, page)}: ${(error as Error).message}`,
              { cause: error },
            );
          }
        }
      },
    },
  };
}

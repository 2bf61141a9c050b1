// Builds the islands: the few scripts of the pages that have work to do in the browser, each an
// entry module `app/islands/<name>.island.ts(x)`, bundled into the client build beside the rest.
// Pages name the island they load; "virtual:islands" tells the prerender each island's address
// (the hashed file of the client build; the source file in the dev server). React Router's own
// client runtime is never sent: no page renders its <Scripts/>.
import { readdirSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import type { Plugin, ResolvedConfig } from "vite";

const MODULE_ID = "virtual:islands";
const RESOLVED_ID = `\0${MODULE_ID}`;
const ISLANDS_DIR = "app/islands";
const ENTRY_SUFFIX = /\.island\.tsx?$/;
/** Written by the client build beside build/client, read by the server build that follows. */
const ADDRESSES_FILE = "islands.json";

type IslandEntry = { name: string; file: string };

function islandEntries(root: string): IslandEntry[] {
  const dir = resolve(root, ISLANDS_DIR);
  return readdirSync(dir)
    .filter((file) => ENTRY_SUFFIX.test(file))
    .map((file) => ({
      name: file.replace(ENTRY_SUFFIX, ""),
      file: join(dir, file),
    }));
}

function addressesFile(config: ResolvedConfig): string {
  const clientOutDir = resolve(
    config.root,
    config.environments.client?.build.outDir ?? config.build.outDir,
  );
  return join(dirname(clientOutDir), ADDRESSES_FILE);
}

export function islandsPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "endowment-islands",
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      if (this.environment.name !== "client" || config.command !== "build")
        return;
      for (const { name, file } of islandEntries(config.root)) {
        this.emitFile({ type: "chunk", id: file, name: `island-${name}` });
      }
    },
    async generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const entries = islandEntries(config.root);
      const addresses: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.isEntry) continue;
        const entry = entries.find(({ file }) => file === chunk.facadeModuleId);
        if (entry) addresses[entry.name] = `/${chunk.fileName}`;
      }
      const missing = entries.filter(({ name }) => !(name in addresses));
      if (missing.length > 0)
        this.error(`islands not bundled: ${missing.map((e) => e.name)}`);
      await writeFile(addressesFile(config), JSON.stringify(addresses));
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (config.command === "serve") {
        const addresses = Object.fromEntries(
          islandEntries(config.root).map(({ name, file }) => [
            name,
            `/${file.slice(config.root.length + 1)}`,
          ]),
        );
        return `export default ${JSON.stringify(addresses)};`;
      }
      // React Router bundles the route modules for its client runtime too, which no page loads.
      if (this.environment.name === "client") return "export default {};";
      const file = addressesFile(config);
      const json = await readFile(file, "utf8").catch(() => {
        this.error(`${file} is missing: the client build writes it first`);
      });
      return `export default ${json};`;
    },
  };
}

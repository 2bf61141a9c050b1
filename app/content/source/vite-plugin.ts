// Brings content/ into the app at build time as the module "virtual:content", one named export
// per kind of content so that each page's JavaScript carries only what it uses. The pictures
// made from the source images are written into the client build, and served by the dev server.
import { resolve } from "node:path";
import type { Plugin } from "vite";
import type { ImageFile } from "./images.server.ts";
import { renderImageFile } from "./images.server.ts";
import { officerReport } from "./problems.ts";
import { readContent } from "./reader.server.ts";

const MODULE_ID = "virtual:content";
const RESOLVED_ID = `\0${MODULE_ID}`;

export function contentPlugin(): Plugin {
  let imageFiles: ImageFile[] = [];
  return {
    name: "endowment-content",
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const result = await readContent();
      for (const file of result.files) this.addWatchFile(file);
      if (!result.ok) this.error(officerReport(result.problems));
      imageFiles = result.imageFiles;
      return Object.entries(result.content)
        .map(
          ([name, value]) => `export const ${name} = ${JSON.stringify(value)};`,
        )
        .join("\n");
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      for (const file of imageFiles) {
        this.emitFile({
          type: "asset",
          fileName: file.output,
          source: await renderImageFile(file),
        });
      }
    },
    configureServer(server) {
      // A file added, changed or deleted under content/ reloads the page with the new content.
      const contentDir = resolve(process.env.CONTENT_DIR ?? "content");
      const reload = (file: string) => {
        if (!file.startsWith(contentDir)) return;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(RESOLVED_ID);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.add(contentDir);
      server.watcher.on("add", reload).on("change", reload).on("unlink", reload);
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split("?")[0]?.slice(1);
        const file = imageFiles.find((image) => image.output === path);
        if (!file) return next();
        renderImageFile(file).then((bytes) => {
          response.setHeader(
            "Content-Type",
            file.resize ? "image/webp" : "image/svg+xml",
          );
          response.end(bytes);
        }, next);
      });
    },
  };
}

// Brings content/ into the app at build time as one module per kind of content,
// "virtual:content/<kind>" (site, home, newsArticles…), so that each page's JavaScript carries
// only the kinds it imports: a module shared by every page would carry all of them. The pictures
// made from the source images are written into the client build, and served by the dev server.
import { resolve } from "node:path";
import type { Plugin } from "vite";
import type { ImageFile } from "./images.server.ts";
import { renderImageFile } from "./images.server.ts";
import { officerReport } from "./problems.ts";
import { type ReadResult, readContent } from "./reader.server.ts";
import type { Content } from "./schema.ts";

const MODULE_PREFIX = "virtual:content/";
const RESOLVED_PREFIX = `\0${MODULE_PREFIX}`;

export function contentPlugin(): Plugin {
  let imageFiles: ImageFile[] = [];
  // Read once per build (or per edit, in the dev server) for all the kinds' modules.
  let reading: Promise<ReadResult> | undefined;
  return {
    name: "endowment-content",
    buildStart() {
      reading = undefined;
    },
    resolveId(id) {
      return id.startsWith(MODULE_PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const result = await (reading ??= readContent());
      for (const file of result.files) this.addWatchFile(file);
      if (!result.ok) this.error(officerReport(result.problems));
      imageFiles = result.imageFiles;
      const kind = id.slice(RESOLVED_PREFIX.length);
      if (!Object.hasOwn(result.content, kind))
        this.error(`virtual:content has no kind "${kind}"`);
      const value = result.content[kind as keyof Content];
      return `export default ${JSON.stringify(value)};`;
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
        reading = undefined;
        for (const environment of Object.values(server.environments)) {
          for (const module of environment.moduleGraph.idToModuleMap.values()) {
            if (module.id?.startsWith(RESOLVED_PREFIX))
              environment.moduleGraph.invalidateModule(module);
          }
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

// Once the site is built: `.br` and `.gz` copies beside every text file, for the servers that
// send them as they are (nginx's brotli_static and gzip_static, `npm start`). Runs after every
// other integration, so that it sees each file's final bytes.
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import compressTextFiles from "./precompress-files.mjs";

export function precompress(): AstroIntegration {
  return {
    name: "endowment-precompress",
    hooks: {
      "astro:build:done": async ({ dir }) => {
        await compressTextFiles(fileURLToPath(dir));
      },
    },
  };
}

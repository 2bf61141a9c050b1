// The web editor, /admin: Decap CMS's files, its page (admin.html, served at /admin like every
// page) and its configuration, written once the site is built (see ./admin-folder.mjs). The
// editor page carries its own policy; no page of the site links to it.
import { rename } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { loadEnv } from "vite";
import { writeAdminFolder } from "./admin-folder.mjs";

export function adminEditor(): AstroIntegration {
  return {
    name: "endowment-admin-editor",
    hooks: {
      "astro:build:done": async ({ dir }) => {
        const clientDir = fileURLToPath(dir);
        // The same sources as Vite's: the environment, then .env files.
        const env = {
          ...loadEnv("production", process.cwd(), "CMS_"),
          ...process.env,
        };
        await writeAdminFolder(join(clientDir, "admin"), { env });
        await rename(
          join(clientDir, "admin", "index.html"),
          join(clientDir, "admin.html"),
        );
      },
    },
  };
}

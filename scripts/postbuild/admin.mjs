// The web editor, /admin: Decap CMS's files, its page and its configuration (see
// scripts/admin-folder.mjs). Runs after the steps that read or rewrite the pages, so that no
// page, sitemap entry or page policy takes it in; the editor page carries its own policy.
import { join } from "node:path";
import { loadEnv } from "vite";
import { writeAdminFolder } from "../admin-folder.mjs";

export default async function writeAdmin(clientDir) {
  // The same sources as Vite's: the environment, then .env files.
  const env = {
    ...loadEnv("production", process.cwd(), "CMS_"),
    ...process.env,
  };
  await writeAdminFolder(join(clientDir, "admin"), { env });
}

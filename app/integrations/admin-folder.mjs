// The web editor at /admin: Decap CMS's prebuilt files, copied from node_modules, a page that
// loads them, and the configuration generated from the content schemas
// (app/admin/editor-config.ts). The build writes it into build/client/admin/
// (app/integrations/admin-editor.ts) and `npm run admin` into a temporary folder served beside
// the site (scripts/admin.mjs). Nothing else on the site links to these files.
import { copyFile, mkdir, readdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import YAML from "yaml";
import { editorConfig } from "../admin/editor-config.ts";
import { githubBackend } from "../admin/editor-settings.ts";

const require = createRequire(import.meta.url);
const decapDir = dirname(require.resolve("decap-cms/dist/decap-cms.js"));
const editorSource = fileURLToPath(
  new URL("../admin/editor.ts", import.meta.url),
);
const logoSource = new URL("../assets/logo.svg", import.meta.url);

/** Decap's bundle, the chunks it imports on demand and its image encoders. */
const isDecapFile = (name) =>
  /^(\d+\.)?decap-cms\.js$/.test(name) || name.endsWith(".wasm");

/**
 * The editor page's Content Security Policy, as strict as Decap allows: scripts from /admin
 * alone, but 'unsafe-eval' because Decap checks its configuration with validators it compiles
 * at run time (Ajv), and 'unsafe-inline' styles because it styles its components at run time
 * (Emotion). The public pages keep their own, stricter policy.
 */
export function adminPolicy(connectOrigins) {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    `connect-src 'self' blob: ${connectOrigins.join(" ")}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/**
 * The editor's page. Its icon is the logo in its own folder, so that the page asks nothing of
 * the site, which Astro's dev server renders in `npm run admin`.
 */
export function adminPage(policy) {
  return `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="${policy}" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Editor do site · Endowment ITA</title>
    <link rel="cms-config-url" type="text/yaml" href="/admin/config.yml" />
    <link rel="icon" type="image/svg+xml" href="/admin/logo.svg" />
  </head>
  <body>
    <script src="/admin/editor.js"></script>
    <script src="/admin/decap-cms.js"></script>
  </body>
</html>
`;
}

/** The fund's additions to Decap (app/admin/editor.ts), bundled into `dir` as editor.js. */
async function writeEditorScript(dir) {
  // Vite's build sets NODE_ENV to production; `npm run admin` then starts a dev server.
  const { NODE_ENV } = process.env;
  await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    build: {
      outDir: dir,
      emptyOutDir: false,
      lib: {
        entry: editorSource,
        formats: ["iife"],
        name: "endowmentEditor",
        fileName: () => "editor.js",
      },
    },
  });
  if (NODE_ENV === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = NODE_ENV;
}

/**
 * Writes the editor into `dir`. With `localBackendUrl` (npm run admin), it reads and writes the
 * working copy through decap-server instead of GitHub.
 *
 * @param {string} dir
 * @param {{ env: Record<string, string | undefined>, localBackendUrl?: string }} options
 */
export async function writeAdminFolder(dir, { env, localBackendUrl }) {
  await mkdir(dir, { recursive: true });
  const decapFiles = (await readdir(decapDir)).filter(isDecapFile);
  if (!decapFiles.includes("decap-cms.js"))
    throw new Error(`decap-cms.js not found in ${decapDir}`);
  for (const name of decapFiles)
    await copyFile(join(decapDir, name), join(dir, name));
  await copyFile(logoSource, join(dir, "logo.svg"));
  await writeEditorScript(dir);
  const connectOrigins = localBackendUrl
    ? [new URL(localBackendUrl).origin]
    : ["https://api.github.com"];
  await writeFile(
    join(dir, "index.html"),
    adminPage(adminPolicy(connectOrigins)),
  );
  const config = editorConfig({ backend: githubBackend(env), localBackendUrl });
  await writeFile(
    join(dir, "config.yml"),
    YAML.stringify(config, { lineWidth: 0, aliasDuplicateObjects: false }),
  );
}

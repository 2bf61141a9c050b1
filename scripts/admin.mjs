// `npm run admin`: the web editor on the working copy. Starts decap-server, which reads and
// writes the files of this folder (or ADMIN_REPO_DIR), and the site's dev server with the editor
// at /admin/. Saving in the editor writes content/ directly; nothing is committed.
// Usage: npm run admin   (PORT, default 5173; ADMIN_PROXY_PORT, default 8081; ADMIN_REPO_DIR)
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import sirv from "sirv";
import { dev } from "astro";
import { writeAdminFolder } from "../app/integrations/admin-folder.mjs";

process.env.ASTRO_TELEMETRY_DISABLED = "1";
const require = createRequire(import.meta.url);
const host = "127.0.0.1";
const port = Number(process.env.PORT ?? 5173);
const proxyPort = Number(process.env.ADMIN_PROXY_PORT ?? 8081);
const repoDir = resolve(process.env.ADMIN_REPO_DIR ?? ".");
const localBackendUrl = `http://${host}:${proxyPort}/api/v1`;

const proxy = spawn(
  process.execPath,
  [require.resolve("decap-server/dist/index.js")],
  {
    env: {
      ...process.env,
      PORT: String(proxyPort),
      BIND_HOST: host,
      GIT_REPO_DIRECTORY: repoDir,
      MODE: "fs",
      LOG_LEVEL: "warn",
    },
    stdio: "inherit",
  },
);
// Also when this process fails: the proxy must not outlive it.
process.on("exit", () => proxy.kill());

const adminDir = await mkdtemp(join(tmpdir(), "endowment-admin-"));
await writeAdminFolder(adminDir, { env: process.env, localBackendUrl });

const server = await dev({
  server: { host, port },
  logLevel: "warn",
  // The editor lives at /admin/; the site's own pages never end in a slash.
  trailingSlash: "ignore",
  vite: { server: { strictPort: true } },
  integrations: [
    {
      name: "admin",
      hooks: {
        "astro:server:setup": ({ server: devServer }) => {
          devServer.middlewares.use("/admin", sirv(adminDir, { dev: true }));
        },
      },
    },
  ],
});
console.log(
  `\n  Site:   http://${host}:${port}/\n  Editor: http://${host}:${port}/admin/  (arquivos em ${repoDir})\n`,
);

async function stop() {
  proxy.kill();
  await server.stop();
  await rm(adminDir, { recursive: true, force: true });
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
proxy.on("exit", (code) => {
  if (code) {
    console.error(`decap-server saiu com o código ${code}`);
    void stop();
  }
});

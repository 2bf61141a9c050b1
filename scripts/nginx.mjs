// Where the deployment tests find nginx and its modules: Debian's packages `nginx`,
// `libnginx-mod-http-brotli-static` and `libnginx-mod-http-js`, or the paths NGINX_PATH,
// NGINX_BROTLI_MODULE and NGINX_JS_MODULE name. And how they run deploy/ as production does.
import { spawn } from "node:child_process";
import { once } from "node:events";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";
import { freePort } from "./build-server.mjs";

/** The nginx executable. */
export const nginxPath = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/** The dynamic module that serves the build's precompressed `.br` files. */
export const brotliModulePath =
  process.env.NGINX_BROTLI_MODULE ??
  "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** The dynamic module (njs) that reads the published sheets, deploy/sheets.js. */
export const jsModulePath =
  process.env.NGINX_JS_MODULE ?? "/usr/lib/nginx/modules/ngx_http_js_module.so";

/** Throws, naming the Debian packages to install, when nginx or one of its modules is missing. */
export function expectNginxInstalled() {
  for (const { path, what } of [
    { path: nginxPath, what: "nginx" },
    { path: brotliModulePath, what: "nginx's brotli_static module" },
    { path: jsModulePath, what: "nginx's njs module" },
  ]) {
    if (!existsSync(path)) {
      throw new Error(
        `${what} is missing (${path}): install the Debian packages nginx, ` +
          "libnginx-mod-http-brotli-static and libnginx-mod-http-js, as `npm test` does " +
          "(scripts/test-tools.mjs)",
      );
    }
  }
}

// What in sheets-relay.conf belongs to the machine: the caches' folder and the reader's port.
const CACHE_FOLDER = "/var/lib/nginx/";
const READER_ADDRESS = "127.0.0.1:8473";

/**
 * deploy/ at `dir`/endowment-ita, where nginx.conf includes it from, for a test: each file linked,
 * except sheets-relay.conf, written with its caches in `dir` (and its reader on `readerPort`, when
 * given), and sheets.conf, replaced by `sheetsConf` when given.
 * @param {string} dir
 * @param {{ readerPort?: number, sheetsConf?: string }} [options]
 */
export function writeDeployFolder(dir, { readerPort, sheetsConf } = {}) {
  const folder = join(dir, "endowment-ita");
  mkdirSync(folder);
  for (const name of readdirSync("deploy")) {
    const target = join(folder, name);
    if (name === "sheets-relay.conf") {
      const relay = readFileSync(join("deploy", name), "utf8");
      if (!relay.includes(CACHE_FOLDER) || !relay.includes(READER_ADDRESS)) {
        throw new Error(
          `deploy/sheets-relay.conf no longer names ${CACHE_FOLDER} or ${READER_ADDRESS}: update scripts/nginx.mjs`,
        );
      }
      const reader = readerPort ? `127.0.0.1:${readerPort}` : READER_ADDRESS;
      writeFileSync(
        target,
        relay
          .replaceAll(CACHE_FOLDER, `${dir}/`)
          .replaceAll(READER_ADDRESS, reader),
      );
    } else if (name === "sheets.conf" && sheetsConf !== undefined) {
      writeFileSync(target, sheetsConf);
    } else {
      symlinkSync(resolve("deploy", name), target);
    }
  }
}

/**
 * Runs nginx in the foreground on deploy/'s configuration as production includes it (the sheets'
 * files in the http block, site.conf in a server block at `root`), on a free loopback port without
 * TLS, from `dir` (writeDeployFolder; the wrapper, logs and caches go there too). `serverLines` are
 * added to the site's server block. Resolves once nginx answers, to its origin and a stop() that
 * ends it and waits for its exit.
 * @param {{ dir: string, root: string, sheetsConf?: string, serverLines?: string }} options
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>}
 */
export async function startNginx({ dir, root, sheetsConf, serverLines = "" }) {
  const port = await freePort();
  let readerPort = await freePort();
  while (readerPort === port) readerPort = await freePort();
  writeDeployFolder(dir, { readerPort, sheetsConf });
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((name) => `${name}_temp_path ${join(dir, name)};`)
    .join("\n  ");
  writeFileSync(
    join(dir, "nginx.conf"),
    `load_module ${brotliModulePath};
load_module ${jsModulePath};
worker_processes 1;
pid ${join(dir, "nginx.pid")};
events { worker_connections 512; }
http {
  access_log off;
  ${temp}
  include endowment-ita/sheets.conf;
  include endowment-ita/sheets-relay.conf;
  server {
    listen 127.0.0.1:${port};
    server_name localhost;
    root ${root};
    include endowment-ita/site.conf;
    ${serverLines}
  }
}
`,
  );
  const errorLog = join(dir, "error.log");
  const nginx = spawn(
    nginxPath,
    [
      ...["-p", dir, "-c", join(dir, "nginx.conf"), "-e", errorLog],
      ...["-g", "daemon off; master_process off;"],
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const stop = async () => {
    if (nginx.exitCode !== null || nginx.signalCode !== null) return;
    const exited = once(nginx, "exit");
    nginx.kill("SIGQUIT");
    await exited;
  };
  let stderr = "";
  nginx.stderr.on("data", (chunk) => (stderr += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100 && nginx.exitCode === null; attempt++) {
    try {
      await fetch(origin);
      return { origin, stop };
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  await stop();
  const log = existsSync(errorLog) ? readFileSync(errorLog, "utf8") : "";
  throw new Error(`nginx did not start on ${origin}:\n${stderr}\n${log}`);
}

// Serves a production build the way `npm start` does (scripts/serve.mjs), on a free local port,
// for the scripts that measure it: `npm run audit` and `npm run bench:donors`; and runs a build
// for the tests that make their own.
import { spawn } from "node:child_process";
import { createServer } from "node:net";

/** A port nothing listens on now, on the loopback interface. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts scripts/serve.mjs on `buildDir` and resolves, once it answers, to it and its address.
 * `extraRoot`, a folder whose files answer the paths the build has no file for (EXTRA_ROOT);
 * `env`, variables over the environment (the sheets' addresses the server relays, say).
 * @param {string} buildDir
 * @param {{ extraRoot?: string, env?: NodeJS.ProcessEnv }} [options]
 */
export async function startBuildServer(buildDir, { extraRoot, env } = {}) {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      BUILD_DIR: buildDir,
      ...(extraRoot && { EXTRA_ROOT: extraRoot }),
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await fetch(`${baseUrl}/`);
      return { server, baseUrl };
    } catch {
      await new Promise((wait) => setTimeout(wait, 100));
    }
  }
  server.kill();
  throw new Error(`scripts/serve.mjs did not answer on port ${port}`);
}

/**
 * Runs scripts/build.mjs with `env` over the environment; resolves to its exit code and its
 * output, stdout and stderr together.
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<{ code: number; output: string }>}
 */
export function runBuild(env) {
  return new Promise((done) => {
    let output = "";
    const build = spawn(process.execPath, ["scripts/build.mjs"], {
      env: { ...process.env, ...env },
    });
    build.stdout.on("data", (chunk) => (output += chunk.toString()));
    build.stderr.on("data", (chunk) => (output += chunk.toString()));
    build.on("exit", (code) => done({ code: code ?? 1, output }));
  });
}

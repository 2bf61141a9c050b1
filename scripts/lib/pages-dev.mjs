// The build as Cloudflare Pages serves it, locally: wrangler's Pages runtime (workerd, the same
// code as the CDN's) on a free loopback port, with the project's wrangler.toml and Functions, the
// given environment variables as the project's, and a cache of its own, removed when it stops.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as wait } from "node:timers/promises";
import { freePort } from "../build-server.mjs";

/** How long wrangler may take to answer its first request (it bundles the Functions first). */
const START_LIMIT_MS = 60_000;

/**
 * Starts `wrangler pages dev` on `clientDir` with `variables` bound; resolves once it answers,
 * with its origin and a `stop` that ends it and removes its cache.
 */
export async function startPagesDev(clientDir, variables = {}) {
  const stateDir = mkdtempSync(join(tmpdir(), "pages-dev-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const wrangler = spawn(
    "node_modules/.bin/wrangler",
    [
      ...["pages", "dev", clientDir, "--ip", "127.0.0.1"],
      ...["--port", String(port), "--persist-to", stateDir],
      ...Object.entries(variables).flatMap(([name, value]) => [
        "--binding",
        `${name}=${value}`,
      ]),
    ],
    {
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  const keep = (chunk) => (output += chunk.toString());
  wrangler.stdout.on("data", keep);
  wrangler.stderr.on("data", keep);
  const stop = async () => {
    if (wrangler.exitCode === null) {
      const exited = once(wrangler, "exit");
      wrangler.kill("SIGTERM");
      await exited;
    }
    rmSync(stateDir, { recursive: true, force: true });
  };
  const started = Date.now();
  while (wrangler.exitCode === null && Date.now() - started < START_LIMIT_MS) {
    const answered = await fetch(origin).then(
      () => true,
      () => false,
    );
    if (answered) return { origin, stop };
    await wait(100);
  }
  await stop();
  throw new Error(`wrangler pages dev did not start on ${origin}:\n${output}`);
}

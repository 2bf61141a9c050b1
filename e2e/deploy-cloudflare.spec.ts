// The build as Cloudflare Pages serves it: wrangler's local Pages runtime (workerd, the same code
// as the CDN's) on a loopback port, with the project's wrangler.toml, held to the serving table.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { freePort } from "../scripts/build-server.mjs";
import { test } from "./fixtures";
import { clientDir, expectServedAsTable } from "./serving-table";

let wrangler: ChildProcess | undefined;
let origin = "";

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  wrangler = spawn(
    "node_modules/.bin/wrangler",
    ["pages", "dev", clientDir, "--ip", "127.0.0.1", "--port", String(port)],
    {
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  wrangler.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  wrangler.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  for (
    let attempt = 0;
    attempt < 600 && wrangler.exitCode === null;
    attempt++
  ) {
    try {
      await fetch(origin);
      return;
    } catch {
      await new Promise((wait) => setTimeout(wait, 100));
    }
  }
  throw new Error(`wrangler pages dev did not start on ${origin}:\n${output}`);
});

test.afterAll(async () => {
  if (wrangler && wrangler.exitCode === null) {
    const exited = once(wrangler, "exit");
    wrangler.kill("SIGTERM");
    await exited;
  }
});

test(
  "Cloudflare Pages serves every path as the serving table says, and every address people type lands in one redirect",
  { tag: "@any-content" },
  async ({ request }) => {
    await expectServedAsTable(request, origin);
  },
);

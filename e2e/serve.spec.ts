// `npm start`'s server (scripts/serve.mjs), which every browser test runs against: held to the
// same serving table as nginx and Cloudflare Pages.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { freePort } from "../scripts/build-server.mjs";
import { expect, test } from "./fixtures";
import { expectServedAsTable } from "./serving-table";

test("npm start serves every path as the serving table says", async ({
  request,
  baseURL,
}) => {
  await expectServedAsTable(request, baseURL ?? "");
});

test("npm start on a taken port says so in one line and how to choose another", async () => {
  const port = await freePort();
  const squatter = createServer().listen(port, "127.0.0.1");
  await once(squatter, "listening");
  try {
    const server = spawn(process.execPath, ["scripts/serve.mjs"], {
      env: { ...process.env, PORT: String(port) },
    });
    let stderr = "";
    server.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = await once(server, "exit");
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `serve: port ${port} is taken; free it or choose another: PORT=3001 npm start`,
    );
  } finally {
    squatter.close();
  }
});

// `npm start`'s server (scripts/serve.mjs), which every browser test runs against: held to the
// same serving table as nginx and Cloudflare Pages.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { freePort } from "../scripts/build-server.mjs";
import { expect, test } from "./fixtures";
import { expectServedAsTable, expectTypedAddressesLand } from "./serving-table";

test("npm start serves every path as the serving table says", async ({
  request,
  baseURL,
}) => {
  await expectServedAsTable(request, baseURL ?? "");
});

test("every address people type lands on its page with npm start", async ({
  page,
  pageProblems,
  baseURL,
}) => {
  await expectTypedAddressesLand(page, baseURL ?? "", pageProblems.allow);
});

/** Holds a port of 127.0.0.1 while `whileTaken` runs, as another program would. */
async function withTakenPort(whileTaken: (port: number) => Promise<void>) {
  const port = await freePort();
  const squatter = createServer().listen(port, "127.0.0.1");
  await once(squatter, "listening");
  try {
    await whileTaken(port);
  } finally {
    squatter.close();
  }
}

/** Runs a command to its end; resolves to its exit code and its output. */
async function runToEnd(command: string, args: string[], port: number) {
  const child = spawn(command, args, {
    env: { ...process.env, PORT: String(port) },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = await once(child, "exit");
  return { code, stdout, stderr };
}

test("npm start on a taken port refuses at once, before the build, in one line naming the port and another", async () => {
  await withTakenPort(async (port) => {
    const { code, stdout, stderr } = await runToEnd(
      "npm",
      ["start", "--silent"],
      port,
    );
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `A porta ${port} já está em uso por outro programa: feche-o ou escolha outra porta, por exemplo PORT=3001 npm start`,
    );
    // The build's first step reads the content and says so: nothing, it never started.
    expect(stdout).toBe("");
  });
});

test("a port taken while the build ran is said in the same line by the server", async () => {
  await withTakenPort(async (port) => {
    const { code, stderr } = await runToEnd(
      process.execPath,
      ["scripts/serve.mjs"],
      port,
    );
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `A porta ${port} já está em uso por outro programa: feche-o ou escolha outra porta, por exemplo PORT=3001 npm start`,
    );
  });
});

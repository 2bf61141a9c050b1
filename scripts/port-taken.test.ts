// `npm start` on a port another program holds: said at once, in one line naming the port and
// another to choose, whether the port is taken before the build or while it ran.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { freePort } from "./build-server.mjs";

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
async function runToEnd(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
) {
  const child = spawn(command, args, { env: { ...process.env, ...env } });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = await once(child, "exit");
  return { code, stdout, stderr };
}

const takenLine = (port: number) =>
  `A porta ${port} já está em uso por outro programa: feche-o ou escolha outra porta, por exemplo PORT=3001 npm start`;

test("npm start on a taken port refuses at once, before the build, in one line naming the port and another", async () => {
  await withTakenPort(async (port) => {
    const { code, stdout, stderr } = await runToEnd(
      "npm",
      ["start", "--silent"],
      { PORT: String(port) },
    );
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(takenLine(port));
    // The build's first step reads the content and says so: nothing, it never started.
    expect(stdout).toBe("");
  });
}, 30_000);

test("a port taken while the build ran is said in the same line by the server", async () => {
  // The smallest build the server starts on: a home page and the host's two rule files.
  const buildDir = await mkdtemp(join(tmpdir(), "porta-ocupada-"));
  const clientDir = join(buildDir, "client");
  await mkdir(clientDir);
  for (const file of ["index.html", "_headers", "_redirects"]) {
    await writeFile(join(clientDir, file), "");
  }
  try {
    await withTakenPort(async (port) => {
      const { code, stderr } = await runToEnd(
        process.execPath,
        ["scripts/serve.mjs"],
        { PORT: String(port), BUILD_DIR: buildDir },
      );
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(takenLine(port));
    });
  } finally {
    await rm(buildDir, { recursive: true, force: true });
  }
}, 30_000);

// `npm start`: the port first (a taken one is said at once, before the build), then the build,
// then the server of the build (scripts/serve.mjs).
import { spawn } from "node:child_process";
import { once } from "node:events";
import { isPortFree, portTakenMessage, servingPort } from "./lib/port.mjs";

const port = servingPort();
if (!(await isPortFree(port))) {
  console.error(portTakenMessage(port));
  process.exit(1);
}

const build = spawn(process.execPath, ["scripts/build.mjs"], {
  stdio: "inherit",
});
const [code] = await once(build, "exit");
if (code !== 0) process.exit(code ?? 1);

await import("./serve.mjs");

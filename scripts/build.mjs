// `npm run build`: checks the content, builds the site into a staging folder beside BUILD_DIR
// (default build/) and moves it in only once every step has succeeded, so a failed build never
// leaves a partial site where a good one was. Content mistakes end the output, one line each.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readdir, rename, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { loadContentModules } from "./content-modules.mjs";

// Taken before Vite loads the content reader, which sets NODE_ENV for its own process: the
// build must run with the environment it was given, or React would be built for development.
const environment = { ...process.env };
const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const stagingDir = `${buildDir}-next`;
const retiredDir = `${buildDir}-previous`;

/** Runs a command with BUILD_DIR pointing at the staging folder; resolves to its exit code. */
function run(command, args) {
  return new Promise((done) => {
    const child = spawn(command, args, {
      stdio: "inherit",
      env: { ...environment, BUILD_DIR: stagingDir },
    });
    child.on("exit", (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/** Moves each folder the new build made into BUILD_DIR, replacing the old one. */
async function publish() {
  await mkdir(buildDir, { recursive: true });
  await rm(retiredDir, { recursive: true, force: true });
  await mkdir(retiredDir);
  for (const entry of await readdir(stagingDir)) {
    const target = join(buildDir, entry);
    if (existsSync(target)) await rename(target, join(retiredDir, entry));
    await rename(join(stagingDir, entry), target);
  }
  await rm(retiredDir, { recursive: true, force: true });
  await rm(stagingDir, { recursive: true, force: true });
}

const { readContent, officerReport } = await loadContentModules();
const content = await readContent();
if (!content.ok) {
  console.error(
    `${officerReport(content.problems)}\nNada foi publicado: o site em ${buildDir} continua como estava.`,
  );
  process.exit(1);
}

await rm(stagingDir, { recursive: true, force: true });
const steps = [
  [join("node_modules", ".bin", "react-router"), ["build"]],
  [process.execPath, [join("scripts", "postbuild.mjs")]],
];
for (const [command, args] of steps) {
  const code = await run(command, args);
  if (code !== 0) {
    await rm(stagingDir, { recursive: true, force: true });
    console.error(
      `A compilação falhou (veja acima). Nada foi publicado: o site em ${buildDir} continua como estava.`,
    );
    process.exit(code);
  }
}
await publish();
console.log(`Site compilado em ${join(buildDir, "client")}.`);

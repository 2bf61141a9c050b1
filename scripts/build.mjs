// `npm run build`: checks the content, builds the site into a staging folder beside BUILD_DIR
// (default build/) and moves it in only once every step has succeeded, so a failed build never
// leaves a partial site where a good one was. Content mistakes end the output, one line each.
import { spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { contentDir } from "../app/content/source/content-dir.ts";
import {
  englishReport,
  officerReport,
} from "../app/content/source/problems.ts";
import { dayInBrasilia } from "../app/lib/dates.ts";
import { acquireBuildLock, releaseBuildLock } from "./lib/build-lock.mjs";
import { outdatedFigureWarnings } from "./lib/figure-warnings.mjs";
import { checkContent } from "./lib/content-store.mjs";
import { publishBuild } from "./lib/publish-build.mjs";

const environment = { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" };
const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const stagingDir = `${buildDir}-next`;

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

// The officers' check first, every mistake at once, before anything is built.
const { problems, translationProblems, inEnglish, figures } =
  await checkContent();
if (problems.length > 0) {
  console.error(
    `${officerReport(problems)}\nNada foi publicado: o site em ${buildDir} continua como estava.`,
  );
  process.exit(1);
}

// What the English section publishes, and what keeps a page out of it: never a reason to stop.
console.log(englishReport(translationProblems, inEnglish));

await acquireBuildLock(() =>
  console.log("Esperando o fim de outra compilação deste projeto..."),
);
await rm(stagingDir, { recursive: true, force: true });
{
  const code = await run(process.execPath, [
    join("scripts", "lib", "astro-build.mjs"),
  ]);
  await releaseBuildLock();
  if (code !== 0) {
    await rm(stagingDir, { recursive: true, force: true });
    console.error(
      `A compilação falhou (veja acima). Nada foi publicado: o site em ${buildDir} continua como estava.`,
    );
    process.exit(code);
  }
}
await publishBuild(stagingDir, buildDir);
console.log(`Site compilado em ${join(buildDir, "client")}.`);
for (const warning of outdatedFigureWarnings(
  figures,
  contentDir,
  dayInBrasilia(),
))
  console.warn(warning);

// `npm run test:variant`: the tests whose expectations come from the content, run a second time on
// a valid variant of content/ in which every value an officer may change differs
// (test/content-variant.ts): the unit tests that read the content, every built-page test, and the
// few browser tests whose outcome a content value can change. One build of the variant serves
// them; browser tests that build a site of their own (tagged @own-build) or whose outcome no
// content value can change (tagged @any-content: serving, the menu, say) are not run again.
// Usage: node scripts/test-variant.mjs [build] [vitest] [browser]   (all three by default: `npm
// test` runs the build beside other steps, and the tests last)
import { spawn } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import { globSync } from "node:fs";
import { join, resolve } from "node:path";
import { VARIATIONS, writeContentVariant } from "../test/content-variant.ts";
import { seedPictureCache } from "./lib/picture-cache.mjs";

const workDir = resolve("node_modules", ".cache", "content-variant");
const contentDir = join(workDir, "content");
const buildDir = join(workDir, "build");
const cacheDir = join(workDir, "cache");
const environment = {
  ...process.env,
  CONTENT_DIR: contentDir,
  BUILD_DIR: buildDir,
  CACHE_DIR: cacheDir,
};

/** Runs a command with the variant's environment; exits with its code when it fails. */
async function run(command, args) {
  const code = await new Promise((done) => {
    const child = spawn(command, args, { stdio: "inherit", env: environment });
    child.on("exit", (exitCode, signal) => done(exitCode ?? (signal ? 1 : 0)));
  });
  if (code !== 0) process.exit(code);
}

/** The test files among `pattern` whose text says they read the content, by one of `markers`. */
async function readingContent(pattern, markers) {
  const files = globSync(pattern, { exclude: ["node_modules/**"] }).sort();
  const reading = await Promise.all(
    files.map(async (file) => {
      const text = await readFile(file, "utf8");
      return markers.some((marker) => text.includes(marker));
    }),
  );
  return files.filter((_, index) => reading[index]);
}

const PARTS = ["build", "vitest", "browser"];
const asked = process.argv.slice(2);
const unknown = asked.filter((part) => !PARTS.includes(part));
if (unknown.length > 0) {
  console.error(
    `test-variant: ${unknown.join(", ")}? The parts are ${PARTS.join(", ")}.`,
  );
  process.exit(2);
}
const runs = (part) => asked.length === 0 || asked.includes(part);

if (runs("build")) {
  await rm(workDir, { recursive: true, force: true });
  await writeContentVariant("content", contentDir);
  await seedPictureCache(cacheDir);
  console.log(
    ["The content variant, in " + contentDir + ":", ...VARIATIONS].join(
      "\n  - ",
    ),
  );

  await run(process.execPath, ["scripts/build.mjs"]);
}

if (runs("vitest")) {
  // One Vitest run spreads both kinds of files over the cores.
  await run(process.execPath, [
    "node_modules/vitest/vitest.mjs",
    "run",
    "--project",
    "unit",
    "--project",
    "unit-isolated",
    "--project",
    "built",
    ...(await readingContent("{app,scripts,test}/**/*.test.{ts,tsx,mjs}", [
      "readSiteContent(",
      "readTranslatedContent(",
      "translatedCollections(",
      'from "../test/content"',
      'from "../../test/content"',
    ])),
    "test/built/",
  ]);
}

if (runs("browser")) {
  await run(process.execPath, [
    "node_modules/@playwright/test/cli.js",
    "test",
    "--grep-invert",
    "@own-build|@any-content",
    "--output",
    join(workDir, "test-results"),
    // The specs that read the content, its routes or the serving table made from them.
    ...(await readingContent("e2e/**/*.spec.ts", [
      'from "../test/content"',
      'from "../test/site-routes"',
      'from "./serving-table"',
    ])),
  ]);
}

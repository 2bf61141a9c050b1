// `npm test`: every check of the project, in the order that fails fastest, then one line per step
// with the seconds it took. The steps of a stage share the two cores, since each uses about one or
// waits on another process: the type check, lint, format check, build and unit tests; then the
// built-page tests beside the builds of the edited site and of the content variant. Astro writes
// the content it reads to the project's one .astro/ folder, which a build reads back: builds and
// the readings of content copies take turns (scripts/lib/build-lock.mjs), and the type check reads
// the same content/ as the build. The browser tests, which use both cores alone, and the variant's
// tests come last: its readings of copies beside the builds of stage 2 waited on them, 25 s more.
// Usage: node scripts/test.mjs   (npm runs scripts/test-tools.mjs before it)
import { spawn } from "node:child_process";
import { loadavg } from "node:os";

/** A step: what the summary calls it, the npm script that runs it and the script's arguments. */
const step = (name, script, args = []) => ({ name, script, args });

const STAGES = [
  [
    step("type check", "typecheck"),
    step("lint", "lint"),
    step("format check", "format:check"),
    step("build", "build"),
    step("unit tests", "test:unit"),
  ],
  [
    step("built-page tests", "test:built"),
    step("edited site", "test:edited"),
    step("variant build", "test:variant", ["build"]),
  ],
  [step("browser tests", "test:e2e")],
  [step("variant tests", "test:variant", ["vitest", "browser"])],
];

/**
 * Runs an npm script; resolves to its exit code and seconds. A step that shares the machine with
 * others keeps its output until it ends, so that the steps' lines do not interleave.
 */
function run({ script, args }, alone) {
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn("npm", ["run", "--silent", script, "--", ...args], {
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("exit", (code, signal) => {
      process.stdout.write(Buffer.concat(output));
      done({
        code: code ?? (signal ? 1 : 0),
        seconds: (performance.now() - started) / 1000,
      });
    });
  });
}

const load = () => loadavg()[0].toFixed(1);
const loadAtStart = load();
const started = performance.now();
const timings = [];
let failed;
for (const stage of STAGES) {
  const results = await Promise.all(
    stage.map((each) => run(each, stage.length === 1)),
  );
  stage.forEach((each, index) => timings.push([each, results[index]]));
  failed = stage.find((_, index) => results[index].code !== 0);
  if (failed) break;
}

const total = (performance.now() - started) / 1000;
console.log(
  `\nnpm test, seconds per step (load ${loadAtStart} at the start, ${load()} at the end):`,
);
for (const [{ name }, { code, seconds }] of timings)
  console.log(
    `  ${name.padEnd(18)} ${seconds.toFixed(0).padStart(5)}${code === 0 ? "" : "  failed"}`,
  );
console.log(`  ${"in all".padEnd(18)} ${total.toFixed(0).padStart(5)}`);
if (failed) {
  console.error(`npm test: ${failed.name} failed.`);
  process.exit(1);
}

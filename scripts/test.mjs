// `npm test`: every check of the project, in the order that fails fastest, then one line per step
// with the seconds it took. The type check, lint and format check share the two cores (each uses
// one); the rest run one after another, since each uses the whole machine.
// Usage: node scripts/test.mjs   (npm runs scripts/test-tools.mjs before it)
import { spawn } from "node:child_process";
import { loadavg } from "node:os";

/** A step: what the summary calls it, and the npm script that runs it. */
const step = (name, script) => ({ name, script });

const STAGES = [
  [
    step("type check", "typecheck"),
    step("lint", "lint"),
    step("format check", "format:check"),
  ],
  [step("unit tests", "test:unit")],
  [step("build", "build")],
  [step("built-page tests", "test:built")],
  [step("edited site", "test:edited")],
  [step("browser tests", "test:e2e")],
  [step("content variant", "test:variant")],
];

/**
 * Runs an npm script; resolves to its exit code and seconds. A step that shares the machine with
 * others keeps its output until it ends, so that the steps' lines do not interleave.
 */
function run({ script }, alone) {
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn("npm", ["run", "--silent", script], {
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

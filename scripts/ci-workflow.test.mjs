import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { parse } from "yaml";

const workflow = parse(readFileSync(".github/workflows/ci.yml", "utf8"));
const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts;

/** Every npm command the workflow runs, e.g. "npm ci", "npm test", "npm run deploy". */
const npmCommands = Object.values(workflow.jobs)
  .flatMap((job) => job.steps)
  .flatMap((step) => (step.run ?? "").split(/&&|\n/))
  .map((command) => command.trim())
  .filter((command) => command.startsWith("npm "));

test("the workflow runs on every push and pull request, and daily", () => {
  expect(Object.keys(workflow.on)).toEqual([
    "push",
    "pull_request",
    "schedule",
  ]);
  expect(workflow.on.schedule).toEqual([{ cron: "0 6 * * *" }]);
});

test("the deploy keeps the last copy of the donors sheets from one build to the next", () => {
  const cache = workflow.jobs.deploy.steps.find((step) =>
    step.uses?.startsWith("actions/cache"),
  );
  expect(cache.with.path).toBe(".cache/doadores-publicados.json");
  expect(cache.with["restore-keys"]).toBe("doadores-publicados-");
});

test("the tests run the README's two commands on Ubuntu with the Node of .nvmrc, 24", () => {
  const { test: tests } = workflow.jobs;
  expect(tests["runs-on"]).toBe("ubuntu-latest");
  const node = tests.steps.find((step) =>
    step.uses?.startsWith("actions/setup-node"),
  );
  expect(node.with["node-version-file"]).toBe(".nvmrc");
  expect(readFileSync(".nvmrc", "utf8").trim()).toBe("24");
  expect(tests.steps.map((step) => step.run).filter(Boolean)).toEqual([
    "npm ci",
    "npm test",
  ]);
});

test("only main deploys, pushed or rebuilt on schedule, and only once the tests pass", () => {
  const { deploy } = workflow.jobs;
  expect(deploy.needs).toBe("test");
  expect(deploy.if).toBe(
    "github.event_name != 'pull_request' && github.ref == 'refs/heads/main'",
  );
  expect(npmCommands).toContain("npm run deploy");
});

test("the deploy refuses to publish while the content or SITE_URL holds a sample value", () => {
  const deployCommands = workflow.jobs.deploy.steps
    .flatMap((step) => (step.run ?? "").split(/&&|\n/))
    .map((command) => command.trim());
  const check = deployCommands.indexOf("npm run check:production");
  expect(check).toBeGreaterThan(-1);
  expect(check).toBeLessThan(deployCommands.indexOf("npm run deploy"));
});

test("every npm command the workflow runs exists in package.json", () => {
  expect(npmCommands.length).toBeGreaterThan(0);
  for (const command of npmCommands) {
    const [, verb, name] = command.split(/\s+/);
    if (verb === "ci") continue;
    expect(scripts, command).toHaveProperty(verb === "run" ? name : verb);
  }
});

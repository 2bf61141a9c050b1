// The programs the browser and deployment tests drive besides Node: a Chromium, nginx with its
// brotli and njs modules, and openssl (for the throwaway certificate of the nginx config check). No
// browser is downloaded at install time, so `npm test` obtains what is missing from the system's
// packages when it can (as root, or with passwordless sudo, on Debian or Ubuntu), and otherwise
// stops at once with one line naming what to install. It also stops at once when the port
// E2E_PORT sets for the test server is taken, rather than after the type check, lint and build.
// Usage: node scripts/test-tools.mjs   (npm runs it before `npm test` and `npm run test:e2e`)
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { findChromium } from "./chromium.mjs";
import { brotliModulePath, jsModulePath, nginxPath } from "./nginx.mjs";

const tools = [
  {
    name: "Chromium",
    why: "the browser tests and the audit drive it",
    // The headless shell runs the browser tests; the full browser, the audit (scripts/chromium.mjs).
    packages: ["chromium", "chromium-headless-shell"],
    // Ubuntu's `chromium` package is a snap stub: there, set CHROMIUM_PATH to Chrome instead.
    isPresent: () => findChromium() !== undefined,
  },
  {
    name: "nginx with the brotli_static and njs modules",
    why: "the deployment tests serve the build and the sheets with deploy/",
    packages: [
      "nginx",
      "libnginx-mod-http-brotli-static",
      "libnginx-mod-http-js",
    ],
    isPresent: () =>
      [nginxPath, brotliModulePath, jsModulePath].every((path) =>
        existsSync(path),
      ),
  },
  {
    name: "openssl",
    why: "the deployment test checks deploy/nginx.conf with a throwaway certificate",
    packages: ["openssl"],
    isPresent: () => spawnSync("openssl", ["version"]).status === 0,
  },
];

const missing = tools.filter((tool) => !tool.isPresent());
if (missing.length > 0) {
  const packages = missing.flatMap((tool) => tool.packages);
  for (const tool of missing)
    console.log(`test-tools: ${tool.name} is missing: ${tool.why}.`);
  const installer = aptInstaller();
  if (!installer) {
    console.error(
      `test-tools: install ${packages.join(" ")} (Debian/Ubuntu: sudo apt-get install ${packages.join(" ")}),` +
        " or set CHROMIUM_PATH to a Chromium or Chrome executable, then run the tests again.",
    );
    process.exit(1);
  }
  console.log(
    `test-tools: installing the packages ${packages.join(" ")} with apt-get.`,
  );
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const run = (args) =>
    execFileSync(installer[0], [...installer.slice(1), ...args], {
      env,
      stdio: "inherit",
    });
  run(["apt-get", "update", "-qq"]);
  run([
    "apt-get",
    "install",
    "-y",
    "-qq",
    "--no-install-recommends",
    ...packages,
  ]);
  const stillMissing = tools.filter((tool) => !tool.isPresent());
  if (stillMissing.length > 0) {
    console.error(
      `test-tools: still missing after the install: ${stillMissing.map((tool) => tool.name).join(", ")}.`,
    );
    process.exit(1);
  }
}

/** The command prefix that runs apt-get as root, or undefined where nothing can. */
function aptInstaller() {
  if (spawnSync("apt-get", ["--version"]).status !== 0) return undefined;
  if (process.getuid?.() === 0) return ["env"];
  if (spawnSync("sudo", ["-n", "true"]).status === 0)
    return ["sudo", "-n", "env"];
  return undefined;
}

const testServerPort = process.env.E2E_PORT;
if (testServerPort) {
  const probe = createServer();
  probe.once("error", () => {
    console.error(
      `test-tools: port ${testServerPort} (E2E_PORT), the test server's, is taken; free it, or leave E2E_PORT unset for a free port`,
    );
    process.exit(1);
  });
  probe.listen(Number(testServerPort), "127.0.0.1", () => probe.close());
}

import { defineConfig, devices } from "@playwright/test";
import { freePort } from "./scripts/build-server.mjs";
import { chromiumFlags, testChromiumPath } from "./scripts/chromium.mjs";

// The test server's port: E2E_PORT, or one free now. The workers read this file again; they
// inherit the runner's environment, so they find the same port there.
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: "list",
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    // Recording a trace of every test, to keep the failures', costs 40 % of the browser step on
    // two cores; a failure leaves its screenshot and page snapshot, and `--trace on` records one.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: testChromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node scripts/serve.mjs",
    env: {
      PORT: String(port),
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      // axe's script, which the accessibility checks load in the page (e2e/route-checks/axe.ts).
      EXTRA_ROOT: "node_modules/axe-core",
    },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
  },
});

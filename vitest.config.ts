/// <reference types="vitest/config" />
import { getViteConfig } from "astro/config";
import { editedBuildDir } from "./test/edited-site/folders";

// Astro's own Vite configuration, so that modules reading the content collections work in tests.
// Four projects: `unit`, the logic beside its code, and `unit-isolated`, the components and the
// tests that replace modules, which `npm run test:unit` runs together; `built`, what the built
// pages say, read from the HTML files of BUILD_DIR (default build/) after `npm run build`; and
// `edited`, the site as an officer edits it and production builds it, which it builds first
// (test/edited-site/edited-site.ts).

/**
 * The unit tests that replace modules (vi.mock): like the components' (rendered in jsdom, where a
 * shared graph would not reach the content collections), each needs a module graph of its own.
 */
const REPLACING_MODULES = [
  "app/head/seo.test.ts",
  "app/sheets/donors.test.ts",
  "app/screens/donors/use-donor-sheets.test.ts",
];

export default getViteConfig({
  test: {
    setupFiles: ["./test/setup.ts"],
    // Vitest leaves one core to itself by default, so on two cores it would run one file at a
    // time; its own process waits while the files run.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "scripts/**/*.test.{ts,mjs}"],
          exclude: REPLACING_MODULES,
          environment: "node",
          // Pure logic: the files of a worker share one module graph, imported once, which
          // takes a third of the time of one graph per file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "unit-isolated",
          include: ["app/**/*.test.tsx", ...REPLACING_MODULES],
          environment: "node",
          // A file's own module graph in a fresh VM context of a worker that keeps jsdom and React
          // loaded: half the time of a process per file, most of it spent making jsdom's window.
          pool: "vmThreads",
        },
      },
      {
        extends: true,
        test: {
          name: "built",
          include: ["test/built/**/*.test.ts"],
          environment: "node",
          // The files read the same pages and content: one worker's files share them, parsed once.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "edited",
          include: ["test/edited-site/**/*.test.ts"],
          environment: "node",
          globalSetup: ["./test/edited-site/global-setup.ts"],
          // A build in a test of its own, and a server's every page.
          testTimeout: 120_000,
          // The helpers of test/built read the edited site's build.
          env: { BUILD_DIR: editedBuildDir },
        },
      },
    ],
  },
});

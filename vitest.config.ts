/// <reference types="vitest/config" />
import { getViteConfig } from "astro/config";

// Astro's own Vite configuration, so that modules reading the content collections work in tests.
// Two projects: `unit`, the logic and components beside their code, and `built`, what the built
// pages say, read from the HTML files of BUILD_DIR (default build/) after `npm run build`.
export default getViteConfig({
  test: {
    setupFiles: ["./test/setup.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "built",
          include: ["test/built/**/*.test.ts"],
          environment: "node",
        },
      },
    ],
  },
});

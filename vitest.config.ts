/// <reference types="vitest/config" />
import { getViteConfig } from "astro/config";

// Astro's own Vite configuration, so that modules reading the content collections work in tests.
export default getViteConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
    environment: "node",
    setupFiles: ["./test/setup.ts"],
  },
});

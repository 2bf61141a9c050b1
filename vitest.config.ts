import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin builds the app and is not needed to test it.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
    environment: "node",
    setupFiles: ["./test/setup.ts"],
  },
});

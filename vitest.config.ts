import { defineConfig } from "vitest/config";
import { contentPlugin } from "./app/content/source/vite-plugin.ts";

// Separate from vite.config.ts: the React Router plugin builds the app and is not needed to test it.
export default defineConfig({
  plugins: [contentPlugin()],
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
    environment: "node",
    setupFiles: ["./test/setup.ts"],
  },
});

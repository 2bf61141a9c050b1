// The content reader is TypeScript, shared with the app and the tests; Node scripts load it
// through Vite's module runner.
import { runnerImport } from "vite";

/** The reader and the report format, from app/content/source/. */
export async function loadContentModules() {
  const load = async (path) =>
    (
      await runnerImport(new URL(path, import.meta.url).pathname, {
        configFile: false,
        logLevel: "error",
      })
    ).module;
  const [{ readContent }, { officerReport }] = await Promise.all([
    load("../app/content/source/reader.server.ts"),
    load("../app/content/source/problems.ts"),
  ]);
  return { readContent, officerReport };
}

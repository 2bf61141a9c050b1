// `astro sync` into the data store folder named by the first argument; sends the parent the
// problems the content loaders noted (scripts/lib/content-store.mjs).
import { sync } from "astro";
import { reportedProblems } from "../../app/content/source/problem-log.ts";

await sync({
  root: process.cwd(),
  cacheDir: process.argv[2],
  logLevel: "error",
});
process.send(reportedProblems());

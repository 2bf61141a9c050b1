// Checks the officers' files under content/ (or CONTENT_DIR) without building the site:
// `npm run check:content`. Prints every problem, one Portuguese line each, and exits with 1.
import { officerReport } from "../app/content/source/problems.ts";
import { checkContent } from "./lib/content-store.mjs";

const problems = await checkContent();
if (problems.length === 0) {
  console.log("Conteúdo conferido: nenhum problema.");
} else {
  console.error(officerReport(problems));
  process.exitCode = 1;
}

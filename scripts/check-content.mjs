// Checks the officers' files under content/ (or CONTENT_DIR) without building the site:
// `npm run check:content`. Prints every problem, one Portuguese line each, and exits with 1; then
// what the English section publishes and what keeps a page out of it, which never fails.
import {
  englishReport,
  officerReport,
} from "../app/content/source/problems.ts";
import { checkContent } from "./lib/content-store.mjs";

const { problems, translationProblems, inEnglish, unreadOriginals } =
  await checkContent();
if (problems.length === 0) {
  console.log("Conteúdo conferido: nenhum problema.");
} else {
  console.error(officerReport(problems));
  process.exitCode = 1;
}
console.log(englishReport(translationProblems, inEnglish, unreadOriginals));

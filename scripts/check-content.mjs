// Checks the officers' files under content/ (or CONTENT_DIR) without building the site:
// `npm run check:content`. Prints every problem, one Portuguese line each, and exits with 1.
import { officerReport } from "../app/content/source/problems.ts";
import { readContent } from "../app/content/source/reader.server.ts";

const result = await readContent();
if (result.ok) {
  const { newsArticles } = result.content;
  console.log(
    `Conteúdo conferido: ${newsArticles.length} notícias e ${result.files.length} arquivos, nenhum problema.`,
  );
} else {
  console.error(officerReport(result.problems));
  process.exitCode = 1;
}

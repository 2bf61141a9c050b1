// The content reader: a process that runs `astro sync` for its parent (scripts/lib/content-store.mjs)
// once per message `{ cacheDir, contentDir }`, and answers with the problems the content loaders
// noted: those that stop the build, and those of translations, which only leave pages out of their
// language's section. One process serves every reading of its parent, so that Astro is imported
// once: the first reading takes seconds, the next ones about one. It ends with its parent.
import { sync } from "astro";
import {
  forgetReading,
  reportedProblems,
  reportedTranslationProblems,
  translatedCollections,
  unreadOriginals,
} from "../../app/content/source/problem-log.ts";

const PROJECT_CONTENT_DIR = process.env.CONTENT_DIR;

async function read({ cacheDir, contentDir }) {
  // The loaders take the folder from the environment (app/content/source/content-dir.ts), which
  // Astro evaluates afresh in each reading.
  if (contentDir ?? PROJECT_CONTENT_DIR)
    process.env.CONTENT_DIR = contentDir ?? PROJECT_CONTENT_DIR;
  else delete process.env.CONTENT_DIR;
  forgetReading();
  await sync({ root: process.cwd(), cacheDir, logLevel: "error" });
  return {
    problems: reportedProblems(),
    translationProblems: reportedTranslationProblems(),
    inEnglish: translatedCollections("en"),
    unreadOriginals: unreadOriginals(),
  };
}

// One reading at a time: Astro keeps one content layer per process.
let queue = Promise.resolve();
process.on("message", ({ id, ...request }) => {
  queue = queue.then(() =>
    read(request).then(
      (found) => process.send({ id, found }),
      (error) => process.send({ id, error: String(error?.stack ?? error) }),
    ),
  );
});
process.on("disconnect", () => process.exit());

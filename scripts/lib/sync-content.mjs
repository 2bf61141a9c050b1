// `astro sync` into the data store folder named by the first argument; sends the parent the
// problems the content loaders noted (scripts/lib/content-store.mjs), those that stop the build
// and those of translations, which only leave pages out of their language's section.
import { sync } from "astro";
import {
  reportedProblems,
  reportedTranslationProblems,
  translatedCollections,
} from "../../app/content/source/problem-log.ts";

await sync({
  root: process.cwd(),
  cacheDir: process.argv[2],
  logLevel: "error",
});
process.send({
  problems: reportedProblems(),
  translationProblems: reportedTranslationProblems(),
  inEnglish: translatedCollections("en"),
});

// What the build says, after publishing, of the figures the pages state out of date on the
// build's day: figures older than six months, a goal whose deadline has passed. The site is
// published anyway; the daily rebuild's log tells the officer what to update.
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { parse } from "yaml";
import { CONTENT_FILES } from "../../app/content/source/site-pages.ts";
import {
  PORTUGUESE_FOLDER,
  shownPath,
} from "../../app/content/source/content-dir.ts";
import { figuresSchema } from "../../app/content/source/schema/figures.ts";
import { outdatedFigureLines } from "../../app/lib/figure-age.ts";

/** One Portuguese warning line per figure of `contentDir`'s numeros.yml to update on `today`. */
export async function outdatedFigureWarnings(contentDir, today) {
  const file = join(contentDir, PORTUGUESE_FOLDER, CONTENT_FILES.figures.file);
  const figures = figuresSchema.parse(parse(await readFile(file, "utf8")));
  return outdatedFigureLines(figures, today, shownPath(resolve(file))).map(
    (line) => `Aviso: ${line}`,
  );
}

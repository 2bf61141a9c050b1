// What the build says, after publishing, of the figures the pages state out of date on the
// build's day: figures older than six months, a goal whose deadline has passed. The site is
// published anyway; the daily rebuild's log tells the officer what to update.
import { join, resolve } from "node:path";
import {
  PORTUGUESE_FOLDER,
  shownPath,
} from "../../app/content/source/content-dir.ts";
import { CONTENT_FILES } from "../../app/content/source/site-pages.ts";
import { outdatedFigureLines } from "../../app/lib/figure-age.ts";

/**
 * One Portuguese warning line per figure to update on `today`, given the figures as the content's
 * collection read them from `contentDir`'s numeros.yml.
 */
export function outdatedFigureWarnings(figures, contentDir, today) {
  const file = join(contentDir, PORTUGUESE_FOLDER, CONTENT_FILES.figures.file);
  return outdatedFigureLines(figures, today, shownPath(resolve(file))).map(
    (line) => `Aviso: ${line}`,
  );
}

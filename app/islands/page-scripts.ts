// The code of the pages that run some, started after the page's first paint (after its main
// image, when it has one), so that a slow phone's first screen never waits for it. Every such
// page loads this one module: a module two pages' scripts shared would become a chunk of its own,
// one more request in each page's chain before its first paint.
import { afterMainImage } from "./after-main-image";

const PAGE_SCRIPTS = {
  donate: () => import("./donate"),
  "news-article": () => import("./news-article"),
};

export type PageScriptName = keyof typeof PAGE_SCRIPTS;

/** The names a page may give `<PageScript>`: each is the file name of its module. */
export const PAGE_SCRIPT_NAMES = Object.keys(PAGE_SCRIPTS) as PageScriptName[];

function isPageScriptName(name: string): name is PageScriptName {
  return (PAGE_SCRIPT_NAMES as string[]).includes(name);
}

/** Starts the script each `data-page-script` marker of the page names. */
export function startPageScripts(): void {
  for (const marker of document.querySelectorAll<HTMLElement>(
    "[data-page-script]",
  )) {
    const name = marker.dataset.pageScript ?? "";
    if (!isPageScriptName(name))
      throw new Error(`No page script is named "${name}"`);
    afterMainImage(PAGE_SCRIPTS[name]);
  }
}

// The English section: the pages an alumnus abroad needs, each with its Portuguese counterpart and
// the content files it is made of. A page is published in English only when every one of its files
// is written in English in full; otherwise it is left out, never half translated.
import type { Locale } from "../../lib/locale.ts";
import type { FileCollection } from "./collection-files.ts";

export type EnglishPage = {
  /** Its address, under /en. */
  path: string;
  /** The Portuguese page it translates, for the language switch and the hreflang links. */
  counterpart: string;
  /** The collections (app/content.config.ts) whose English entry it needs. */
  collections: readonly FileCollection[];
};

export const ENGLISH_PAGES: readonly EnglishPage[] = [
  { path: "/en", counterpart: "/", collections: ["site", "home", "figures"] },
  {
    path: "/en/give",
    counterpart: "/doacao",
    collections: ["site", "donation", "donationHelp", "abroad"],
  },
  {
    path: "/en/about",
    counterpart: "/quem-somos",
    collections: ["site", "about", "people", "documents", "donationHelp"],
  },
  {
    path: "/en/transparency",
    counterpart: "/transparencia",
    collections: ["site", "documents"],
  },
  {
    path: "/en/privacy",
    counterpart: "/privacidade",
    collections: ["site", "privacy"],
  },
];

/** The page that answers an unknown address under /en/. */
export const ENGLISH_NOT_FOUND: EnglishPage = {
  path: "/en/404",
  counterpart: "/404",
  collections: ["site", "notFound"],
};

/** The address of the Portuguese page at `portuguesePath` in `locale`: itself, or its English page. */
export function pathIn(locale: Locale, portuguesePath: string): string {
  if (locale === "pt-BR") return portuguesePath;
  const page = [...ENGLISH_PAGES, ENGLISH_NOT_FOUND].find(
    ({ counterpart }) => counterpart === portuguesePath,
  );
  if (!page) throw new Error(`no English page translates ${portuguesePath}`);
  return page.path;
}

/** The pages whose every collection has an English entry, and those left out with what they lack. */
export function englishSection(translated: ReadonlySet<string>) {
  const lacking = (page: EnglishPage) =>
    page.collections.filter((collection) => !translated.has(collection));
  const pages = [...ENGLISH_PAGES, ENGLISH_NOT_FOUND];
  return {
    published: pages.filter((page) => lacking(page).length === 0),
    leftOut: pages
      .map((page) => ({ page, lacking: lacking(page) }))
      .filter(({ lacking }) => lacking.length > 0),
  };
}

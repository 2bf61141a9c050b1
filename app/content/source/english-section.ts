// The English section: the pages an alumnus abroad needs (declared in ./site-pages.ts), each with
// its Portuguese counterpart and the content files it is made of. A page is published in English only when every one of its files
// is written in English in full; otherwise it is left out, never half translated.
import type { Locale } from "../../lib/locale.ts";
import {
  type FileCollection,
  NOT_FOUND_PAGE,
  SITE_PAGES,
  type SitePage,
} from "./site-pages.ts";

export type EnglishPage = {
  /** Its address, under /en. */
  path: string;
  /** The Portuguese page it translates, for the language switch and the hreflang links. */
  counterpart: string;
  /** The collections (./site-pages.ts) whose English entry it needs. */
  collections: readonly FileCollection[];
};

const englishPageOf = ({ path, english }: SitePage): EnglishPage[] =>
  english
    ? [{ path: english.path, counterpart: path, collections: english.reads }]
    : [];

/** The pages of the English section, in the order of the site's pages (./site-pages.ts). */
export const ENGLISH_PAGES: readonly EnglishPage[] =
  SITE_PAGES.flatMap(englishPageOf);

/** The page that answers an unknown address under /en/. */
export const ENGLISH_NOT_FOUND: EnglishPage = {
  path: NOT_FOUND_PAGE.english.path,
  counterpart: NOT_FOUND_PAGE.path,
  collections: NOT_FOUND_PAGE.english.reads,
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

/** Whether `path` is an address of the English section. */
export const isEnglishPath = (path: string) =>
  path === "/en" || path.startsWith("/en/");

/** Where a link leads, and the language of the page there. */
export type PageLink = { href: string; locale: Locale };

/**
 * Where a link written on an English page leads, given the English pages the build kept: an
 * English page kept, itself; one left out, its Portuguese page; a Portuguese page, its English page
 * when kept, else itself; an English address no page has, nowhere (the link is left out). Anchors
 * and other sites' addresses stay as written.
 */
export function englishLink(
  href: string,
  published: readonly EnglishPage[],
): PageLink | undefined {
  if (!href.startsWith("/")) return { href, locale: "en" };
  const [, path = href, rest = ""] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  const page = ENGLISH_PAGES.find((each) =>
    isEnglishPath(path) ? each.path === path : each.counterpart === path,
  );
  if (page && published.includes(page))
    return { href: `${page.path}${rest}`, locale: "en" };
  if (!isEnglishPath(path)) return { href, locale: "pt-BR" };
  return page && { href: `${page.counterpart}${rest}`, locale: "pt-BR" };
}

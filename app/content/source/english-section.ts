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
  {
    path: "/en",
    counterpart: "/",
    collections: ["site", "home", "figures", "campaign"],
  },
  {
    path: "/en/give",
    counterpart: "/doacao",
    collections: ["site", "donation", "donationHelp", "abroad"],
  },
  {
    path: "/en/about",
    counterpart: "/quem-somos",
    collections: ["site", "about", "people", "donationHelp"],
  },
  {
    path: "/en/transparency",
    counterpart: "/transparencia",
    // The key figures are written in content/pt-BR/impacto.yml.
    collections: ["site", "documents", "impact"],
  },
  {
    path: "/en/impact",
    counterpart: "/impacto",
    collections: ["site", "impact"],
  },
  {
    path: "/en/planned-giving",
    counterpart: "/legados",
    // Its questions show the large-gifts contact and the fund's (doacao-ajuda.yml, doacao.yml).
    collections: ["site", "plannedGiving", "donationHelp", "donation"],
  },
  {
    // The articles are written in Portuguese: their titles as written, each leading to its page.
    path: "/en/news",
    counterpart: "/noticias",
    collections: ["site", "newsTexts"],
  },
  {
    // The names as written in the sheets; the campaign's progress stays on /doadores.
    path: "/en/donors",
    counterpart: "/doadores",
    collections: ["site", "donorsPage"],
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

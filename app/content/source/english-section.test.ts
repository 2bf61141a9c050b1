import { describe, expect, test } from "vitest";
import { FILE_COLLECTIONS } from "./site-pages.ts";
import {
  ENGLISH_NOT_FOUND,
  ENGLISH_PAGES,
  englishLink,
  englishSection,
} from "./english-section.ts";
import { englishReport } from "./problems.ts";

const EVERY_COLLECTION: string[] = FILE_COLLECTIONS;
const without = (...left: string[]) => EVERY_COLLECTION.filter((name) => !left.includes(name));
/** The report's line of the pages that need none of the `left` collections. */
const sectionWithout = (...left: string[]) =>
  `Seção em inglês: ${ENGLISH_PAGES.filter((page) => !page.collections.some((collection) => left.includes(collection)))
    .map((page) => page.path)
    .join(", ")}.`;

describe("englishSection", () => {
  test("every page is published when every file is written in English", () => {
    const { published, leftOut } = englishSection(new Set(EVERY_COLLECTION));
    expect(published).toEqual([...ENGLISH_PAGES, ENGLISH_NOT_FOUND]);
    expect(leftOut).toEqual([]);
  });

  test.each(
    ENGLISH_PAGES.flatMap((page) =>
      page.collections.map((collection) => [page.path, collection] as const),
    ),
  )("%s leaves the section without its file of %s", (path, collection) => {
    const { published, leftOut } = englishSection(new Set(without(collection)));
    expect(published.map((page) => page.path)).not.toContain(path);
    expect(leftOut.find(({ page }) => page.path === path)?.lacking).toEqual([collection]);
  });
});

describe("englishReport", () => {
  test.each([
    {
      inEnglish: EVERY_COLLECTION,
      problems: [],
      lines: [`Seção em inglês: ${ENGLISH_PAGES.map((page) => page.path).join(", ")}.`],
    },
    {
      inEnglish: without("privacy"),
      problems: ["content/en/privacidade.yml: campo `title`: está faltando; é obrigatório"],
      lines: [
        "Textos em inglês a corrigir (enquanto faltar um texto ou um item, as páginas que usam o arquivo ficam fora da seção em inglês):",
        "  content/en/privacidade.yml: campo `title`: está faltando; é obrigatório",
        sectionWithout("privacy"),
        "Fora da seção em inglês: /en/privacy, até que content/en/privacidade.yml exista e esteja completo.",
        "Links das páginas em inglês que levam, até lá, à página em português: /en/privacy → /privacidade.",
      ],
    },
    {
      inEnglish: without("people", "documents"),
      problems: [],
      lines: [
        sectionWithout("people", "documents"),
        "Fora da seção em inglês: /en/about, até que content/en/pessoas.yml exista e esteja completo.",
        "Fora da seção em inglês: /en/transparency, até que content/en/documentos.yml exista e esteja completo.",
        "Links das páginas em inglês que levam, até lá, à página em português: /en/about → /quem-somos, /en/transparency → /transparencia.",
      ],
    },
    {
      inEnglish: [],
      problems: [],
      lines: expect.arrayContaining([
        "Seção em inglês: nenhuma página (nenhuma tem todos os seus textos em content/en/).",
      ]),
    },
  ])("with $inEnglish.length files in English", ({ inEnglish, problems, lines }) => {
    expect(englishReport(problems, inEnglish).split("\n")).toEqual(lines);
  });
});

describe("englishReport after a mistake in a Portuguese file", () => {
  test("names the English file of a Portuguese file with a mistake nowhere", () => {
    const report = englishReport([], without("people"), ["people"]);
    expect(report).not.toContain("pessoas.yml");
    expect(report).not.toContain("Fora da seção em inglês");
  });
});

describe("englishLink: where a link on an English page leads", () => {
  const [home, give] = ENGLISH_PAGES;
  if (!home || !give) throw new Error("the English section has no home or give page");
  const published = [home, give];
  const leftOut = ENGLISH_PAGES.filter((page) => !published.includes(page));
  test.each([
    ...published.flatMap((page) => [
      { href: page.path, link: { href: page.path, locale: "en" } },
      { href: page.counterpart, link: { href: page.path, locale: "en" } },
    ]),
    ...leftOut.flatMap((page) => [
      { href: page.path, link: { href: page.counterpart, locale: "pt-BR" } },
      { href: page.counterpart, link: { href: page.counterpart, locale: "pt-BR" } },
      { href: `${page.path}#topo`, link: { href: `${page.counterpart}#topo`, locale: "pt-BR" } },
    ]),
    { href: `${give.path}#wire`, link: { href: `${give.path}#wire`, locale: "en" } },
    { href: "/noticias/7", link: { href: "/noticias/7", locale: "pt-BR" } },
    { href: "/en/pagina-inexistente", link: undefined },
    { href: ENGLISH_NOT_FOUND.path, link: undefined },
    { href: "#avise-o-fundo", link: { href: "#avise-o-fundo", locale: "en" } },
    { href: "https://example.org/", link: { href: "https://example.org/", locale: "en" } },
  ])("$href", ({ href, link }) => {
    expect(englishLink(href, published)).toEqual(link);
  });
});

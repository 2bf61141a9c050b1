import { describe, expect, test } from "vitest";
import { COLLECTION_FILES } from "./collection-files.ts";
import { ENGLISH_NOT_FOUND, ENGLISH_PAGES, englishSection } from "./english-section.ts";
import { englishReport } from "./problems.ts";

const EVERY_COLLECTION = Object.keys(COLLECTION_FILES);
const without = (...left: string[]) => EVERY_COLLECTION.filter((name) => !left.includes(name));

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
        "Textos em inglês a completar (até lá, as páginas que os usam ficam fora da seção em inglês):",
        "  content/en/privacidade.yml: campo `title`: está faltando; é obrigatório",
        "Seção em inglês: /en, /en/give, /en/about, /en/transparency.",
        "Fora da seção em inglês: /en/privacy, até que content/en/privacidade.yml exista e esteja completo.",
      ],
    },
    {
      inEnglish: without("people", "documents"),
      problems: [],
      lines: [
        "Seção em inglês: /en, /en/give, /en/privacy.",
        "Fora da seção em inglês: /en/about, até que content/en/pessoas.yml, content/en/documentos.yml existam e estejam completos.",
        "Fora da seção em inglês: /en/transparency, até que content/en/documentos.yml exista e esteja completo.",
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

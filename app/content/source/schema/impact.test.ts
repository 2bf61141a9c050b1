import { describe, expect, test } from "vitest";
import { impactSchema } from "./impact";

const fundedYear = (year: number) => ({
  year,
  summary: "Resumo.",
  funded: [
    { kind: "Bolsas", title: "Bolsas", description: "Texto.", reais: 1000 },
  ],
  story: {
    title: "História",
    paragraphs: ["Parágrafo."],
    image: "imagens/impacto/foto.jpg",
    imageAlt: "Descrição.",
  },
});

/** An impact file of the test's own, with the given years and asset mix shares. */
function impactFile(years: number[], shares: number[]) {
  const words = { title: "T", yearLabel: "Ano" };
  return {
    meta: { title: "T", description: "D" },
    hero: { eyebrow: "E", title: "T", lead: "L" },
    distributedWords: "{valor} distribuídos em {ano}",
    fundedTitle: "T",
    homeLinkLabel: "L",
    donationLink: { text: "T", linkLabel: "L" },
    years: years.map(fundedYear),
    keyFigures: {
      title: "T",
      date: "2025-12-31",
      asOf: "posição em {data}",
      netAssets: { label: "Patrimônio", reais: 9400000 },
      returns: {
        ...words,
        nominalLabel: "N",
        inflationLabel: "I",
        realLabel: "R",
        years: years.map((year) => ({ year, nominal: 12, inflation: 4 })),
      },
      assetMix: {
        title: "T",
        classLabel: "C",
        shareLabel: "P",
        classes: shares.map((percent, index) => ({
          name: `Classe ${index + 1}`,
          percent,
        })),
      },
      distributed: { ...words, amountLabel: "V" },
    },
  };
}

/** Each problem the check reports, as "path: message". */
function problems(file: unknown): string[] {
  const result = impactSchema.safeParse(file);
  return result.success
    ? []
    : result.error.issues.map(
        (issue) => `${issue.path.join(".")}: ${issue.message}`,
      );
}

describe("the asset mix must add to 100", () => {
  test.each<[number[], string[]]>([
    [[52, 28, 10, 6, 4], []],
    [[33.33, 33.33, 33.34], []],
    [[100], []],
    [
      [52, 28, 10, 6],
      [
        "keyFigures.assetMix.classes: as participações somam 96%, e não 100%; confira cada uma",
      ],
    ],
    [
      [60, 45.5],
      [
        "keyFigures.assetMix.classes: as participações somam 105,5%, e não 100%; confira cada uma",
      ],
    ],
  ])("%j", (shares, expected) => {
    expect(problems(impactFile([2025, 2024], shares))).toEqual(expected);
  });
});

describe("each year appears once", () => {
  test.each<[number[], string[]]>([
    [[2025, 2024, 2023], []],
    [[2023, 2025], []],
    [
      [2025, 2024, 2025],
      [
        "years.2.year: o ano 2025 já está no item 1 da lista; cada ano aparece uma vez",
        "keyFigures.returns.years.2.year: o ano 2025 já está no item 1 da lista; cada ano aparece uma vez",
      ],
    ],
  ])("%j", (years, expected) => {
    expect(problems(impactFile(years, [100])).sort()).toEqual(expected.sort());
  });
});

describe("a year is four digits", () => {
  test.each([
    ["2025", "'2025' não é um ano"],
    [25, "'25' não é um ano do fundo"],
    [2025.5, "'2025.5' não é um ano"],
  ])("%j", (year, message) => {
    const file = impactFile([2025], [100]);
    file.years[0] = { ...fundedYear(2025), year: year as number };
    expect(problems(file)).toEqual([
      `years.0.year: ${message} (escreva os quatro algarismos: 2025)`,
    ]);
  });
});

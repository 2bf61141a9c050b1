import { describe, expect, test } from "vitest";
import { parseClassTotals } from "./class-totals-sheet";
import { CsvFormatError } from "./csv-format-error";
import { describeColumn, listed, matchColumns } from "./sheet-columns";

const amountColumns = {
  valor: {
    aliases: ["valor", "value"],
    alsoAccepted: ["valor total"],
    isRequired: true,
  },
};

const matchedAmount = (header: string) => {
  const matched = matchColumns([header], [["1000"]], amountColumns);
  return "indexes" in matched ? matched.indexes.valor : [];
};

describe("matchColumns", () => {
  test.each([
    ["valor"],
    ["Value"],
    ["  VALOR  "],
    ["Válor"],
    ["Valor\u200B"],
    ["Valor total"],
    ["Valor   Total"],
    ["Valor (R$)"],
    ["Valor(R$)"],
    ["Valor ( R$ )"],
    ["Valor (em R$)"],
    ["valor (reais)"],
    ["Valor (em reais)"],
    ["Valor (BRL)"],
    ["Valor total (R$)"],
  ])("takes %j for the column", (header) => {
    expect(matchedAmount(header)).toEqual([0]);
  });

  test.each([
    ["Valores"],
    ["Valor pago"],
    ["Valor (US$)"],
    ["Valor (R$ mil)"],
    ["Valor (%)"],
    ["(R$)"],
    ["Observações"],
    ["E-mail"],
    ["Data"],
    [""],
  ])("does not take %j for it", (header) => {
    // What the message says is the tests' below: a header in another unit is named as such.
    expect(matchColumns([header], [["1000"]], amountColumns)).toEqual({
      missing: expect.stringMatching(/^(falta a coluna|a coluna A)/),
    });
  });

  test.each([
    ["Valor (R$ mil)", "R$ mil"],
    ["Valor (US$)", "US$"],
    ["Valor total ( em dólares )", "em dólares"],
  ])(
    "a header %j, the column in another unit, is named with what to write",
    (header, unit) => {
      expect(matchColumns(["turma", header], [], amountColumns)).toEqual({
        missing: `a coluna B “${header}” está em “${unit}”, e a página só lê valores em reais: escreva cada valor em reais (por exemplo R$ 250.000,00, não 250) e chame a coluna de “valor”.`,
      });
    },
  );

  test("a missing column names its main spellings, not every one it accepts", () => {
    expect(matchColumns(["turma", "total"], [], amountColumns)).toEqual({
      missing:
        "falta a coluna “valor” ou “value” na primeira linha; colunas encontradas: “turma”, “total”.",
    });
  });

  test("names the columns no spelling matches", () => {
    expect(
      matchColumns(
        ["Data", "Valor (R$)", "", "Obs."],
        [["1/1", "10", "", "x"]],
        amountColumns,
      ),
    ).toEqual({
      indexes: { valor: [1] },
      unmatched: [0, 2, 3],
      headerProblems: [],
    });
  });

  test("an optional column not found is read from nowhere", () => {
    const matched = matchColumns(["Valor"], [["10"]], {
      ...amountColumns,
      note: { aliases: ["nota"], isRequired: false },
    });
    expect(matched).toEqual({
      indexes: { valor: [0], note: [] },
      unmatched: [],
      headerProblems: [],
    });
  });
});

describe("describeColumn", () => {
  test.each([
    [3, "Categoria", "D “Categoria”"],
    [0, " Nível\u200B ", "A “Nível⟨U+200B⟩”"],
    [27, "", "AB (sem nome)"],
    [2, "\u200B", "C (sem nome)"],
  ])("column %i under %j is %s", (index, header, expected) => {
    expect(describeColumn(index, header)).toBe(expected);
  });
});

describe("listed", () => {
  test.each([
    [["A"], "e", "A"],
    [["A", "B"], "e", "A e B"],
    [["A", "B", "C"], "e", "A, B e C"],
    [["A", "B", "C"], "ou", "A, B ou C"],
  ] as const)("%j with %s is %s", (items, conjunction, expected) => {
    expect(listed([...items], conjunction)).toBe(expected);
  });
});

describe("the classes sheet's headers", () => {
  test.each([
    ["Turma", "Valor"],
    ["Turma de formatura", "Valor"],
    ["Turma", "Value"],
    ["Turma", "Valor (R$)"],
    ["Turma", "Valor (em reais)"],
    ["Turma", "Valor total"],
    ["Turma", "Valor doado"],
    ["Turma", "Total doado"],
    ["TURMA DE FORMATURA", "Total Doado (R$)"],
  ])("reads %j and %j", (turma, valor) => {
    expect(parseClassTotals(`${turma},${valor}\nT98,250000\n`)).toMatchObject({
      receivedReais: 250_000,
      notices: [],
    });
  });

  test.each([
    ["Ano de formatura", "Valor"],
    ["Data", "Valor"],
    ["Turma", "Total"],
    ["Turma", "Valor (US$)"],
    ["Turma", "Valor (R$ mil)"],
    ["Turma", "Observações"],
  ])("does not read %j and %j", (turma, valor) => {
    expect(() => parseClassTotals(`${turma},${valor}\nT98,250\n`)).toThrow(
      CsvFormatError,
    );
  });

  test("“Valor” and “Valor (R$)” are one column typed twice", () => {
    expect(
      parseClassTotals("Turma,Valor,Valor (R$)\nT98,,250000\n"),
    ).toMatchObject({
      receivedReais: 250_000,
      notices: [
        {
          rowNumber: 1,
          problem:
            "as colunas B “Valor” e C “Valor (R$)” repetem a mesma coluna; lida a C, a única com valores.",
        },
      ],
    });
  });
});

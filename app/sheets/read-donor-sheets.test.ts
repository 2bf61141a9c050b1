import { describe, expect, test } from "vitest";
import { readDonorSheetBytes, type SheetBytes } from "./read-donor-sheets";
import type { SheetName } from "~/sheets/sheet-notices";
import { readFixtureSheets } from "./read-sheets.fixture";
import { type SheetBody, sheetFixture } from "./fixtures/sheet-fixtures";
import { escapeRegExp } from "../../test/text-patterns";

const DONORS =
  "nome,turma,tipo\nMarina Holanda,T17,Doador\nÍris Barreto,T98,Associado\n";
const CLASSES = 'turma,valor\nT17,"R$ 180.000,00"\nT98,"R$ 95.000,00"\n';
// An .xlsx file is a zip archive: its first bytes are "PK\x03\x04".
const XLSX = "PK\x03\x04[Content_Types].xml";

function bytesOf(texts: Record<SheetName, string>): SheetBytes {
  const encode = (text: string) => new TextEncoder().encode(text).buffer;
  return { doadores: encode(texts.doadores), turmas: encode(texts.turmas) };
}

describe("readDonorSheetBytes", () => {
  test("reads both sheets into plain data that can cross from the worker", async () => {
    const reading = await readDonorSheetBytes(
      bytesOf({ doadores: DONORS, turmas: CLASSES }),
    );

    expect(structuredClone(reading)).toEqual(reading);
    if (!("sheets" in reading)) throw new Error("the sheets were not read");
    expect(reading.sheets.donors.map((donor) => donor.name)).toEqual([
      "Íris Barreto",
      "Marina Holanda",
    ]);
    expect(reading.sheets.classTotals.map((total) => total.turmaId)).toEqual([
      "T17",
      "T98",
    ]);
  });

  test.each<[string, Record<SheetName, string>, string]>([
    [
      "the donors sheet",
      { doadores: XLSX, turmas: CLASSES },
      "Planilha de doadores: ",
    ],
    [
      "the classes sheet",
      { doadores: DONORS, turmas: XLSX },
      "Planilha de turmas: ",
    ],
  ])(
    "a spreadsheet file in %s is refused as a processing failure, with the sheet named for the officer",
    async (_, texts, detailStart) => {
      const reading = await readDonorSheetBytes(bytesOf(texts));

      expect(reading).toEqual({
        failure: "processingFailed",
        detail: expect.stringMatching(new RegExp(`^${detailStart}.*zip`)),
      });
    },
  );

  test("header typos in both sheets are both named, each with its sheet", async () => {
    const reading = await readDonorSheetBytes(
      bytesOf({
        doadores: "nmoe,turma,tipo\nMarina Holanda,T17,Doador\n",
        turmas: 'turam,valor\nT17,"R$ 180.000,00"\n',
      }),
    );

    expect(reading).toEqual({
      failure: "processingFailed",
      detail: expect.stringMatching(
        /^Planilha de doadores: falta a coluna .*“nmoe”.* Planilha de turmas: falta a coluna .*“turam”/,
      ),
    });
  });
});

describe("readDonorSheetBytes, of a sheet it cannot read", () => {
  const UNPUBLISHED = sheetFixture("planilha-nao-publicada.html");

  test.each<[string, { donors?: SheetBody; classes?: SheetBody }, string]>([
    [
      "a donors sheet with an unclosed quote names its first bad row",
      { donors: sheetFixture("doadores-aspas-abertas.csv") },
      "Planilha de doadores: linha 2: aspas abertas e nunca fechadas.",
    ],
    [
      "an unpublished classes sheet, its sign-in page answered instead",
      { classes: UNPUBLISHED },
      "Planilha de turmas: ",
    ],
    [
      "an unpublished donors sheet, its sign-in page answered instead",
      { donors: UNPUBLISHED },
      "Planilha de doadores: ",
    ],
    [
      "a donors sheet without a turma column",
      { donors: sheetFixture("doadores-sem-turma.csv") },
      "Planilha de doadores: falta a coluna",
    ],
    [
      "a classes sheet without a valor column names the headers it found",
      { classes: sheetFixture("turmas-sem-valor.csv") },
      "Planilha de turmas: falta a coluna “valor” ou “value” na primeira linha; colunas encontradas: “turma”, “total”.",
    ],
    [
      "a value column in thousands of reais says what to write",
      { classes: "turma,Valor (R$ mil)\nT98,250\n" },
      "Planilha de turmas: a coluna B “Valor (R$ mil)” está em “R$ mil”, e a página só lê valores em reais: escreva cada valor em reais (por exemplo R$ 250.000,00, não 250) e chame a coluna de “valor”.",
    ],
  ])(
    "%s is a processing failure, named for whoever edits the sheets",
    async (_, sheets, detail) => {
      const reading = await readFixtureSheets(sheets);
      expect(reading).toEqual({
        failure: "processingFailed",
        detail: expect.stringMatching(new RegExp(`^${escapeRegExp(detail)}`)),
      });
    },
  );
});

import { describe, expect, test } from "vitest";
import { readDonorSheetBytes, type SheetBytes } from "./read-donor-sheets";
import type { SheetName } from "~/lib/sheet-notices";

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

import { describe, expect, test } from "vitest";
import { CsvFormatError, parseCsvTable } from "./csv";

const donorColumns = {
  name: { aliases: ["nome", "name"], isRequired: true },
  turma: { aliases: ["turma"], isRequired: true },
  type: { aliases: ["tipo", "type"], isRequired: false },
};

describe("parseCsvTable", () => {
  test.each([
    ["Portuguese headers", "nome,turma,tipo\nAna,T98,Patrono\n"],
    ["English headers", "name,turma,type\nAna,T98,Patrono\n"],
    [
      "headers in any case, accents, spaces",
      " NOME , Turma ,Típo\nAna,T98,Patrono\n",
    ],
    ["a UTF-8 BOM", "\uFEFFnome,turma,tipo\nAna,T98,Patrono\n"],
    ["CRLF line ends", "nome,turma,tipo\r\nAna,T98,Patrono\r\n"],
    ["empty lines", "\nnome,turma,tipo\n\nAna,T98,Patrono\n\n,,\n  \n"],
    [
      "an empty line before capitalised headers",
      "\n\nNome,Turma,Tipo\nAna,T98,Patrono\n",
    ],
    ["columns in another order", "tipo,turma,nome\nPatrono,T98,Ana\n"],
    ["extra columns", "nome,email,turma,tipo\nAna,a@x,T98,Patrono\n"],
    ["values with spaces around", "nome,turma,tipo\n  Ana  , T98 ,Patrono \n"],
  ])("reads %s", (_case, text) => {
    expect(parseCsvTable(text, donorColumns)).toEqual([
      {
        name: "Ana",
        turma: "T98",
        type: "Patrono",
        rowNumber: expect.any(Number),
      },
    ]);
  });

  test("numbers each row as the sheet does: header 1, empty rows counted", () => {
    const text = '\nnome,turma\nAna,T98\n,,\n\n"Bia\nReis",T01\nCaio,T02\n';
    expect(
      parseCsvTable(text, donorColumns).map((row) => [row.name, row.rowNumber]),
    ).toEqual([
      ["Ana", 3],
      ["Bia\nReis", 6],
      ["Caio", 7],
    ]);
  });

  test("keeps quoted commas, quotes and line breaks inside a value", () => {
    const text =
      'nome,turma,tipo\n"Silva, Ana ""Aninha""",T98,Patrono\n"Bia\nReis",T01,\n';
    expect(parseCsvTable(text, donorColumns)).toEqual([
      {
        name: 'Silva, Ana "Aninha"',
        turma: "T98",
        type: "Patrono",
        rowNumber: 2,
      },
      { name: "Bia\nReis", turma: "T01", type: "", rowNumber: 3 },
    ]);
  });

  test("gives an empty value for a missing optional column", () => {
    expect(parseCsvTable("nome,turma\nAna,T98\n", donorColumns)).toEqual([
      { name: "Ana", turma: "T98", type: "", rowNumber: 2 },
    ]);
  });

  test("a header row alone gives no rows", () => {
    expect(parseCsvTable("nome,turma,tipo\n", donorColumns)).toEqual([]);
  });

  // Each rejection says what is wrong and where, for the person who edits the sheet.
  test.each([
    [
      "an unclosed quote",
      'nome,turma,tipo\nBia,T01,\n"Ana,T98,Patrono\nCaio,T02,\n',
      "linha 3: aspas abertas e nunca fechadas.",
    ],
    [
      "a malformed quote",
      'nome,turma,tipo\n"Ana"x,T98,Patrono\n',
      "linha 2: aspas no meio de um valor.",
    ],
    [
      "a row with too few fields",
      "nome,turma,tipo\nBia,T01,\n\nAna,T98\n",
      "linha 4: 2 células, mas o cabeçalho tem 3",
    ],
    [
      "a row with too many fields",
      "nome,turma,tipo\nSilva, Ana,T98,Patrono\n",
      "linha 2: 4 células, mas o cabeçalho tem 3",
    ],
    [
      "an HTML page",
      "<!DOCTYPE html><html><body>Fazer login</body></html>",
      "página HTML, não CSV",
    ],
    [
      "an HTML page after blank space",
      "\n  <html><body></body></html>",
      "página HTML, não CSV",
    ],
    [
      "a missing name column",
      "turma,tipo\nT98,Patrono\n",
      "falta a coluna “nome” ou “name” na primeira linha; colunas encontradas: “turma”, “tipo”.",
    ],
    [
      "a missing turma column",
      "Nome , Tipo\nAna,Patrono\n",
      "falta a coluna “turma” na primeira linha; colunas encontradas: “Nome”, “Tipo”.",
    ],
    [
      "a name column under another spelling",
      "nomes,turma\nAna,T98\n",
      "falta a coluna “nome” ou “name”",
    ],
    ["empty text", "", "a planilha está vazia."],
  ])("rejects %s", (_case, text, diagnosis) => {
    expect(() => parseCsvTable(text, donorColumns)).toThrow(CsvFormatError);
    expect(() => parseCsvTable(text, donorColumns)).toThrow(diagnosis);
  });
});

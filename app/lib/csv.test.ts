import { describe, expect, test } from "vitest";
import { CsvFormatError, normalizeText, parseCsvTable } from "./csv";

const donorColumns = {
  name: { aliases: ["nome", "name"], isRequired: true },
  turma: { aliases: ["turma"], isRequired: true },
  type: { aliases: ["tipo", "type"], isRequired: false },
};

describe("normalizeText", () => {
  test.each([
    ["Nome", "nome"],
    ["  TIPO ", "tipo"],
    ["Benemérito", "benemerito"],
    ["\uFEFFnome", "nome"],
    ["ÀÉÎÕÜ ç", "aeiou c"],
  ])("%j is %j", (text, expected) => {
    expect(normalizeText(text)).toBe(expected);
  });
});

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
      { name: "Ana", turma: "T98", type: "Patrono" },
    ]);
  });

  test("keeps quoted commas, quotes and line breaks inside a value", () => {
    const text =
      'nome,turma,tipo\n"Silva, Ana ""Aninha""",T98,Patrono\n"Bia\nReis",T01,\n';
    expect(parseCsvTable(text, donorColumns)).toEqual([
      { name: 'Silva, Ana "Aninha"', turma: "T98", type: "Patrono" },
      { name: "Bia\nReis", turma: "T01", type: "" },
    ]);
  });

  test("gives an empty value for a missing optional column", () => {
    expect(parseCsvTable("nome,turma\nAna,T98\n", donorColumns)).toEqual([
      { name: "Ana", turma: "T98", type: "" },
    ]);
  });

  test("a header row alone gives no rows", () => {
    expect(parseCsvTable("nome,turma,tipo\n", donorColumns)).toEqual([]);
  });

  test.each([
    ["an unclosed quote", 'nome,turma,tipo\n"Ana,T98,Patrono\n'],
    ["a malformed quote", 'nome,turma,tipo\n"Ana"x,T98,Patrono\n'],
    ["a row with too few fields", "nome,turma,tipo\nAna,T98\n"],
    ["a row with too many fields", "nome,turma,tipo\nSilva, Ana,T98,Patrono\n"],
    ["an HTML page", "<!DOCTYPE html><html><body>Fazer login</body></html>"],
    ["an HTML page after blank space", "\n  <html><body></body></html>"],
    ["a missing name column", "turma,tipo\nT98,Patrono\n"],
    ["a missing turma column", "nome,tipo\nAna,Patrono\n"],
    ["a name column under another spelling", "nomes,turma\nAna,T98\n"],
    ["empty text", ""],
  ])("rejects %s", (_case, text) => {
    expect(() => parseCsvTable(text, donorColumns)).toThrow(CsvFormatError);
  });
});

import { describe, expect, test } from "vitest";
import { parseCsvTable } from "./csv";
import { CsvFormatError } from "./csv-format-error";

const rowsOf = (text: string) => parseCsvTable(text, donorColumns).rows;
const noticesOf = (text: string) => parseCsvTable(text, donorColumns).notices;

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
    [
      "semicolons, as Excel in pt-BR saves",
      "nome;turma;tipo\nAna;T98;Patrono\n",
    ],
    ["tabs, as Excel's Unicode text", "nome\tturma\ttipo\nAna\tT98\tPatrono\n"],
    [
      "an invisible character in a header",
      "nome\u200B,turma\u00AD,tipo\nAna,T98,Patrono\n",
    ],
    [
      "a column typed twice, one copy empty",
      "nome,tipo,turma,tipo\nAna,,T98,Patrono\n",
    ],
    [
      "a column under both spellings",
      "nome,turma,type,tipo\nAna,T98,,Patrono\n",
    ],
  ])("reads %s", (_case, text) => {
    expect(rowsOf(text)).toEqual([
      {
        name: "Ana",
        turma: "T98",
        type: "Patrono",
        rowNumber: expect.any(Number),
      },
    ]);
  });

  test.each([
    {
      case: "a title row",
      text: "Doadores 2026,,\nnome,turma,tipo\nAna,T98,Patrono\n",
      rowNumber: 3,
      problem:
        "a linha 1 (“Doadores 2026”) está acima do cabeçalho (linha 2); lida a partir do cabeçalho da linha 2. Apague essa linha, para que o cabeçalho seja a primeira linha.",
    },
    {
      case: "a title alone on its row, a blank row, a note",
      text: "Doadores 2026\n\nAtualizada em 1/11,,\nnome,turma,tipo\nAna,T98,Patrono\n",
      rowNumber: 5,
      problem:
        "as linhas 1 e 3 (“Doadores 2026”, “Atualizada em 1/11”) estão acima do cabeçalho (linha 4); lida a partir do cabeçalho da linha 4. Apague essas linhas, para que o cabeçalho seja a primeira linha.",
    },
  ])(
    "reads a sheet with $case above the header, and says which rows to delete",
    ({ text, rowNumber, problem }) => {
      const table = parseCsvTable(text, donorColumns);
      expect(table.rows).toEqual([
        { name: "Ana", turma: "T98", type: "Patrono", rowNumber },
      ]);
      expect(table.notices).toEqual([{ rowNumber: rowNumber - 1, problem }]);
    },
  );

  test("numbers each row as the sheet does: header 1, empty rows counted", () => {
    const text = '\nnome,turma\nAna,T98\n,,\n\n"Bia\nReis",T01\nCaio,T02\n';
    expect(rowsOf(text).map((row) => [row.name, row.rowNumber])).toEqual([
      ["Ana", 3],
      ["Bia\nReis", 6],
      ["Caio", 7],
    ]);
  });

  test("keeps quoted commas, quotes and line breaks inside a value", () => {
    const text =
      'nome,turma,tipo\n"Silva, Ana ""Aninha""",T98,Patrono\n"Bia\nReis",T01,\n';
    expect(rowsOf(text)).toEqual([
      {
        name: 'Silva, Ana "Aninha"',
        turma: "T98",
        type: "Patrono",
        rowNumber: 2,
      },
      { name: "Bia\nReis", turma: "T01", type: "", rowNumber: 3 },
    ]);
  });

  test("a sheet separated by semicolons keeps the commas inside its values", () => {
    expect(rowsOf("nome;turma;tipo\nLima, Ana;T98;Patrono,\n")).toEqual([
      { name: "Lima, Ana", turma: "T98", type: "Patrono,", rowNumber: 2 },
    ]);
  });

  test("gives an empty value for a missing optional column", () => {
    expect(rowsOf("nome,turma\nAna,T98\n")).toEqual([
      { name: "Ana", turma: "T98", type: "", rowNumber: 2 },
    ]);
  });

  test("a header row alone gives no rows, and says so", () => {
    expect(parseCsvTable("nome,turma,tipo\n\n,,\n", donorColumns)).toEqual({
      rows: [],
      notices: [
        {
          rowNumber: 1,
          problem: "só há o cabeçalho, nenhuma linha abaixo dele.",
        },
      ],
      headerRowNumber: 1,
      absentColumns: [],
      otherColumns: [],
    });
  });

  test("hands back the header's row, the optional columns absent and the columns not read", () => {
    const table = parseCsvTable(
      "\nNome,E-mail,Turma,Nível de sócio\nAna,a@x,T98,Patrono\n,,,\nBia,,T99,Associada\n",
      donorColumns,
    );
    expect(table.headerRowNumber).toBe(2);
    expect(table.absentColumns).toEqual(["type"]);
    expect(
      table.otherColumns.map(({ index, header, cells }) => ({
        index,
        header,
        cells: cells(),
      })),
    ).toEqual([
      { index: 1, header: "E-mail", cells: ["a@x", ""] },
      { index: 3, header: "Nível de sócio", cells: ["Patrono", "Associada"] },
    ]);
  });

  // Headers read with a caveat are reported on the header's row, invisible characters shown.
  test.each([
    ["a well-typed sheet", "nome,turma,tipo\nAna,T98,Patrono\n", []],
    [
      "a zero-width space in a header",
      "Nome\u200B,Turma,Tipo\nAna,T98,Patrono\n",
      [
        "coluna A, “Nome⟨U+200B⟩”: o nome da coluna tem caracteres invisíveis; lida como “Nome”.",
      ],
    ],
    [
      "a soft hyphen in a header after an empty line",
      "\nNome,Tur\u00ADma\nAna,T98\n",
      [
        "coluna B, “Tur⟨U+00AD⟩ma”: o nome da coluna tem caracteres invisíveis; lida como “Turma”.",
      ],
    ],
    [
      "a column typed twice, the second one filled",
      "Nome,Tipo,Turma,Tipo\nAna,,T98,Patrono\n",
      [
        "as colunas B “Tipo” e D “Tipo” repetem a mesma coluna; lida a D, a única com valores.",
      ],
    ],
    [
      "a column typed twice, neither filled",
      "Nome,Turma,Tipo,Type\nAna,T98,,\n",
      [
        "as colunas C “Tipo” e D “Type” repetem a mesma coluna; nenhuma tem valores.",
      ],
    ],
    [
      "a column typed twice, both filled and agreeing",
      "Nome,Turma,Turma\nAna,T98,t98\nBia,,T99\n",
      [
        "as colunas B “Turma” e C “Turma” repetem a mesma coluna, e B e C têm valores: em cada linha vale a primeira preenchida. Apague ou renomeie as outras.",
      ],
    ],
  ])("reports %s", (_case, text, problems) => {
    const notices = noticesOf(text);
    expect(notices.map(({ problem }) => problem)).toEqual(problems);
    for (const { rowNumber } of notices) {
      expect(rowNumber).toBe(text.startsWith("\n") ? 2 : 1);
    }
  });

  test("a column typed twice with values in both: each row reads the first filled, and rows where they differ are named", () => {
    const { rows, notices } = parseCsvTable(
      "Nome,Turma,Tipo,Tipo\nAna,T98,Patrono,\nBia,T99,,Associado\nCaio,T97,Patrono,Doador\nDavi,T96,Doador,doador\n",
      donorColumns,
    );
    expect(rows.map((row) => row.type)).toEqual([
      "Patrono",
      "Associado",
      "Patrono",
      "Doador",
    ]);
    expect(notices.slice(1)).toEqual([
      {
        rowNumber: 4,
        problem:
          "as colunas C e D têm valores diferentes (“Patrono”, “Doador”); lido “Patrono”, da coluna C.",
      },
    ]);
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
      "a row with too few fields, in a sheet separated by semicolons",
      "nome;turma;tipo\nAna;T98\n",
      "linha 2: 2 células, mas o cabeçalho tem 3 (um ponto e vírgula a mais ou a menos fora de aspas?).",
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
      "a missing column, headers shown with their invisible characters",
      "Nome,Tur\u200Bma X\nAna,T98\n",
      "colunas encontradas: “Nome”, “Tur⟨U+200B⟩ma X”.",
    ],
    [
      "a name column under another spelling",
      "nomes,turma\nAna,T98\n",
      "falta a coluna “nome” ou “name”",
    ],
    [
      "a title row above a header with a typo",
      "Doadores 2026\nnmoe,turma,tipo\nAna,T98,Patrono\n",
      "a linha 1 (“Doadores 2026”) está acima do cabeçalho (linha 2): apague-a. No cabeçalho (linha 2), falta a coluna “nome” ou “name”; colunas encontradas: “nmoe”, “turma”, “tipo”.",
    ],
    ["empty text", "", "a planilha está vazia."],
  ])("rejects %s", (_case, text, diagnosis) => {
    expect(() => parseCsvTable(text, donorColumns)).toThrow(CsvFormatError);
    expect(() => parseCsvTable(text, donorColumns)).toThrow(diagnosis);
  });
});

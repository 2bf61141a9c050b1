// The donors sheet as a fund types it, read whole as the page's worker reads it: each spelling,
// layout and mistake of a hand-kept sheet lands every donor in the right tier, or is named in the
// notes for the fund's team (sheet, row, column), and never becomes a wrong tier.
import { gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import {
  type ListedTiers,
  listedTiers,
  noticesOn,
  readSheets,
} from "./read-sheets.fixture";
import {
  type SheetBody,
  sheetFixture,
  sheetFixtureBytes,
} from "./fixtures/sheet-fixtures";
import { SAMPLE_TIERS } from "./sample-readings.fixture";

const DONORS = sheetFixture("doadores.csv");

describe("the donors sheet, however it is saved", () => {
  const SEMICOLONS = sheetFixture("doadores-ponto-e-virgula.csv");
  const TABS = SEMICOLONS.replaceAll(";", "\t");
  const utf16le = (text: string) => Buffer.from(`\uFEFF${text}`, "utf16le");

  test.each<[string, SheetBody]>([
    ["English headers", DONORS.replace("Nome,Turma,Tipo", "name,turma,type")],
    [
      "headers in capitals, without accents, with spaces",
      DONORS.replace("Nome,Turma,Tipo", " NOME , TURMA , TIPO "),
    ],
    ["a UTF-8 BOM", `\uFEFF${DONORS}`],
    ["CRLF line ends", DONORS.replaceAll("\n", "\r\n")],
    [
      "a BOM, CRLF and English headers together",
      `\uFEFF${DONORS.replace("Nome,Turma,Tipo", "Name,Turma,Type").replaceAll("\n", "\r\n")}`,
    ],
    ["empty lines", `\n${DONORS.replaceAll("\n", "\n\n")},,\n\n`],
  ])("is read with %s", async (_, donors) => {
    expect(listedTiers(await readSheets({ donors }))).toEqual(SAMPLE_TIERS);
  });

  test.each<[string, SheetBody]>([
    ["separated by semicolons", SEMICOLONS],
    ["separated by tabs", TABS],
    ["in UTF-16 little-endian, as Excel's Unicode text", utf16le(TABS)],
    ["in UTF-16 big-endian", utf16le(SEMICOLONS).swap16()],
    ["in UTF-16 without its byte-order mark", Buffer.from(TABS, "utf16le")],
    ["compressed with gzip", gzipSync(SEMICOLONS)],
  ])("%s is read, accents and commas kept", async (_, donors) => {
    const sheets = await readSheets({ donors });
    expect(listedTiers(sheets)).toEqual({
      patrono: [["Helena Prado Vasconcelos", "T85"]],
      "associado-benemerito": [["Otávio Ramos Siqueira", "T78"]],
      associado: [["Lima, Beatriz Andrade", "T91"]],
      doador: [["Caio Teixeira Moura", "T00"]],
    });
    expect(noticesOn(sheets, "doadores")).toEqual([]);
  });

  test("saved as Windows-1252, keeps its accents", async () => {
    const sheets = await readSheets({
      donors: sheetFixtureBytes("doadores-windows-1252.csv"),
    });
    expect(listedTiers(sheets)).toEqual({
      patrono: [["João Conceição Araújo", "T85"]],
      associado: [["Lúcia Simões Gonçalves", "T91"]],
    });
  });

  test("with columns headed as officers often head them (Nome completo, Categoria), says nothing", async () => {
    const sheets = await readSheets({
      donors:
        "Nome completo,Turma,Categoria\nHelena Prado Vasconcelos,T85,Patrono\nCaio Teixeira Moura,T00,Doador\n",
    });
    expect(listedTiers(sheets)).toEqual({
      patrono: [["Helena Prado Vasconcelos", "T85"]],
      doador: [["Caio Teixeira Moura", "T00"]],
    });
    expect(noticesOn(sheets, "doadores")).toEqual([]);
  });
});

const cases: Array<{
  situation: string;
  donors: string;
  tiers: ListedTiers;
  notices: string[];
}> = [
  {
    situation: "a tier without donors is left out",
    donors: sheetFixture("doadores-sem-associados.csv"),
    tiers: {
      patrono: [["Helena Prado Vasconcelos", "T85"]],
      doador: [["Caio Teixeira Moura", "T00"]],
    },
    notices: [],
  },
  {
    situation:
      "types are read whatever their case, accents and spaces; empty or unknown ones are Doadores",
    donors: sheetFixture("doadores-grafias.csv"),
    tiers: {
      patrono: [
        ["Alice Monteiro Sales", "T85"],
        ["Heitor Vidal Peixoto", "T88"],
      ],
      "associado-benemerito": [
        ["Bento Figueira Lobo", "T78"],
        ["Fausto Lacerda Pires", "T72"],
      ],
      associado: [["Cecília Rangel Dutra", "T91"]],
      doador: [
        ["Davi Coutinho Paes", "T00"],
        ["Estela Brandão Leme", "T94"],
        ["Gilda Paranhos Assis", "T97"],
      ],
    },
    notices: [
      "Planilha de doadores, linha 5: tipo vazio abaixo de um “Associado” (células mescladas?); contado como Doador. Escreva o tipo em cada linha.",
      "Planilha de doadores, linha 6: tipo “Mecenas” não reconhecido; contado como Doador. Escreva “Patrono”, “Associado Benemérito”, “Associado” ou “Doador”.",
    ],
  },
  {
    situation:
      "feminine and plural types land in their tier; an unknown one is a Doador and is named",
    donors: sheetFixture("doadores-genero-numero.csv"),
    tiers: {
      patrono: [
        ["Alice Monteiro Sales", "T85"],
        ["Bento Figueira Lobo", "T78"],
      ],
      "associado-benemerito": [
        ["Cecília Rangel Dutra", "T91"],
        ["Davi Coutinho Paes", "T00"],
        ["Estela Brandão Leme", "T94"],
      ],
      associado: [
        ["Fausto Lacerda Pires", "T72"],
        ["Gilda Paranhos Assis", "T97"],
      ],
      doador: [
        ["Heitor Vidal Peixoto", "T88"],
        ["Íris Campelo Nunes", "T65"],
      ],
    },
    notices: [
      "Planilha de doadores, linha 10: tipo “Mecenas” não reconhecido; contado como Doador. Escreva “Patrono”, “Associado Benemérito”, “Associado” ou “Doador”.",
    ],
  },
  {
    situation: "names and class labels holding HTML are kept as text",
    donors: sheetFixture("doadores-html.csv"),
    tiers: {
      patrono: [["<img src=x onerror=window.__pwned=1>", "T85"]],
      associado: [["<b>Negrito Falso</b>", "<i>T91</i>"]],
      doador: [["<script>window.__pwned=2</script>", "T78"]],
    },
    notices: [
      "Planilha de doadores, linha 4: turma “<i>T91</i>” não é uma turma (escreva T98, 1998 ou Turma de 1998); o doador aparece, mas fora da contagem por turma.",
    ],
  },
  {
    situation: "a column typed twice, one copy empty, is read from the other",
    donors: sheetFixture("doadores-coluna-repetida.csv"),
    tiers: {
      patrono: [["Helena Prado Vasconcelos", "T85"]],
      "associado-benemerito": [["Otávio Ramos Siqueira", "T78"]],
      doador: [["Caio Teixeira Moura", "T00"]],
    },
    notices: [
      "Planilha de doadores, linha 1: as colunas B “Tipo” e D “Tipo” repetem a mesma coluna; lida a D, a única com valores.",
    ],
  },
  {
    situation:
      "a column typed twice with values in both names both, and the row where they differ",
    donors: sheetFixture("doadores-coluna-repetida-preenchida.csv"),
    tiers: {
      patrono: [
        ["Caio Teixeira Moura", "T00"],
        ["Helena Prado Vasconcelos", "T85"],
      ],
      "associado-benemerito": [["Otávio Ramos Siqueira", "T78"]],
    },
    notices: [
      "Planilha de doadores, linha 1: as colunas C “Tipo” e D “Type” repetem a mesma coluna, e C e D têm valores: em cada linha vale a primeira preenchida. Apague ou renomeie as outras.",
      "Planilha de doadores, linha 4: as colunas C e D têm valores diferentes (“Patrono”, “Doador”); lido “Patrono”, da coluna C.",
    ],
  },
  {
    situation:
      "an amount column the tiers do not follow, and a name typed with and without its class, are named",
    donors:
      'nome,turma,tipo,valor\nHelena Prado Vasconcelos,T85,Patrono,"R$ 500,00"\nhelena prado vasconcelos,,Doador,\n',
    tiers: {
      patrono: [["Helena Prado Vasconcelos", "T85"]],
      doador: [["helena prado vasconcelos", ""]],
    },
    notices: [
      "Planilha de doadores, linha 1: a coluna D “valor” não é lida: cada doador aparece na faixa que a coluna de tipo diz, seja qual for o valor.",
      "Planilha de doadores, linha 3: mesmo nome da linha 2 (“Helena Prado Vasconcelos”, T85), uma linha com turma e a outra sem; listado duas vezes. Se for a mesma pessoa, escreva a turma nas duas linhas ou apague uma delas.",
    ],
  },
  {
    situation:
      "a sheet without a type column lists everyone as Doador, and names the column that looks like one",
    donors:
      "nome,turma,Nível de sócio\nHelena Prado Vasconcelos,T85,Patrono\nCaio Teixeira Moura,T00,Doador\n",
    tiers: {
      doador: [
        ["Caio Teixeira Moura", "T00"],
        ["Helena Prado Vasconcelos", "T85"],
      ],
    },
    notices: [
      "Planilha de doadores, linha 1: nenhuma coluna de tipo (“tipo” ou “type”) no cabeçalho; todos os doadores listados como Doador. A coluna C “Nível de sócio” parece trazer os tipos: renomeie-a para “Tipo”.",
    ],
  },
  {
    situation: "a sheet with a header and no rows says so",
    donors: sheetFixture("doadores-so-cabecalho.csv"),
    tiers: {},
    notices: [
      "Planilha de doadores, linha 1: só há o cabeçalho, nenhuma linha abaixo dele.",
    ],
  },
  {
    situation:
      "the same donor twice is listed once, both rows named, under the higher tier",
    donors: sheetFixture("doadores-repetidos.csv"),
    tiers: {
      patrono: [["Helena Prado Vasconcelos", "T85"]],
      associado: [["Caio Teixeira Moura", "T00"]],
    },
    notices: [
      "Planilha de doadores, linha 4: mesmo doador da linha 2 (“Helena Prado Vasconcelos”, T85); mostrado uma vez.",
      "Planilha de doadores, linha 5: mesmo doador da linha 3 (“Caio Teixeira Moura”, T00); mostrado uma vez. Os tipos diferem; vale o mais alto, o da linha 5.",
    ],
  },
  {
    situation: "a name empty or of invisible characters only makes no card",
    donors:
      "nome,turma,tipo\nHelena Prado Vasconcelos,T85,Patrono\n\u200B,T91,Associado\n\u00AD\u2060,T00,Doador\n,T72,Associado\n",
    tiers: { patrono: [["Helena Prado Vasconcelos", "T85"]] },
    notices: [
      "Planilha de doadores, linha 3: nome só com caracteres invisíveis (“⟨U+200B⟩”); linha ignorada. Se foi uma doação anônima, escreva “Anônimo” no nome: ela entra na contagem da turma sem nome.",
      "Planilha de doadores, linha 4: nome só com caracteres invisíveis (“⟨U+00AD⟩⟨U+2060⟩”); linha ignorada. Se foi uma doação anônima, escreva “Anônimo” no nome: ela entra na contagem da turma sem nome.",
      "Planilha de doadores, linha 5: sem nome; linha ignorada. Se foi uma doação anônima, escreva “Anônimo” no nome: ela entra na contagem da turma sem nome.",
    ],
  },
  {
    situation:
      "invisible characters in headers are shown, and the headers read",
    donors:
      "Nome\u200B,Tur\u00ADma,Tipo\nHelena Prado Vasconcelos,T85,Patrono\n",
    tiers: { patrono: [["Helena Prado Vasconcelos", "T85"]] },
    notices: [
      "Planilha de doadores, linha 1: coluna A, “Nome⟨U+200B⟩”: o nome da coluna tem caracteres invisíveis; lida como “Nome”.",
      "Planilha de doadores, linha 1: coluna B, “Tur⟨U+00AD⟩ma”: o nome da coluna tem caracteres invisíveis; lida como “Turma”.",
    ],
  },
  {
    situation:
      "a spreadsheet error or dashes for a name make no card, and a turma that names no class is named",
    donors:
      "nome,turma,tipo\nHelena Prado Vasconcelos,T85,Patrono\n#REF!,T91,Associado\n\u2014,T85,Doador\nCaio Teixeira Moura,AER 00,Doador\nOtávio Ramos Siqueira,#N/A,Associado Benemérito\n",
    tiers: {
      patrono: [["Helena Prado Vasconcelos", "T85"]],
      "associado-benemerito": [["Otávio Ramos Siqueira", ""]],
      doador: [["Caio Teixeira Moura", "AER 00"]],
    },
    notices: [
      "Planilha de doadores, linha 3: nome “#REF!” é um erro da planilha, não um nome; linha ignorada. Se foi uma doação anônima, escreva “Anônimo” no nome: ela entra na contagem da turma sem nome.",
      "Planilha de doadores, linha 4: nome “\u2014” não é um nome; linha ignorada. Se foi uma doação anônima, escreva “Anônimo” no nome: ela entra na contagem da turma sem nome.",
      "Planilha de doadores, linha 5: turma “AER 00” não é uma turma (escreva T98, 1998 ou Turma de 1998); o doador aparece, mas fora da contagem por turma.",
      "Planilha de doadores, linha 6: turma “#N/A” é um erro da planilha; o doador aparece sem turma, fora da contagem por turma.",
    ],
  },
  {
    situation:
      "a type of Benemérito alone is Associado Benemérito, and Sócio Benemérito is no tier",
    donors:
      "nome,turma,tipo\nHelena Prado Vasconcelos,T85,Patrono\nOtávio Ramos Siqueira,T78,Benemérito\nBeatriz Andrade Lima,T91,Benemérita\nCaio Teixeira Moura,T00,Sócio Benemérito\n",
    tiers: {
      patrono: [["Helena Prado Vasconcelos", "T85"]],
      "associado-benemerito": [
        ["Beatriz Andrade Lima", "T91"],
        ["Otávio Ramos Siqueira", "T78"],
      ],
      doador: [["Caio Teixeira Moura", "T00"]],
    },
    notices: [
      "Planilha de doadores, linha 5: tipo “Sócio Benemérito” não reconhecido; contado como Doador. Escreva “Patrono”, “Associado Benemérito”, “Associado” ou “Doador”.",
    ],
  },
  {
    situation:
      "a title row above the header is skipped, and named with the row to delete",
    donors: `Doadores do fundo 2026,,\n${DONORS}`,
    tiers: SAMPLE_TIERS,
    notices: [
      "Planilha de doadores, linha 2: a linha 1 (“Doadores do fundo 2026”) está acima do cabeçalho (linha 2); lida a partir do cabeçalho da linha 2. Apague essa linha, para que o cabeçalho seja a primeira linha.",
    ],
  },
];

describe("the donors sheet as a fund types it", () => {
  test.each(cases)("$situation", async ({ donors, tiers, notices }) => {
    const sheets = await readSheets({ donors });
    expect(listedTiers(sheets)).toEqual(tiers);
    expect(noticesOn(sheets, "doadores")).toEqual(notices);
  });

  test("participation counts each class's donors however the class is typed, most first", async () => {
    const sheets = await readSheets({
      donors: sheetFixture("doadores-participacao.csv"),
    });
    expect(sheets.participation).toEqual([
      { turmaId: "T85", donorCount: 3 },
      { turmaId: "T91", donorCount: 2 },
      { turmaId: "T78", donorCount: 1 },
    ]);
  });

  test("a turma that names no class is out of the class count", async () => {
    const [spreadsheetErrors] = cases.filter(({ situation }) =>
      situation.startsWith("a spreadsheet error"),
    );
    const sheets = await readSheets({ donors: spreadsheetErrors!.donors });
    expect(sheets.participation).toEqual([{ turmaId: "T85", donorCount: 1 }]);
  });
});

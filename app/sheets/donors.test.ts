import { describe, expect, test, vi } from "vitest";
import { parseTurmaId, readClassId } from "../lib/class-id";
import { CsvFormatError } from "./csv-format-error";
import {
  countDonorsByClass,
  type Donor,
  donorTier,
  groupDonorsByTier,
  matchDonorTier,
} from "./donors";
import { parseDonors } from "./donors-sheet";

// The real class reading, watched: a long sheet reads each spelling of a turma once.
vi.mock(import("../lib/class-id"), async (importOriginal) => {
  const classId = await importOriginal();
  return {
    ...classId,
    parseTurmaId: vi.fn(classId.parseTurmaId),
    readClassId: vi.fn(classId.readClassId),
  };
});

const donorsOf = (csv: string) => parseDonors(csv).donors;
const ANONYMOUS_ADVICE =
  " Se foi uma doação anônima, escreva “Anônimo” no nome: ela entra na contagem da turma sem nome.";

describe("donorTier", () => {
  test.each([
    ["Patrono", "patrono"],
    ["patrono", "patrono"],
    ["  PATRONO  ", "patrono"],
    ["Associado Benemérito", "associado-benemerito"],
    ["associado benemerito", "associado-benemerito"],
    ["ASSOCIADO  BENEMÉRITO", "associado-benemerito"],
    ["AssociadoBenemerito", "associado-benemerito"],
    [" Associado ", "associado"],
    ["associado", "associado"],
    ["Doador", "doador"],
    ["DOADOR", "doador"],
    ["", "doador"],
    ["   ", "doador"],
    ["Patrona", "patrono"],
    ["Patronos", "patrono"],
    ["patronas", "patrono"],
    ["Associada", "associado"],
    ["Associados", "associado"],
    ["Associada Benemérita", "associado-benemerito"],
    ["Associado-Benemérito", "associado-benemerito"],
    ["Associados Beneméritos", "associado-benemerito"],
    ["associadas  beneméritas", "associado-benemerito"],
    ["Associado(a) Benemérito(a)", "associado-benemerito"],
    ["Associado (a)", "associado"],
    ["Associado/a", "associado"],
    ["Patrono(a)", "patrono"],
    ["Doadora", "doador"],
    ["Doadores", "doador"],
    ["doador_a", "doador"],
    ["Patrocinador", "doador"],
    ["Mecenas", "doador"],
    // "Benemérito" alone is short for Associado Benemérito.
    ["Benemérito", "associado-benemerito"],
    ["Benemérita", "associado-benemerito"],
    ["BENEMERITO", "associado-benemerito"],
    [" benemérito ", "associado-benemerito"],
    ["Beneméritos", "associado-benemerito"],
    ["Beneméritas", "associado-benemerito"],
    ["Benemérito(a)", "associado-benemerito"],
    ["Benemérito/a", "associado-benemerito"],
    ["Associado(a) Benemérito(a)", "associado-benemerito"],
    ["Associados(as) Beneméritos(as)", "associado-benemerito"],
    // No other word stands for a tier.
    ["Sócio", "doador"],
    ["Sócia", "doador"],
    ["Sócio Benemérito", "doador"],
    ["Membro Benemérito", "doador"],
    ["Benemerência", "doador"],
    ["Beneficiário", "doador"],
    ["Sócio Patrono", "doador"],
  ])("%j is %s", (typeText, expected) => {
    expect(donorTier(typeText)).toBe(expected);
  });
});

describe("matchDonorTier", () => {
  // Counted as Doador, and reported: the officer sees the type was not understood.
  test.each([
    ["Sócio"],
    ["Sócio Benemérito"],
    ["Membro Benemérito"],
    ["Benemerência"],
    ["Mecenas"],
    ["#N/A"],
    [""],
    // A sign, a number or a word beside a tier is never read past.
    ["Patrono*"],
    ["Patrono 2027"],
    ["1º Patrono"],
    ["Patrono 1/2"],
    ["Patrono."],
    ["Ex-Patrono"],
    ["Patrono (pendente)"],
    ["Associado Benemérito?"],
  ])("%j names no tier", (typeText) => {
    expect(matchDonorTier(typeText)).toBeNull();
  });
});

describe("parseDonors", () => {
  test("reads names, class labels and tiers in sheet order", () => {
    const csv = [
      "Nome,Turma,Tipo",
      "Ana Lima,T98,Patrono",
      '"Souza, Bruno", T05 ,associado benemerito',
      "Carla Dias,,",
      "Davi Reis,T12,Mecenas",
    ].join("\r\n");
    expect(donorsOf(csv)).toEqual([
      { name: "Ana Lima", classLabel: "T98", tier: "patrono" },
      { name: "Souza, Bruno", classLabel: "T05", tier: "associado-benemerito" },
      { name: "Carla Dias", classLabel: "", tier: "doador" },
      { name: "Davi Reis", classLabel: "T12", tier: "doador" },
    ]);
  });

  // The card shows the turma cell as typed, only trimmed: no prefix, no case change.
  test.each([
    ["T98", "T98"],
    ["  t98 ", "t98"],
    ["Turma 2005", "Turma 2005"],
    ["", ""],
  ])("class label of turma %j is %j", (turma, expected) => {
    const [donor] = donorsOf(`nome,turma\nAna,${turma}\n`);
    expect(donor?.classLabel).toBe(expected);
  });

  // Each header spelling read as its column, without a notice.
  test.each([
    ["Nome,Turma,Tipo"],
    ["name,turma,type"],
    ["Nome completo,Turma,Tipo"],
    ["Nome do doador,Turma,Tipo"],
    ["Nome do(a) doador(a),Turma,Tipo"],
    ["NOME  DO(A) DOADOR(A),Turma,Tipo"],
    ["Nome,Turma de formatura,Tipo"],
    ["Nome,Turma,Categoria"],
    ["Nome,Turma,Categoria de doador"],
    ["Nome,Turma,Tipo de doador"],
    ["Nome,Turma,Nível"],
    ["Nome,Turma,nivel"],
    ["Nome,Turma,Tier"],
    ["Nome,Turma,Faixa"],
    ["Nome,Turma, TIPO  de Doador "],
  ])("reads the headers %j", (header) => {
    const { donors, notices } = parseDonors(`${header}\nAna,T98,Patrono\n`);
    expect(donors).toEqual([
      { name: "Ana", classLabel: "T98", tier: "patrono" },
    ]);
    expect(notices).toEqual([]);
  });

  test.each([
    ["Observações,Turma,Tipo"],
    ["E-mail,Turma,Tipo"],
    ["Nomes,Turma,Tipo"],
    ["Nome,Data,Tipo"],
    ["Nome,Ano de formatura,Tipo"],
  ])("does not take a column of %j for the name or the class", (header) => {
    expect(() => parseDonors(`${header}\nAna,T98,Patrono\n`)).toThrow(
      "falta a coluna",
    );
  });

  const NO_TYPE_COLUMN =
    "nenhuma coluna de tipo (“tipo” ou “type”) no cabeçalho; todos os doadores listados como Doador.";

  // Without a type column everyone is a Doador, said once; a column that looks like the types
  // is named, and left unread.
  test.each([
    ["no other column", "name,turma\nAna,T98\nBia,T99\n", NO_TYPE_COLUMN],
    [
      "other columns without tiers",
      "Nome,Turma,E-mail,Data\nAna,T98,a@x,1/1\nBia,T99,Patrono,\n",
      NO_TYPE_COLUMN,
    ],
    [
      "a column of tiers under another header",
      "Nome,Turma,Observações\nAna,T98,Patrono\nBia,T99,associada\n",
      `${NO_TYPE_COLUMN} A coluna C “Observações” parece trazer os tipos: renomeie-a para “Tipo”.`,
    ],
    [
      "a column mostly of tiers, empty cells aside",
      "Nome,E-mail,Turma,Nível de sócio\nAna,,T98,Patrona\nBia,,T99,\nCaio,,T97,Mecenas\nDavi,,T96,Doador\n",
      `${NO_TYPE_COLUMN} A coluna D “Nível de sócio” parece trazer os tipos: renomeie-a para “Tipo”.`,
    ],
    [
      "a column of tiers without a header",
      "Nome,Turma,\nAna,T98,Patrono\n",
      `${NO_TYPE_COLUMN} A coluna C (sem nome) parece trazer os tipos: renomeie-a para “Tipo”.`,
    ],
    [
      "a column with tiers in only half its filled cells",
      "Nome,Turma,Obs\nAna,T98,Patrono\nBia,T99,ligar\n",
      NO_TYPE_COLUMN,
    ],
  ])("a sheet without a type column, with %s", (_case, csv, problem) => {
    const { donors, notices } = parseDonors(csv);
    expect(donors.map((donor) => donor.tier)).toEqual(
      donors.map(() => "doador"),
    );
    expect(notices).toEqual([{ rowNumber: 1, problem }]);
  });

  test("the missing type column is reported on the header's row", () => {
    expect(parseDonors("\n\nnome,turma\nAna,T98\n").notices).toEqual([
      { rowNumber: 3, problem: NO_TYPE_COLUMN },
    ]);
  });

  test("an empty type column is no notice: it is there", () => {
    expect(parseDonors("nome,turma,tipo\nAna,T98,\n").notices).toEqual([]);
  });

  test("skips rows without a name", () => {
    expect(donorsOf("nome,turma,tipo\n ,T98,Patrono\nAna,T99,\n")).toEqual([
      { name: "Ana", classLabel: "T99", tier: "doador" },
    ]);
  });

  test("keeps markup in a name as plain text", () => {
    const [donor] = donorsOf('nome,turma\n"<b>Ana</b>",T98\n');
    expect(donor?.name).toBe("<b>Ana</b>");
  });

  test("reports unknown types and rows without a name, by row number", () => {
    const csv = [
      "nome,turma,tipo",
      "Ana,T98,Mecenas",
      "Bia,T99,",
      ",T97,Patrono",
      "Caio,T96,Patrona",
    ].join("\n");
    expect(parseDonors(csv).notices).toEqual([
      {
        rowNumber: 2,
        problem:
          "tipo “Mecenas” não reconhecido; contado como Doador. Escreva “Patrono”, “Associado Benemérito”, “Associado” ou “Doador”.",
      },
      { rowNumber: 4, problem: `sem nome; linha ignorada.${ANONYMOUS_ADVICE}` },
    ]);
  });

  // A name no one would see: left out, and reported with its characters shown.
  test.each([
    ["empty", ",T98,Patrono", "sem nome; linha ignorada."],
    [
      "only spaces and no-break spaces",
      " \u00A0 ,T98,",
      "sem nome; linha ignorada.",
    ],
    [
      "a zero-width space",
      "\u200B,T98,",
      "nome só com caracteres invisíveis (“⟨U+200B⟩”); linha ignorada.",
    ],
    [
      "a soft hyphen, a BOM and a zero-width joiner",
      "\u00AD\uFEFF\u200D,T98,",
      "nome só com caracteres invisíveis (“⟨U+00AD⟩⟨U+FEFF⟩⟨U+200D⟩”); linha ignorada.",
    ],
    [
      "a Hangul filler",
      "\u3164,T98,",
      "nome só com caracteres invisíveis (“⟨U+3164⟩”); linha ignorada.",
    ],
    [
      "combining marks with no letter (grapheme joiner, variation selector)",
      "\u034F\uFE0F,T98,",
      "nome só com caracteres invisíveis (“⟨U+034F⟩⟨U+FE0F⟩”); linha ignorada.",
    ],
  ])("a name that is %s is left out", (_case, line, problem) => {
    expect(parseDonors(`nome,turma,tipo\nAna,T99,\n${line}\n`)).toEqual({
      donors: [{ name: "Ana", classLabel: "T99", tier: "doador" }],
      notices: [{ rowNumber: 3, problem: `${problem}${ANONYMOUS_ADVICE}` }],
    });
  });

  test("a row with neither a name, a class nor a type is left out without advice", () => {
    expect(parseDonors("nome,turma,tipo\nAna,T99,\n,,\n-,,\n").notices).toEqual(
      [{ rowNumber: 4, problem: "nome “-” não é um nome; linha ignorada." }],
    );
  });

  // A cell that holds no name: a spreadsheet error, or a placeholder. Left out, and named.
  test.each([
    ["#REF!", "é um erro da planilha, não um nome"],
    ["#N/A", "é um erro da planilha, não um nome"],
    ["#VALUE!", "é um erro da planilha, não um nome"],
    ["#NAME?", "é um erro da planilha, não um nome"],
    ["#DIV/0!", "é um erro da planilha, não um nome"],
    ["#ERROR!", "é um erro da planilha, não um nome"],
    ["#NULL!", "é um erro da planilha, não um nome"],
    ["#NUM!", "é um erro da planilha, não um nome"],
    ["#SPILL!", "é um erro da planilha, não um nome"],
    ["#CALC!", "é um erro da planilha, não um nome"],
    ["#GETTING_DATA", "é um erro da planilha, não um nome"],
    ["#VALOR!", "é um erro da planilha, não um nome"],
    ["#NOME?", "é um erro da planilha, não um nome"],
    ["#N/D", "é um erro da planilha, não um nome"],
    ["#NULO!", "é um erro da planilha, não um nome"],
    ["#NÚM!", "é um erro da planilha, não um nome"],
    ["#ERRO!", "é um erro da planilha, não um nome"],
    ["#DESPEJAR!", "é um erro da planilha, não um nome"],
    ["#ref!", "é um erro da planilha, não um nome"],
    ["#N/A ", "é um erro da planilha, não um nome"],
    ["-", "não é um nome"],
    ["--", "não é um nome"],
    ["---", "não é um nome"],
    ["\u2014", "não é um nome"],
    ["\u2013", "não é um nome"],
    ["\u2212", "não é um nome"],
    ["- -", "não é um nome"],
    [".", "não é um nome"],
    ["...", "não é um nome"],
    ["\u2026", "não é um nome"],
    ["?", "não é um nome"],
    ["???", "não é um nome"],
    ["\u00BF?", "não é um nome"],
    ["-?-", "não é um nome"],
    ["___", "não é um nome"],
    ["\u200B-", "não é um nome"],
    ["N/A", "não é um nome"],
    ["n/a", "não é um nome"],
    ["NA", "não é um nome"],
    ["N.A.", "não é um nome"],
    ["N/D", "não é um nome"],
    ["S/N", "não é um nome"],
    ["Sem nome", "não é um nome"],
    ["Não informado", "não é um nome"],
    ["nao consta", "não é um nome"],
  ])("a name that is %j is left out: %s", (cell, why) => {
    const shown = cell.replace("\u200B", "").trim();
    expect(
      parseDonors(`nome,turma,tipo\nAna,T99,\n${cell},T98,Patrono\n`),
    ).toEqual({
      donors: [{ name: "Ana", classLabel: "T99", tier: "doador" }],
      notices: [
        {
          rowNumber: 3,
          problem: `nome “${shown}” ${why}; linha ignorada.${ANONYMOUS_ADVICE}`,
        },
      ],
    });
  });

  test("a name longer than a card can hold is cut, and its row named", () => {
    const pasted = "Ana Lima ".repeat(20_000).trim();
    const { donors, notices } = parseDonors(
      `nome,turma,tipo\n${pasted},T98,Patrono\n`,
    );
    expect(donors).toEqual([
      {
        name: `${pasted.slice(0, 120).trimEnd()}…`,
        classLabel: "T98",
        tier: "patrono",
      },
    ]);
    expect(notices).toEqual([
      {
        rowNumber: 2,
        problem: `nome com ${pasted.length.toLocaleString("pt-BR")} caracteres; o cartão mostra só os primeiros 120. Confira a célula.`,
      },
    ]);
  });

  test("a name of 120 characters is read whole", () => {
    const name = "A".repeat(120);
    expect(
      parseDonors(`nome,turma,tipo\n${name},T98,Patrono\n`).donors[0]?.name,
    ).toBe(name);
  });

  test.each([
    ["(anônimo)", "Anônimo"],
    ["(Anônima)", "Anônima"],
    ["[anonimo]", "Anonimo"],
    ["(doação anônima)", "Doação anônima"],
  ])("an anonymous gift typed %j is the anonymous donor %j", (cell, name) => {
    expect(parseDonors(`nome,turma,tipo\n${cell},T98,Patrono\n`)).toEqual({
      donors: [{ name, classLabel: "T98", tier: "patrono" }],
      notices: [],
    });
  });

  // Names with dashes, dots, apostrophes or a "#" among their letters are names.
  test.each([
    ["Ana-Maria Lima"],
    ["J. P. Souza"],
    ["Carlos D’Ávila"],
    ["Rita Dall'Agnol"],
    ["A.A."],
    ["Família #1"],
    ["#Ana"],
    ["- Ana"],
    ["Ana?"],
    ["N/A Lima"],
  ])("the name %j is read", (name) => {
    expect(parseDonors(`nome,turma,tipo\n${name},T98,Patrono\n`)).toEqual({
      donors: [{ name, classLabel: "T98", tier: "patrono" }],
      notices: [],
    });
  });

  // A spreadsheet error in the type: the donor is a Doador, and the cell is named.
  test.each([["#N/A"], ["#REF!"], ["#VALOR!"], ["#NOME?"]])(
    "a type that is the spreadsheet error %j counts as Doador, reported",
    (cell) => {
      expect(parseDonors(`nome,turma,tipo\nAna,T98,${cell}\n`)).toEqual({
        donors: [{ name: "Ana", classLabel: "T98", tier: "doador" }],
        notices: [
          {
            rowNumber: 2,
            problem: `tipo “${cell}” é um erro da planilha; contado como Doador.`,
          },
        ],
      });
    },
  );

  // A turma with digits that names no class: the donor is listed with it as typed, outside the
  // class's count, and the row is reported.
  test.each([
    ["AER 98"],
    ["T98 (ITA)"],
    ["T5"],
    ["T985"],
    ["1945"],
    ["2050"],
    ["T98 e T99"],
    ["Turma 98/99"],
    ["Amigo do ITA, T98"],
    ["98a"],
  ])("the turma %j names no class: listed, reported", (turma) => {
    const { donors, notices } = parseDonors(
      `nome,turma,tipo\nAna,"${turma}",Patrono\n`,
    );
    expect(donors).toEqual([
      { name: "Ana", classLabel: turma, tier: "patrono" },
    ]);
    expect(countDonorsByClass(donors)).toEqual([]);
    expect(notices).toEqual([
      {
        rowNumber: 2,
        problem: `turma “${turma}” não é uma turma (escreva T98, 1998 ou Turma de 1998); o doador aparece, mas fora da contagem por turma.`,
      },
    ]);
  });

  // A spreadsheet error in the turma: the donor is listed without a turma, and the cell named.
  test.each([["#N/A"], ["#REF!"], ["#VALUE!"], ["#N/D"], ["#VALOR!"]])(
    "the turma %j is a spreadsheet error: listed without a turma, reported",
    (turma) => {
      expect(parseDonors(`nome,turma,tipo\nAna,${turma},Patrono\n`)).toEqual({
        donors: [{ name: "Ana", classLabel: "", tier: "patrono" }],
        notices: [
          {
            rowNumber: 2,
            problem: `turma “${turma}” é um erro da planilha; o doador aparece sem turma, fora da contagem por turma.`,
          },
        ],
      });
    },
  );

  // A class in any spelling, free text without digits and an empty cell are read without a word.
  test.each([
    ["T98", "T98", 1],
    ["Turma de 1998", "Turma de 1998", 1],
    ["ITA 98", "ITA 98", 1],
    ["T\u200B98\u200B", "T98", 1],
    ["Amigo do ITA", "Amigo do ITA", 0],
    ["Professor", "Professor", 0],
    ["-", "-", 0],
    ["", "", 0],
  ])("the turma %j is read as %j, silently", (turma, classLabel, counted) => {
    const { donors, notices } = parseDonors(
      `nome,turma,tipo\nAna,${turma},Patrono\n`,
    );
    expect(donors).toEqual([{ name: "Ana", classLabel, tier: "patrono" }]);
    expect(countDonorsByClass(donors)).toHaveLength(counted);
    expect(notices).toEqual([]);
  });

  test("a class after the latest one is listed, outside the class count, and named with its year", () => {
    const { donors, notices } = parseDonors(
      "nome,turma,tipo\nAna,T33,Doador\nBia,T32,Doador",
      new Date(2026, 10, 26),
    );
    expect(donors.map(({ classLabel }) => classLabel)).toEqual(["T33", "T32"]);
    expect(notices).toEqual([
      {
        rowNumber: 2,
        problem:
          "turma “T33” seria a que se forma em 2033, depois da última turma (2032); o doador aparece, mas fora da contagem por turma: confira a turma.",
      },
    ]);
  });

  test("each row of a turma that names no class is reported, on its row", () => {
    const csv = [
      "nome,turma,tipo",
      "Ana,AER 98,Doador",
      "Bia,T98,",
      "Caio,AER 98,Mecenas",
      "Davi,#N/A,",
    ].join("\n");
    expect(parseDonors(csv).notices).toEqual([
      {
        rowNumber: 2,
        problem: expect.stringContaining("turma “AER 98” não é"),
      },
      {
        rowNumber: 4,
        problem: expect.stringContaining("turma “AER 98” não é"),
      },
      {
        rowNumber: 4,
        problem:
          "tipo “Mecenas” não reconhecido; contado como Doador. Escreva “Patrono”, “Associado Benemérito”, “Associado” ou “Doador”.",
      },
      {
        rowNumber: 5,
        problem: expect.stringContaining("turma “#N/A” é um erro"),
      },
    ]);
  });

  test.each([
    ["Patrono*", "Se for Patrono, escreva só “Patrono”."],
    ["Patrono 2027", "Se for Patrono, escreva só “Patrono”."],
    ["1º Patrono", "Se for Patrono, escreva só “Patrono”."],
    [
      "Associada Benemérita 1/2",
      "Se for Associado Benemérito, escreva só “Associado Benemérito”.",
    ],
  ])(
    "a type %j with signs or numbers beside the tier is counted as Doador, and says what to write",
    (typeText, advice) => {
      const { donors, notices } = parseDonors(
        `nome,turma,tipo\nAna,T98,"${typeText}"`,
      );
      expect(donors.map((donor) => donor.tier)).toEqual(["doador"]);
      expect(notices).toEqual([
        {
          rowNumber: 2,
          problem: `tipo “${typeText}” tem sinais ou números além do tipo; contado como Doador. ${advice}`,
        },
      ]);
    },
  );

  test("a long sheet reads each spelling of a turma once per pass, not once per row", () => {
    const lines = ["nome,turma,tipo"];
    for (let index = 0; index < 20_000; index++) {
      const turma = ["T98", "Turma de 2005", "AER 98", "Amigo do ITA"][
        index % 4
      ];
      lines.push(`Pessoa ${index},${turma},Doador`);
    }
    vi.mocked(parseTurmaId).mockClear();
    vi.mocked(readClassId).mockClear();
    const { donors, notices } = parseDonors(lines.join("\n"));
    expect(donors).toHaveLength(20_000);
    expect(notices).toHaveLength(5_000);
    // Each of the 4 spellings: once read, once where repeated donors are looked for.
    expect(
      vi.mocked(parseTurmaId).mock.calls.length +
        vi.mocked(readClassId).mock.calls.length,
    ).toBe(8);
  });

  test("invisible characters around a name are dropped from the card", () => {
    expect(donorsOf("nome,turma\n\u200BAna Lima\u00AD,T98\n")).toEqual([
      { name: "Ana Lima", classLabel: "T98", tier: "doador" },
    ]);
  });

  // The same donor twice: shown once, as in the first row, and both rows named.
  test.each([
    [
      "the same row twice",
      ["Ana Lima,T98,Patrono", "Ana Lima,T98,Patrono"],
      "mesmo doador da linha 2 (“Ana Lima”, T98); mostrado uma vez.",
    ],
    [
      "the name in other case, accents and spacing",
      ["Ana Lúcia Lima,T98,Patrono", "ANA  LUCIA LIMA,T98,Patrono"],
      "mesmo doador da linha 2 (“Ana Lúcia Lima”, T98); mostrado uma vez.",
    ],
    [
      "the class in another spelling",
      ["Ana Lima,T98,Patrono", "Ana Lima,Turma de 1998,Patrono"],
      "mesmo doador da linha 2 (“Ana Lima”, T98); mostrado uma vez.",
    ],
    [
      "without a class",
      ["Ana Lima,,Patrono", "Ana Lima,,Patrono"],
      "mesmo doador da linha 2 (“Ana Lima”); mostrado uma vez.",
    ],
    [
      "under a lower type",
      ["Ana Lima,T98,Patrono", "Ana Lima,T98,Doador"],
      "mesmo doador da linha 2 (“Ana Lima”, T98); mostrado uma vez. Os tipos diferem; vale o mais alto, o da linha 2.",
    ],
    [
      "under a higher type, as a donor who gave more",
      ["Ana Lima,T98,Doador", "Ana Lima,T98,Patrono"],
      "mesmo doador da linha 2 (“Ana Lima”, T98); mostrado uma vez. Os tipos diferem; vale o mais alto, o da linha 3.",
    ],
  ])("%s is one donor", (_case, lines, problem) => {
    const { donors, notices } = parseDonors(
      ["nome,turma,tipo", ...lines].join("\n"),
    );
    expect(donors).toHaveLength(1);
    expect(donors[0]?.tier).toBe("patrono");
    expect(notices).toEqual([{ rowNumber: 3, problem }]);
  });

  test.each([
    ["another class", ["Ana Lima,T98,", "Ana Lima,T99,"]],
    ["another name", ["Ana Lima,T98,", "Ana Lima Souza,T98,"]],
    ["an anonymous gift", ["Anônimo,T98,", "anonimo,T98,"]],
    ["an anonymous donation", ["Doação anônima,T98,", "Doação anônima,T98,"]],
  ])("the same name in %s is another donor", (_case, lines) => {
    const { donors, notices } = parseDonors(
      ["nome,turma,tipo", ...lines].join("\n"),
    );
    expect(donors).toHaveLength(2);
    expect(notices).toEqual([]);
  });

  // Perhaps one person, typed once with the class and once without: listed twice, and named.
  test.each([
    [
      "with a class, then without",
      ["Ana Lima,T98,Patrono", "ana lima,,Doador"],
      "mesmo nome da linha 2 (“Ana Lima”, T98), uma linha com turma e a outra sem; listado duas vezes. Se for a mesma pessoa, escreva a turma nas duas linhas ou apague uma delas.",
    ],
    [
      "without a class, then with",
      ["Ana Lima,,Doador", "Ana Lima,Turma de 1998,Patrono"],
      "mesmo nome da linha 2 (“Ana Lima”), uma linha com turma e a outra sem; listado duas vezes. Se for a mesma pessoa, escreva a turma nas duas linhas ou apague uma delas.",
    ],
  ])(
    "the same name %s is listed twice and reported",
    (_case, lines, problem) => {
      const { donors, notices } = parseDonors(
        ["nome,turma,tipo", ...lines].join("\n"),
      );
      expect(donors).toHaveLength(2);
      expect(notices).toEqual([{ rowNumber: 3, problem }]);
    },
  );

  test.each([
    ["Valor", "D “Valor”"],
    ["Valor doado (R$)", "D “Valor doado (R$)”"],
    ["value", "D “value”"],
  ])(
    "an amount column headed %j is named as not read: the type column decides the tier",
    (header, column) => {
      const csv = `nome,turma,tipo,${header}\nAna,T98,Doador,"R$ 2.000.000,00"\n`;
      expect(parseDonors(csv)).toEqual({
        donors: [{ name: "Ana", classLabel: "T98", tier: "doador" }],
        notices: [
          {
            rowNumber: 1,
            problem: `a coluna ${column} não é lida: cada doador aparece na faixa que a coluna de tipo diz, seja qual for o valor.`,
          },
        ],
      });
    },
  );

  test("anonymous gifts with and without a class are not reported", () => {
    const csv = "nome,turma,tipo\nAnônimo,T98,\nAnônimo,,\n";
    expect(parseDonors(csv).notices).toEqual([]);
  });

  // A tier typed once over a merged range comes out as one typed cell and empty ones.
  test.each([
    [
      "below a Patrono, each empty row",
      ["Ana,T98,Patrono", "Beto,T72,", "Carla,T85,"],
      [3, 4],
    ],
    ["below an Associado", ["Ana,T98,Associado", "Beto,T72,"], [3]],
    ["below a Doador, none", ["Ana,T98,Doador", "Beto,T72,"], []],
    ["at the top, none", ["Beto,T72,", "Ana,T98,Patrono"], []],
    [
      "after a typed Doador, none",
      ["Ana,T98,Patrono", "Beto,T72,Doador", "Carla,T85,"],
      [],
    ],
  ])("an empty type %s is reported", (_case, lines, rows) => {
    const { donors, notices } = parseDonors(
      ["nome,turma,tipo", ...lines].join("\n"),
    );
    expect(notices.map(({ rowNumber }) => rowNumber)).toEqual(rows);
    expect(notices.map(({ problem }) => problem)).toEqual(
      rows.map(
        () =>
          `tipo vazio abaixo de um “${lines[0]?.split(",")[2]}” (células mescladas?); contado como Doador. Escreva o tipo em cada linha.`,
      ),
    );
    expect(donors.filter(({ name }) => name === "Beto")[0]?.tier).toBe(
      "doador",
    );
  });

  test("the sheet's notices come in row order, the header's first", () => {
    const csv = "nome\u200B,turma,tipo\nAna,T98,Mecenas\n,T97,\n";
    expect(parseDonors(csv).notices.map(({ rowNumber }) => rowNumber)).toEqual([
      1, 2, 3,
    ]);
  });

  test.each([
    ["a missing name column", "turma,tipo\nT98,Patrono\n"],
    ["a missing turma column", "nome,tipo\nAna,Patrono\n"],
  ])("rejects %s", (_case, csv) => {
    expect(() => parseDonors(csv)).toThrow(CsvFormatError);
  });
});

describe("groupDonorsByTier", () => {
  const donor = (name: string, tier: Donor["tier"]): Donor => ({
    name,
    classLabel: "T98",
    tier,
  });

  test.each([
    [
      "every tier, highest first, sheet order kept",
      [
        donor("D1", "doador"),
        donor("P1", "patrono"),
        donor("A1", "associado"),
        donor("B1", "associado-benemerito"),
        donor("P2", "patrono"),
        donor("D2", "doador"),
      ],
      [
        ["patrono", ["P1", "P2"]],
        ["associado-benemerito", ["B1"]],
        ["associado", ["A1"]],
        ["doador", ["D1", "D2"]],
      ],
    ],
    [
      "tiers without donors left out",
      [donor("D1", "doador"), donor("P1", "patrono")],
      [
        ["patrono", ["P1"]],
        ["doador", ["D1"]],
      ],
    ],
    ["no donors at all", [], []],
  ])("%s", (_case, donors, expected) => {
    expect(
      groupDonorsByTier(donors).map((group) => [
        group.tier,
        group.donors.map((d) => d.name),
      ]),
    ).toEqual(expected);
  });
});

describe("countDonorsByClass", () => {
  const donorsIn = (...classLabels: string[]): Donor[] =>
    classLabels.map((classLabel, index) => ({
      name: `Pessoa ${index}`,
      classLabel,
      tier: "doador",
    }));

  test.each([
    [
      "most donors first, ties in first-seen order",
      donorsIn("T05", "T98", "T98", "T12", "T98", "T12"),
      [
        ["T98", 3],
        ["T12", 2],
        ["T05", 1],
      ],
    ],
    [
      "the same class however it is typed",
      donorsIn("T98", "t98", "1998", "Turma de 1998"),
      [["T98", 4]],
    ],
    [
      "donors without a class not counted",
      donorsIn("", "Amigo do ITA", "T05"),
      [["T05", 1]],
    ],
    ["no donors", [], []],
  ] satisfies Array<[string, Donor[], Array<[string, number]>]>)(
    "%s",
    (_case, donors, expected) => {
      expect(
        countDonorsByClass(donors).map((entry) => [
          entry.turmaId,
          entry.donorCount,
        ]),
      ).toEqual(expected);
    },
  );
});

// Reading the donors sheet, apart from ./donors so that a page that only groups donors by tier
// does not load the CSV parser. A sheet without a type column lists everyone as Doador, and says
// so once; a column under another header whose values look like tiers is named, never read.
import { latestClassYear, readClassId } from "../lib/class-id";
import { amountColumn } from "./class-totals-sheet";
import { type ColumnSpec, type OtherColumn, parseCsvTable } from "./csv";
import {
  DONOR_TIERS,
  type Donor,
  type DonorTier,
  matchDonorTier,
  TIER_IN_SHEET,
  tierBesideSigns,
} from "./donors";
import { showInvisible, visibleText } from "../lib/invisible-characters";
import { normalizeText } from "../lib/normalize-text";
import {
  ANONYMOUS,
  firstRows,
  namesakeProblem,
  repeatedDonor,
} from "./repeated-donors";
import { describeColumn, isHeaderOf, listed } from "./sheet-columns";
import { formatDecimal } from "../lib/money";
import { futureClassNotice, quote, type RowNotice } from "./sheet-notices";

const donorColumns = {
  name: {
    aliases: ["nome", "name"],
    alsoAccepted: ["nome completo", "nome do doador", "nome do(a) doador(a)"],
    isRequired: true,
  },
  turma: {
    aliases: ["turma"],
    alsoAccepted: ["turma de formatura"],
    isRequired: true,
  },
  type: {
    aliases: ["tipo", "type"],
    alsoAccepted: [
      "categoria",
      "categoria de doador",
      "tipo de doador",
      "nível",
      "tier",
      "faixa",
    ],
    isRequired: false,
  },
} satisfies Record<string, ColumnSpec>;

/** A cell as read: the value a donor gets from it, and what the officer should know, if anything. */
type ReadCell<T> = { value: T; problem?: string };

/**
 * The donors sheet (CSV) → donors in sheet order, each once, and the rows an officer should look
 * at: a missing type column (everyone a Doador), rows without a name (skipped: no visible
 * character, a spreadsheet error such as "#REF!", only dashes, dots or question marks), types no
 * tier matches (counted as Doador), a turma with digits that names no class (listed, outside the
 * class's count), and a donor listed again (same name and class, shown once).
 */
export function parseDonors(
  csvText: string,
  today: Date = new Date(),
): {
  donors: Donor[];
  notices: RowNotice[];
} {
  const table = parseCsvTable(csvText, donorColumns);
  const donors: Donor[] = [];
  const notices: RowNotice[] = [...table.notices];
  if (table.absentColumns.includes("type")) {
    notices.push({
      rowNumber: table.headerRowNumber,
      problem: missingTypeProblem(table.otherColumns),
    });
  }
  const amounts = table.otherColumns.find(({ header }) =>
    isHeaderOf(header, amountColumn),
  );
  if (amounts) {
    notices.push({
      rowNumber: table.headerRowNumber,
      problem: `a coluna ${describeColumn(amounts.index, amounts.header)} não é lida: cada doador aparece na faixa que a coluna de tipo diz, seja qual for o valor.`,
    });
  }
  const seenBefore = firstRows();
  // A sheet of thousands of rows spells its types and classes a few ways: each spelling is read
  // once.
  const typeOf = readOnce(readType);
  const turmaOf = readOnce((turma) => readTurma(turma, today));
  // The nearest type typed above: an empty cell below a higher tier may be a merged cell.
  let typeAbove: { text: string; tier: DonorTier } | undefined;
  for (const row of table.rows) {
    const fullName = unbracketedAnonymous(visibleText(row.name));
    const name = shortenedName(fullName);
    if (name !== fullName) {
      notices.push({
        rowNumber: row.rowNumber,
        problem: `nome com ${formatDecimal([...fullName].length, 0)} caracteres; o cartão mostra só os primeiros ${MAX_NAME_LENGTH}. Confira a célula.`,
      });
    }
    const nameProblem =
      name === "" ? namelessProblem(row.name) : notANameProblem(name);
    if (nameProblem) {
      // A class or a type beside it: a gift whose giver was left out, or chose not to be named.
      const isGift =
        visibleText(row.turma) !== "" || visibleText(row.type) !== "";
      notices.push({
        rowNumber: row.rowNumber,
        problem: isGift ? `${nameProblem} ${ANONYMOUS_ADVICE}` : nameProblem,
      });
      continue;
    }
    const turma = turmaOf(row.turma);
    if (turma.problem) {
      notices.push({ rowNumber: row.rowNumber, problem: turma.problem });
    }
    const type = typeOf(row.type);
    if (type.problem) {
      notices.push({ rowNumber: row.rowNumber, problem: type.problem });
    }
    if (row.type !== "") typeAbove = { text: row.type, tier: type.value };
    else if (typeAbove && typeAbove.tier !== "doador") {
      notices.push({
        rowNumber: row.rowNumber,
        problem: `tipo vazio abaixo de um ${quote(typeAbove.text)} (células mescladas?); contado como Doador. Escreva o tipo em cada linha.`,
      });
    }
    const donor: Donor = { name, classLabel: turma.value, tier: type.value };
    const { first, namesake } = seenBefore(donor, row.rowNumber);
    if (first) {
      notices.push({
        rowNumber: row.rowNumber,
        problem: repeatedDonor(first, donor, row.rowNumber),
      });
      continue;
    }
    if (namesake) {
      notices.push({
        rowNumber: row.rowNumber,
        problem: namesakeProblem(namesake),
      });
    }
    donors.push(donor);
  }
  return { donors, notices: notices.sort((a, b) => a.rowNumber - b.rowNumber) };
}

/** `read`, remembering what it answered for each cell text. */
function readOnce<T>(read: (cell: string) => T): (cell: string) => T {
  const readings = new Map<string, T>();
  return (cell) => {
    let reading = readings.get(cell);
    if (reading === undefined) {
      reading = read(cell);
      readings.set(cell, reading);
    }
    return reading;
  };
}

function missingTypeProblem(otherColumns: OtherColumn[]): string {
  const problem = `nenhuma coluna de tipo (${listed(donorColumns.type.aliases.map(quote), "ou")}) no cabeçalho; todos os doadores listados como Doador.`;
  const tierColumn = otherColumns.find(({ cells }) => holdsTiers(cells()));
  return tierColumn
    ? `${problem} A coluna ${describeColumn(tierColumn.index, tierColumn.header)} parece trazer os tipos: renomeie-a para ${quote("Tipo")}.`
    : problem;
}

/** Most of the filled cells name a tier. */
function holdsTiers(cells: string[]): boolean {
  const filled = cells.filter((cell) => visibleText(cell) !== "");
  const tiers = filled.filter((cell) => matchDonorTier(cell) !== null);
  return tiers.length > filled.length / 2;
}

// Error values a formula leaves in a cell, as Google Sheets and Excel write them in English and
// in Portuguese (Brazil and Portugal); compared as errorKey leaves them.
const SPREADSHEET_ERRORS = new Set(
  [
    "#N/A",
    "#REF!",
    "#VALUE!",
    "#NAME?",
    "#DIV/0!",
    "#ERROR!",
    "#NULL!",
    "#NUM!",
    "#SPILL!",
    "#CALC!",
    "#FIELD!",
    "#BLOCKED!",
    "#BUSY!",
    "#CONNECT!",
    "#EXTERNAL!",
    "#UNKNOWN!",
    "#PYTHON!",
    "#GETTING_DATA",
    "#N/D",
    "#VALOR!",
    "#NOME?",
    "#ERRO!",
    "#NULO!",
    "#NÚM!",
    "#DESPEJAR!",
    "#DERRAMAR!",
    "#CAMPO!",
    "#BLOQUEADO!",
    "#OCUPADO!",
    "#CONECTAR!",
    "#EXTERNO!",
    "#DESCONHECIDO!",
    "#OBTENDO_DADOS",
  ].map(errorKey),
);

/** An error value as compared: no case, accents, spaces, "!" or "?" ("#Núm !" → "#num"). */
function errorKey(text: string): string {
  return normalizeText(text).replace(/[\s!?]/g, "");
}

/** The text is an error value of the spreadsheet ("#REF!", "#N/A", "#VALOR!"), not data. */
function isSpreadsheetError(text: string): boolean {
  return text.startsWith("#") && SPREADSHEET_ERRORS.has(errorKey(text));
}

// What stands where a name is missing: dashes, dots, ellipses, question marks, underscores, and
// the abbreviations and words for "not given" ("N/A", "N/D", "S/N", "sem nome", "não informado").
const PLACEHOLDER = /^[\p{Pd}\u2212.\u2026\u00B7?\u00BF_\s]+$/u;
const NOT_GIVEN =
  /^(?:n\s*[/.]?\s*[ad]\.?|s\s*\/\s*n|sem nome|nao (?:informado|consta)|null|none)$/;

/** "N/A", "Sem nome", "Não informado": words for a name not given. Short, so long names skip it. */
function isNotGiven(name: string): boolean {
  return name.length <= 16 && NOT_GIVEN.test(normalizeText(name));
}

const ANONYMOUS_ADVICE =
  "Se foi uma doação anônima, escreva “Anônimo” no nome: ela entra na contagem da turma sem nome.";

/** The longest name a card shows: well above any person's or family's, far below a pasted text. */
const MAX_NAME_LENGTH = 120;

/** A name cut at MAX_NAME_LENGTH characters, with an ellipsis, when it is longer. */
function shortenedName(name: string): string {
  // Code units are never fewer than characters: most names are counted no further.
  if (name.length <= MAX_NAME_LENGTH) return name;
  const characters = [...name];
  return characters.length > MAX_NAME_LENGTH
    ? `${characters.slice(0, MAX_NAME_LENGTH).join("").trimEnd()}…`
    : name;
}

/** "(anônimo)", "[Anônima]" → "Anônimo", "Anônima": an anonymous gift typed in brackets. */
function unbracketedAnonymous(name: string): string {
  const inner = /^[([](.*)[)\]]$/u.exec(name)?.[1]?.trim();
  if (inner === undefined || !ANONYMOUS.test(normalizeText(inner))) return name;
  return inner.charAt(0).toUpperCase() + inner.slice(1);
}

/** Why a visible name is no donor's name (a spreadsheet error, a placeholder), if it is not. */
function notANameProblem(name: string): string | undefined {
  if (isSpreadsheetError(name)) {
    return `nome ${quote(name)} é um erro da planilha, não um nome; linha ignorada.`;
  }
  if (PLACEHOLDER.test(name) || isNotGiven(name)) {
    return `nome ${quote(name)} não é um nome; linha ignorada.`;
  }
  return undefined;
}

/** The type cell → the donor's tier, and why it is Doador when the cell names no tier. */
function readType(typeText: string): ReadCell<DonorTier> {
  const tier = matchDonorTier(typeText);
  if (tier) return { value: tier };
  if (typeText === "") return { value: "doador" };
  const meant = tierBesideSigns(typeText);
  const problem = isSpreadsheetError(visibleText(typeText))
    ? `tipo ${quote(typeText)} é um erro da planilha; contado como Doador.`
    : meant
      ? `tipo ${quote(typeText)} tem sinais ou números além do tipo; contado como Doador. Se for ${TIER_IN_SHEET[meant]}, escreva só ${quote(TIER_IN_SHEET[meant])}.`
      : `tipo ${quote(typeText)} não reconhecido; contado como Doador. Escreva ${listed(
          DONOR_TIERS.map((tier) => quote(TIER_IN_SHEET[tier])),
          "ou",
        )}.`;
  return { value: "doador", problem };
}

/**
 * The turma cell → the class label the card shows: as typed, without invisible characters.
 * A turma that names no class leaves the donor out of the class's count: free text ("Amigo do
 * ITA") is a donor who is no alumnus, but digits ("AER 98", "T985") are a class typed wrong, and a
 * spreadsheet error ("#N/A") is no turma at all (the card shows none): both are reported.
 */
function readTurma(turma: string, today: Date): ReadCell<string> {
  const classLabel = visibleText(turma);
  if (isSpreadsheetError(classLabel)) {
    return {
      value: "",
      problem: `turma ${quote(classLabel)} é um erro da planilha; o doador aparece sem turma, fora da contagem por turma.`,
    };
  }
  const classId = readClassId(classLabel);
  const latestYear = latestClassYear(today);
  if ((classId && classId.year <= latestYear) || !/\p{Nd}/u.test(classLabel)) {
    return { value: classLabel };
  }
  if (classId) {
    return {
      value: classLabel,
      problem: `${futureClassNotice(classLabel, classId.year, latestYear)}; o doador aparece, mas fora da contagem por turma: confira a turma.`,
    };
  }
  return {
    value: classLabel,
    problem: `turma ${quote(classLabel)} não é uma turma (escreva T98, 1998 ou Turma de 1998); o doador aparece, mas fora da contagem por turma.`,
  };
}

function namelessProblem(cell: string): string {
  return cell === ""
    ? "sem nome; linha ignorada."
    : `nome só com caracteres invisíveis (${quote(showInvisible(cell))}); linha ignorada.`;
}

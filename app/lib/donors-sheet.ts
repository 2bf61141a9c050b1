// Reading the donors sheet, apart from ./donors so that a page that only groups donors by tier
// does not load the CSV parser. A sheet without a type column lists everyone as Doador, and says
// so once; a column under another header whose values look like tiers is named, never read.
import { type ColumnSpec, type OtherColumn, parseCsvTable } from "./csv";
import { type Donor, type DonorTier, matchDonorTier } from "./donors";
import { removeInvisible, showInvisible } from "./invisible-characters";
import { firstRows, repeatedDonorProblem } from "./repeated-donors";
import { describeColumn, listed, spellings } from "./sheet-columns";
import { quote, type RowNotice } from "./sheet-notices";

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

/**
 * The donors sheet (CSV) → donors in sheet order, each once, and the rows an officer should look
 * at: a missing type column (everyone a Doador), rows without a visible name (skipped), types no
 * tier matches (counted as Doador), and a donor listed again (same name and class, shown once).
 */
export function parseDonors(csvText: string): {
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
  const firstRowOf = firstRows();
  // A sheet of thousands of rows spells its types a few ways: each spelling is matched once.
  const tierOfType = new Map<string, DonorTier | null>();
  for (const row of table.rows) {
    const name = removeInvisible(row.name).trim();
    if (name === "") {
      notices.push({
        rowNumber: row.rowNumber,
        problem: namelessProblem(row.name),
      });
      continue;
    }
    let tier = tierOfType.get(row.type);
    if (tier === undefined) {
      tier = matchDonorTier(row.type);
      tierOfType.set(row.type, tier);
    }
    if (!tier && row.type !== "") {
      notices.push({
        rowNumber: row.rowNumber,
        problem: `tipo ${quote(row.type)} não reconhecido; contado como Doador.`,
      });
    }
    const donor: Donor = {
      name,
      classLabel: row.turma,
      tier: tier ?? "doador",
    };
    const first = firstRowOf(donor, row.rowNumber);
    if (first) {
      notices.push({
        rowNumber: row.rowNumber,
        problem: repeatedDonorProblem(first, donor),
      });
      continue;
    }
    donors.push(donor);
  }
  return { donors, notices: notices.sort((a, b) => a.rowNumber - b.rowNumber) };
}

function missingTypeProblem(otherColumns: OtherColumn[]): string {
  const problem = `nenhuma coluna de tipo (${listed(spellings(donorColumns.type).map(quote), "ou")}) na primeira linha; todos os doadores listados como Doador.`;
  const tierColumn = otherColumns.find(({ cells }) => holdsTiers(cells));
  return tierColumn
    ? `${problem} A coluna ${describeColumn(tierColumn.index, tierColumn.header)} parece trazer os tipos: renomeie-a para ${quote("Tipo")}.`
    : problem;
}

/** Most of the filled cells name a tier. */
function holdsTiers(cells: string[]): boolean {
  const filled = cells.filter((cell) => removeInvisible(cell).trim() !== "");
  const tiers = filled.filter((cell) => matchDonorTier(cell) !== null);
  return tiers.length > filled.length / 2;
}

function namelessProblem(cell: string): string {
  return cell === ""
    ? "sem nome; linha ignorada."
    : `nome só com caracteres invisíveis (${quote(showInvisible(cell))}); linha ignorada.`;
}

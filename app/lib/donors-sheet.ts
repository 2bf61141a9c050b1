// Reading the donors sheet, apart from ./donors so that a page that only groups donors by tier
// does not load the CSV parser.
import { type ColumnSpec, parseCsvTable } from "./csv";
import { type Donor, type DonorTier, matchDonorTier } from "./donors";
import { removeInvisible, showInvisible } from "./invisible-characters";
import { firstRows, repeatedDonorProblem } from "./repeated-donors";
import { quote, type RowNotice } from "./sheet-notices";

const donorColumns = {
  name: { aliases: ["nome", "name"], isRequired: true },
  turma: { aliases: ["turma"], isRequired: true },
  type: { aliases: ["tipo", "type"], isRequired: false },
} satisfies Record<string, ColumnSpec>;

/**
 * The donors sheet (CSV) → donors in sheet order, each once, and the rows an officer should look
 * at: rows without a visible name (skipped), types no tier matches (counted as Doador), and a
 * donor listed again (same name and class, shown once).
 */
export function parseDonors(csvText: string): {
  donors: Donor[];
  notices: RowNotice[];
} {
  const table = parseCsvTable(csvText, donorColumns);
  const donors: Donor[] = [];
  const notices: RowNotice[] = [...table.notices];
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

function namelessProblem(cell: string): string {
  return cell === ""
    ? "sem nome; linha ignorada."
    : `nome só com caracteres invisíveis (${quote(showInvisible(cell))}); linha ignorada.`;
}

// A donor typed twice in the donors sheet (a gift recorded again, a row copied) is shown once.
import { parseTurmaId } from "./class-id";
import { DONOR_TIERS, type Donor } from "./donors";
import { normalizeText } from "./normalize-text";
import { quote } from "./sheet-notices";

/** Where a donor first appears, and which of their rows gave the tier they are listed under. */
type FirstRow = { rowNumber: number; donor: Donor; tierRowNumber: number };

/**
 * Remembers where each donor first appears, and answers it for a donor seen before: the same
 * person in the same class, whatever the case, accents and spaces of the name and however the
 * class is typed. Anonymous donors are each their own. A sheet lists thousands of donors in a hundred classes: each class label is
 * read once, and names are compared within their class.
 */
export function firstRows(): (
  donor: Donor,
  rowNumber: number,
) => FirstRow | undefined {
  const classKeys = new Map<string, string>();
  const byClass = new Map<string, Map<string, FirstRow>>();
  return (donor, rowNumber) => {
    if (ANONYMOUS.test(foldedName(donor.name))) return undefined;
    let classKey = classKeys.get(donor.classLabel);
    if (classKey === undefined) {
      classKey =
        parseTurmaId(donor.classLabel) ?? normalizeText(donor.classLabel);
      classKeys.set(donor.classLabel, classKey);
    }
    let classDonors = byClass.get(classKey);
    if (!classDonors) byClass.set(classKey, (classDonors = new Map()));
    const name = foldedName(donor.name);
    const first = classDonors.get(name);
    if (!first)
      classDonors.set(name, { rowNumber, donor, tierRowNumber: rowNumber });
    return first;
  };
}

/**
 * Remembers each name's first row with a class and without one, and answers, for a donor whose
 * name was seen before on a row that has a class where theirs has none (or the reverse), that
 * row: perhaps one person typed twice, who is listed twice. Names in two classes are two people.
 */
export function namesakes(): (
  donor: Donor,
  rowNumber: number,
) => FirstRow | undefined {
  const seen = new Map<string, { withClass?: FirstRow; without?: FirstRow }>();
  return (donor, rowNumber) => {
    const name = foldedName(donor.name);
    if (ANONYMOUS.test(name)) return undefined;
    let rows = seen.get(name);
    if (!rows) seen.set(name, (rows = {}));
    const row = { rowNumber, donor, tierRowNumber: rowNumber };
    if (donor.classLabel === "") {
      rows.without ??= row;
      return rows.withClass;
    }
    rows.withClass ??= row;
    return rows.without;
  };
}

/** A row's donor has the name of `first`'s, and one of the two rows has a class. */
export function namesake(first: FirstRow): string {
  return `mesmo nome da linha ${first.rowNumber} (${who(first.donor)}), uma linha com turma e a outra sem; listado duas vezes. Se for a mesma pessoa, escreva a turma nas duas linhas ou apague uma delas.`;
}

function who(donor: Donor): string {
  return `${quote(donor.name)}${donor.classLabel ? `, ${donor.classLabel}` : ""}`;
}

// "Anônimo", "Anônima", "Doador anônimo", "Doação anônima": many people, never one typed twice.
const ANONYMOUS = /^(?:(?:doador|doadora|doacao) )?anonim[oa]s?$/;

// Lighter than normalizeText, which would cost more than the rest of reading a long sheet.
const PLAIN_ASCII = /^[\x20-\x7e]*$/;
const COMBINING_MARKS = /[\u0300-\u036f]/g;

function foldedName(name: string): string {
  const lower = name.toLowerCase();
  const unaccented = PLAIN_ASCII.test(lower)
    ? lower
    : lower.normalize("NFD").replace(COMBINING_MARKS, "");
  return unaccented.replace(/\s+/g, " ");
}

/**
 * Row `rowNumber` repeats `first`'s donor: the donor, listed once, keeps the higher tier of the
 * two (a donor who gave more is often typed again below), and the notice says which row's stands.
 */
export function repeatedDonor(
  first: FirstRow,
  again: Donor,
  rowNumber: number,
): string {
  let tierNote = "";
  if (again.tier !== first.donor.tier) {
    if (
      DONOR_TIERS.indexOf(again.tier) < DONOR_TIERS.indexOf(first.donor.tier)
    ) {
      first.donor.tier = again.tier;
      first.tierRowNumber = rowNumber;
    }
    tierNote = ` Os tipos diferem; vale o mais alto, o da linha ${first.tierRowNumber}.`;
  }
  return `mesmo doador da linha ${first.rowNumber} (${who(first.donor)}); mostrado uma vez.${tierNote}`;
}

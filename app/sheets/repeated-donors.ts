// A donor typed twice in the donors sheet (a gift recorded again, a row copied) is shown once.
import { parseTurmaId } from "../lib/class-id";
import { DONOR_TIERS, type Donor } from "./donors";
import { normalizeText } from "../lib/normalize-text";
import { quote } from "./sheet-notices";

/** Where a donor first appears, and which of their rows gave the tier they are listed under. */
type FirstRow = { rowNumber: number; donor: Donor; tierRowNumber: number };

/** A donor seen before: the same person's first row, or a namesake's that may be theirs. */
type SeenBefore = { first?: FirstRow; namesake?: FirstRow };

/**
 * Remembers where each donor first appears, and answers, for a donor seen before, that row: the
 * same person in the same class, whatever the case, accents and spaces of the name and however
 * the class is typed. Otherwise it answers the first row with the same name where one of the two
 * rows has a class and the other none: perhaps one person, listed twice. Names in two classes are
 * two people, and anonymous donors are each their own. A sheet lists thousands of donors in a
 * hundred classes: each class label is read once, and names are compared within their class.
 */
export function firstRows(): (donor: Donor, rowNumber: number) => SeenBefore {
  const classKeys = new Map<string, string>();
  const byClass = new Map<string, Map<string, FirstRow>>();
  const byName = new Map<
    string,
    { withClass?: FirstRow; without?: FirstRow }
  >();
  return (donor, rowNumber) => {
    const name = foldedName(donor.name);
    if (ANONYMOUS.test(name)) return {};
    let classKey = classKeys.get(donor.classLabel);
    if (classKey === undefined) {
      classKey =
        parseTurmaId(donor.classLabel) ?? normalizeText(donor.classLabel);
      classKeys.set(donor.classLabel, classKey);
    }
    let classDonors = byClass.get(classKey);
    if (!classDonors) byClass.set(classKey, (classDonors = new Map()));
    const first = classDonors.get(name);
    if (first) return { first };
    const row = { rowNumber, donor, tierRowNumber: rowNumber };
    classDonors.set(name, row);
    let named = byName.get(name);
    if (!named) byName.set(name, (named = {}));
    if (donor.classLabel === "") {
      named.without ??= row;
      return { namesake: named.withClass };
    }
    named.withClass ??= row;
    return { namesake: named.without };
  };
}

/** A row's donor has the name of `first`'s, and one of the two rows has a class. */
export function namesakeProblem(first: FirstRow): string {
  return `mesmo nome da linha ${first.rowNumber} (${who(first.donor)}), uma linha com turma e a outra sem; listado duas vezes. Se for a mesma pessoa, escreva a turma nas duas linhas ou apague uma delas.`;
}

function who(donor: Donor): string {
  return `${quote(donor.name)}${donor.classLabel ? `, ${donor.classLabel}` : ""}`;
}

// "Anônimo", "Anônima", "Doador anônimo", "Doação anônima": many people, never one typed twice.
export const ANONYMOUS = /^(?:(?:doador|doadora|doacao) )?anonim[oa]s?$/;

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

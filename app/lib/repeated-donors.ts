// A donor typed twice in the donors sheet (a gift recorded again, a row copied) is shown once.
import { parseTurmaId } from "./class-id";
import type { Donor } from "./donors";
import { normalizeText } from "./normalize-text";
import { quote } from "./sheet-notices";

type FirstRow = { rowNumber: number; donor: Donor };

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
    if (!first) classDonors.set(name, { rowNumber, donor });
    return first;
  };
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

/** Why a row is not shown: the donor of an earlier row, and whether their types differ. */
export function repeatedDonorProblem(first: FirstRow, again: Donor): string {
  const who = `${quote(first.donor.name)}${first.donor.classLabel ? `, ${first.donor.classLabel}` : ""}`;
  const tierNote =
    again.tier === first.donor.tier
      ? ""
      : ` Os tipos diferem; vale o da linha ${first.rowNumber}.`;
  return `mesmo doador da linha ${first.rowNumber} (${who}); mostrado uma vez.${tierNote}`;
}

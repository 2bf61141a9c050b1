import { parseTurmaId } from "../lib/class-id";
import { type ClassTotal, type UnreadRow, unreadRowsOf } from "./class-totals";
import type { Donor } from "./donors";
import { APOSTROPHES, normalizeText } from "../lib/normalize-text";

/** A donor as the directory lists and searches it. */
export type ListedDonor = Donor & {
  /** The donor's row order in the sheet: a stable key for the page's lists. */
  id: number;
  /** The class the turma cell names ("T98"), or null ("Amigo do ITA", empty). */
  turmaId: string | null;
  /** Name, turma as typed and class id, compared loosely (see searchable). */
  searchText: string;
};

/** What a search or a class choice shows about one class. */
export type ClassView = {
  turmaId: string;
  donors: ListedDonor[];
  /** R$ mil from the classes sheet; undefined when the class has no row read there. */
  donatedThousands: number | undefined;
  /** The class's rows whose money was left out: what it gave is more than donatedThousands. */
  unreadRows: number[];
};

// pt-BR alphabetical order, where "Álvaro" sits with "Alvaro" and case does not count.
const byName = new Intl.Collator("pt-BR", { sensitivity: "base" });

/**
 * Text as the search compares it: no accents, lower case, no apostrophes, one space between
 * words.
 */
export function searchable(text: string): string {
  return normalizeText(text.replace(APOSTROPHES, "")).replace(/\s+/g, " ");
}

/** The sheet's donors, in pt-BR alphabetical order of their names, ready to search. */
export function listDonors(donors: Donor[]): ListedDonor[] {
  return donors
    .map((donor, id) => {
      const turmaId = parseTurmaId(donor.classLabel);
      return {
        ...donor,
        id,
        turmaId,
        searchText: searchable(
          `${donor.name} ${donor.classLabel} ${turmaId ?? ""}`,
        ),
      };
    })
    .sort((a, b) => byName.compare(a.name, b.name));
}

/**
 * The donors a search finds: those whose name, turma or class id hold every word typed, in any
 * case and with or without accents ("joao t98" finds "João Prado, T98"). An empty search finds all.
 */
export function findDonors(
  donors: ListedDonor[],
  query: string,
): ListedDonor[] {
  const words = searchable(query).split(" ").filter(Boolean);
  if (words.length === 0) return donors;
  return donors.filter((donor) =>
    words.every((word) => donor.searchText.includes(word)),
  );
}

/**
 * One class: its donors (in the directory's order), what the classes sheet says it gave, and
 * the rows of its gifts the sheet could not read.
 */
export function viewClass(
  turmaId: string,
  donors: ListedDonor[],
  classTotals: ClassTotal[],
  unreadRows: UnreadRow[],
): ClassView {
  return {
    turmaId,
    donors: donors.filter((donor) => donor.turmaId === turmaId),
    donatedThousands: classTotals.find(
      (classTotal) => classTotal.turmaId === turmaId,
    )?.donatedThousands,
    unreadRows: unreadRowsOf(unreadRows, turmaId),
  };
}

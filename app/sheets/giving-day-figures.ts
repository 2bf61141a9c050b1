// A giving day's figures: the sheets as they stand now, compared with the sheets as they stood
// when the day started. Both are typed by hand, so a row may be retyped, corrected or removed
// during the day; the figures count only what was added.
import { classYear, parseTurmaId } from "~/lib/class-id";
import { formatDonationAmount, formatLargeReais } from "~/lib/money";
import type { ClassTotal } from "./class-totals";
import { searchable } from "./donor-directory";
import type { Donor } from "./donors";

/** The two sheets read at one instant. */
export type SheetsAt = { donors: Donor[]; classTotals: ClassTotal[] };

/** A class in the day's rankings. */
export type ClassOfTheDay = {
  turmaId: string;
  classYear: number;
  /** Rows of the class added to the donors sheet during the day. */
  donorsToday: number;
  /** What the class's total in the classes sheet grew by during the day, in reais and centavos. */
  givenTodayReais: number;
};

export type DayFigures = {
  /** What the classes gave during the day, in reais and centavos. */
  givenReais: number;
  /** Rows added to the donors sheet during the day, with a class or without one. */
  donors: number;
  /** Classes with donors today: most donors first. */
  byParticipation: ClassOfTheDay[];
  /** Classes that gave today: largest amount first. */
  byAmount: ClassOfTheDay[];
  /** What the officer should check: class totals that went down or disappeared during the day. */
  notices: string[];
};

/**
 * The day's figures from the sheets at its start and now. A donor today is a row of the donors
 * sheet beyond those at the start, counted as a multiset by name (in any case, accents and
 * spacing) and class: two "Anônimo" rows of T98 at the start and three now are one new donor of
 * T98, and a row removed during the day takes none away. What a class gave today is how much its
 * total grew; a class added during the day gave all of it, and a total that went down or
 * disappeared counts nothing, with a notice, since the day cannot tell a correction from a gift.
 */
export function dayFigures(atStart: SheetsAt, now: SheetsAt): DayFigures {
  const newDonors = donorsAdded(atStart.donors, now.donors);
  const donorsByClass = new Map<string, number>();
  for (const donor of newDonors) {
    const turmaId = parseTurmaId(donor.classLabel);
    if (turmaId)
      donorsByClass.set(turmaId, (donorsByClass.get(turmaId) ?? 0) + 1);
  }
  const { givenCents, notices } = givenByClass(
    atStart.classTotals,
    now.classTotals,
  );
  const years = new Map(
    [...atStart.classTotals, ...now.classTotals].map((total) => [
      total.turmaId,
      total.classYear,
    ]),
  );
  const classes = [
    ...new Set([...donorsByClass.keys(), ...givenCents.keys()]),
  ].map((turmaId): ClassOfTheDay => ({
    turmaId,
    classYear: years.get(turmaId) ?? classYear(turmaId),
    donorsToday: donorsByClass.get(turmaId) ?? 0,
    givenTodayReais: (givenCents.get(turmaId) ?? 0) / 100,
  }));
  const totalCents = [...givenCents.values()].reduce(
    (sum, cents) => sum + cents,
    0,
  );
  return {
    givenReais: totalCents / 100,
    donors: newDonors.length,
    byParticipation: classes
      .filter((day) => day.donorsToday > 0)
      .sort(byParticipationOrder),
    byAmount: classes
      .filter((day) => day.givenTodayReais > 0)
      .sort(byAmountOrder),
    notices,
  };
}

/**
 * The rows of `now` beyond those of `atStart`: each row at the start stands for one row now with
 * the same donor key, and the rows left over are new.
 */
function donorsAdded(atStart: Donor[], now: Donor[]): Donor[] {
  const rowsAtStart = new Map<string, number>();
  for (const donor of atStart) {
    const key = donorKey(donor);
    rowsAtStart.set(key, (rowsAtStart.get(key) ?? 0) + 1);
  }
  return now.filter((donor) => {
    const key = donorKey(donor);
    const left = rowsAtStart.get(key) ?? 0;
    if (left === 0) return true;
    rowsAtStart.set(key, left - 1);
    return false;
  });
}

/**
 * A donor as the day tells rows apart: the name as the donor search compares it, and the class
 * id, or the turma cell compared loosely when it names no class ("Amigo do ITA", "").
 */
function donorKey(donor: Donor): string {
  const classKey =
    parseTurmaId(donor.classLabel) ?? searchable(donor.classLabel);
  return `${searchable(donor.name)}\n${classKey}`;
}

/**
 * What each class gave today, in centavos, with a notice for each class whose total went down or
 * disappeared. Classes that gave nothing today are left out.
 */
function givenByClass(
  atStart: ClassTotal[],
  now: ClassTotal[],
): { givenCents: Map<string, number>; notices: string[] } {
  const centsAtStart = centsByClass(atStart);
  const centsNow = centsByClass(now);
  const givenCents = new Map<string, number>();
  const notices: string[] = [];
  for (const [turmaId, cents] of centsNow) {
    const before = centsAtStart.get(turmaId) ?? 0;
    if (cents > before) givenCents.set(turmaId, cents - before);
    else if (cents < before) {
      const [from, to] = amountsApart(before, cents);
      notices.push(
        `Turma ${turmaId}: o total da planilha de turmas diminuiu durante o dia (de ${from} para ${to}); o dia conta R$ 0 para a turma.`,
      );
    }
  }
  for (const [turmaId, cents] of centsAtStart) {
    if (!centsNow.has(turmaId)) {
      notices.push(
        `Turma ${turmaId}: saiu da planilha de turmas durante o dia (tinha ${formatLargeReais(cents / 100)}); o dia conta R$ 0 para a turma.`,
      );
    }
  }
  return { givenCents, notices };
}

/**
 * Each class's total in whole centavos: the sheet's R$ mil are sums of floats, and a difference
 * taken in centavos is exact where one taken in R$ mil is off by a hair (120.3 − 120).
 */
function centsByClass(classTotals: ClassTotal[]): Map<string, number> {
  const cents = new Map<string, number>();
  for (const { turmaId, donatedThousands } of classTotals) {
    cents.set(
      turmaId,
      (cents.get(turmaId) ?? 0) + Math.round(donatedThousands * 100_000),
    );
  }
  return cents;
}

/**
 * Two amounts in centavos as the officer reads them, "R$ 120 mil" and "R$ 110 mil"; to the
 * centavo, "R$ 120.000" and "R$ 119.990,50", when the short forms would read the same.
 */
function amountsApart(before: number, after: number): [string, string] {
  const from = formatLargeReais(before / 100);
  const to = formatLargeReais(after / 100);
  return from === to
    ? [formatDonationAmount(before), formatDonationAmount(after)]
    : [from, to];
}

function byParticipationOrder(a: ClassOfTheDay, b: ClassOfTheDay): number {
  return (
    b.donorsToday - a.donorsToday ||
    b.givenTodayReais - a.givenTodayReais ||
    a.classYear - b.classYear
  );
}

function byAmountOrder(a: ClassOfTheDay, b: ClassOfTheDay): number {
  return (
    b.givenTodayReais - a.givenTodayReais ||
    b.donorsToday - a.donorsToday ||
    a.classYear - b.classYear
  );
}

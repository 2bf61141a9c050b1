import { describe, expect, test } from "vitest";
import { classYear } from "~/lib/class-id";
import type { ClassTotal } from "./class-totals";
import type { Donor } from "./donors";
import {
  type ClassOfTheDay,
  type DayFigures,
  dayFigures,
  type SheetsAt,
} from "./giving-day-figures";

const donor = (name: string, classLabel = ""): Donor => ({
  name,
  classLabel,
  tier: "doador",
});

const total = (turmaId: string, donatedThousands: number): ClassTotal => ({
  turmaId,
  classYear: classYear(turmaId),
  donatedThousands,
});

const sheets = (donors: Donor[], classTotals: ClassTotal[] = []): SheetsAt => ({
  donors,
  classTotals,
});

const classOfTheDay = (
  turmaId: string,
  classYear: number,
  donorsToday: number,
  givenTodayReais: number,
): ClassOfTheDay => ({ turmaId, classYear, donorsToday, givenTodayReais });

const noFigures: DayFigures = {
  givenReais: 0,
  donors: 0,
  byParticipation: [],
  byAmount: [],
  notices: [],
};

const startOfDay = sheets(
  [donor("Ana Souza", "T98"), donor("Bruno Lima", "T05")],
  [total("T98", 120), total("T05", 50)],
);

const t98 = (donorsToday: number, given: number) =>
  classOfTheDay("T98", 1998, donorsToday, given);
const t05 = (donorsToday: number, given: number) =>
  classOfTheDay("T05", 2005, donorsToday, given);

describe("dayFigures", () => {
  test.each<[string, SheetsAt, SheetsAt, DayFigures]>([
    ["nothing changed", startOfDay, startOfDay, noFigures],
    ["both sheets empty", sheets([]), sheets([]), noFigures],
    [
      "new donors in two classes",
      startOfDay,
      sheets(
        [
          ...startOfDay.donors,
          donor("Carla Dias", "T98"),
          donor("Davi Rocha", "T 98"),
          donor("Eva Melo", "T05"),
        ],
        [total("T98", 122.5), total("T05", 51)],
      ),
      {
        givenReais: 3500,
        donors: 3,
        byParticipation: [t98(2, 2500), t05(1, 1000)],
        byAmount: [t98(2, 2500), t05(1, 1000)],
        notices: [],
      },
    ],
    [
      "a class added during the day counts its whole amount",
      startOfDay,
      sheets(
        [...startOfDay.donors, donor("Fábio Reis", "T10")],
        [...startOfDay.classTotals, total("T10", 2)],
      ),
      {
        givenReais: 2000,
        donors: 1,
        byParticipation: [classOfTheDay("T10", 2010, 1, 2000)],
        byAmount: [classOfTheDay("T10", 2010, 1, 2000)],
        notices: [],
      },
    ],
    [
      "a total corrected downwards counts nothing, and the officer is told",
      startOfDay,
      sheets(
        [...startOfDay.donors, donor("Gil Prado", "T98")],
        [total("T98", 110), total("T05", 50)],
      ),
      {
        givenReais: 0,
        donors: 1,
        byParticipation: [t98(1, 0)],
        byAmount: [],
        notices: [
          "Turma T98: o total da planilha de turmas diminuiu durante o dia (de R$ 120 mil para R$ 110 mil); o dia conta R$ 0 para a turma.",
        ],
      },
    ],
    [
      "a total corrected down by less than the short form shows is told to the centavo",
      startOfDay,
      sheets(startOfDay.donors, [total("T98", 119.9905), total("T05", 50)]),
      {
        ...noFigures,
        notices: [
          "Turma T98: o total da planilha de turmas diminuiu durante o dia (de R$ 120.000 para R$ 119.990,50); o dia conta R$ 0 para a turma.",
        ],
      },
    ],
    [
      "a total in millions corrected downwards",
      sheets([], [total("T88", 1500)]),
      sheets([], [total("T88", 1200)]),
      {
        ...noFigures,
        notices: [
          "Turma T88: o total da planilha de turmas diminuiu durante o dia (de R$ 1,5 milhão para R$ 1,2 milhão); o dia conta R$ 0 para a turma.",
        ],
      },
    ],
    [
      "a class removed from the sheet counts nothing, and the officer is told",
      startOfDay,
      sheets(startOfDay.donors, [total("T98", 121)]),
      {
        givenReais: 1000,
        donors: 0,
        byParticipation: [],
        byAmount: [t98(0, 1000)],
        notices: [
          "Turma T05: saiu da planilha de turmas durante o dia (tinha R$ 50 mil); o dia conta R$ 0 para a turma.",
        ],
      },
    ],
    [
      "repeated anonymous rows count the rows added",
      sheets([donor("Anônimo", "T98"), donor("Anônimo", "T98")]),
      sheets([
        donor("Anônimo", "T98"),
        donor("Anônimo", "Turma de 1998"),
        donor("anonimo", "T98"),
      ]),
      {
        ...noFigures,
        donors: 1,
        byParticipation: [t98(1, 0)],
      },
    ],
    [
      "names differing only by accents, case and spaces are the same donor",
      sheets([donor("João  Prado", "T98"), donor("Zélia Campos", "T05")]),
      sheets([donor(" joao prado", "98"), donor("ZELIA CAMPOS", "t05")]),
      noFigures,
    ],
    [
      "a name in another class is another donor",
      sheets([donor("João Prado", "T98")]),
      sheets([donor("João Prado", "T98"), donor("João Prado", "T05")]),
      { ...noFigures, donors: 1, byParticipation: [t05(1, 0)] },
    ],
    [
      "a row removed during the day takes no donor away",
      sheets([donor("Ana Souza", "T98"), donor("Bruno Lima", "T05")]),
      sheets([donor("Ana Souza", "T98"), donor("Carla Dias", "T05")]),
      { ...noFigures, donors: 1, byParticipation: [t05(1, 0)] },
    ],
    [
      "donors without a class count in the total and in no class",
      sheets([donor("Helena Paz", "Amigo do ITA")]),
      sheets([
        donor("Helena Paz", "Amigo do ITA"),
        donor("Igor Sá", "Amigo do ITA"),
        donor("Júlia Reis", ""),
        donor("Helena Paz", ""),
      ]),
      { ...noFigures, donors: 3 },
    ],
    [
      "a class with donors today but no row in the classes sheet ranks by participation",
      sheets([]),
      sheets([donor("Lia Nogueira", "ITA 72")]),
      {
        ...noFigures,
        donors: 1,
        byParticipation: [classOfTheDay("T72", 1972, 1, 0)],
      },
    ],
    [
      "amounts whose R$ mil differ by a float's hair count to the centavo",
      sheets([], [total("T98", 120)]),
      sheets([], [total("T98", 120.3)]),
      { ...noFigures, givenReais: 300, byAmount: [t98(0, 300)] },
    ],
    [
      "centavos in the sheet are kept",
      sheets([], [total("T98", 120)]),
      sheets([], [total("T98", 120.12345)]),
      { ...noFigures, givenReais: 123.45, byAmount: [t98(0, 123.45)] },
    ],
  ])("%s", (_, atStart, now, expected) => {
    expect(dayFigures(atStart, now)).toEqual(expected);
  });
});

describe("the day's rankings", () => {
  const classes = ["T70", "T85", "T98", "T05", "T12"];
  const atStart = sheets(
    [],
    classes.map((turmaId) => total(turmaId, 10)),
  );
  /** Now: each class with `donors` new rows and a total grown by `thousands`. */
  const dayOf = (today: Record<string, [donors: number, thousands: number]>) =>
    dayFigures(
      atStart,
      sheets(
        Object.entries(today).flatMap(([turmaId, [donors]]) =>
          Array.from({ length: donors }, (_, index) =>
            donor(`Doador ${index}`, turmaId),
          ),
        ),
        classes.map((turmaId) =>
          total(turmaId, 10 + (today[turmaId]?.[1] ?? 0)),
        ),
      ),
    );
  const ids = (ranking: ClassOfTheDay[]) => ranking.map((c) => c.turmaId);

  test.each<[string, Record<string, [number, number]>, string[]]>([
    [
      "most donors first",
      { T70: [1, 9], T98: [3, 1], T05: [2, 5] },
      ["T98", "T05", "T70"],
    ],
    [
      "equal donors: more given first",
      { T70: [2, 1], T98: [2, 3], T05: [2, 2] },
      ["T98", "T05", "T70"],
    ],
    [
      "equal donors and amounts: the older class first",
      { T05: [2, 1], T70: [2, 1], T98: [2, 1] },
      ["T70", "T98", "T05"],
    ],
    [
      "classes with no donor today left out",
      { T70: [0, 5], T85: [1, 0], T12: [0, 1] },
      ["T85"],
    ],
  ])("by participation: %s", (_, today, ranking) => {
    expect(ids(dayOf(today).byParticipation)).toEqual(ranking);
  });

  test.each<[string, Record<string, [number, number]>, string[]]>([
    [
      "more given first",
      { T70: [9, 1], T98: [1, 3], T05: [5, 2] },
      ["T98", "T05", "T70"],
    ],
    [
      "equal amounts: more donors first",
      { T70: [1, 2], T98: [3, 2], T05: [2, 2] },
      ["T98", "T05", "T70"],
    ],
    [
      "equal amounts and donors: the older class first",
      { T12: [1, 2], T85: [1, 2], T05: [1, 2] },
      ["T85", "T05", "T12"],
    ],
    [
      "classes that gave nothing today left out",
      { T70: [5, 0], T85: [0, 1], T12: [1, 0] },
      ["T85"],
    ],
  ])("by amount: %s", (_, today, ranking) => {
    expect(ids(dayOf(today).byAmount)).toEqual(ranking);
  });
});

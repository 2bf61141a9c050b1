import { describe, expect, test } from "vitest";
import {
  findDonors,
  listDonors,
  searchable,
  viewClass,
} from "./donor-directory";
import type { Donor } from "./donors";

const donor = (name: string, classLabel = "", tier = "doador"): Donor =>
  ({ name, classLabel, tier }) as Donor;

const directory = listDonors([
  donor("Otávio Ramos", "T78"),
  donor("joão Prado", "T98"),
  donor("Álvaro Nunes", "Turma de 1998"),
  donor("Zélia Campos", "T05"),
  donor("Beatriz Lima", "Amiga do ITA"),
  donor("Alvaro Bastos", ""),
  donor("Élcio Dias", "T81"),
]);

const names = (donors: { name: string }[]) => donors.map(({ name }) => name);

describe("listDonors", () => {
  test("orders names as pt-BR does: accents and case do not move a name", () => {
    expect(names(directory)).toEqual([
      "Alvaro Bastos",
      "Álvaro Nunes",
      "Beatriz Lima",
      "Élcio Dias",
      "joão Prado",
      "Otávio Ramos",
      "Zélia Campos",
    ]);
  });

  test("reads each turma as a class id when it is one", () => {
    expect(
      directory.map(({ name, turmaId }) => [name, turmaId]),
    ).toContainEqual(["Álvaro Nunes", "T98"]);
    expect(
      directory.find(({ name }) => name === "Beatriz Lima")?.turmaId,
    ).toBeNull();
  });

  test("keeps the sheet's row as each donor's id", () => {
    expect(directory.find(({ name }) => name === "Otávio Ramos")?.id).toBe(0);
  });
});

describe("findDonors", () => {
  test.each([
    ["", names(directory)],
    ["Joao", ["joão Prado"]],
    ["JOÃO", ["joão Prado"]],
    ["  jo  ", ["joão Prado"]],
    ["alvaro", ["Alvaro Bastos", "Álvaro Nunes"]],
    ["álvaro nunes", ["Álvaro Nunes"]],
    ["nunes álvaro", ["Álvaro Nunes"]],
    ["T98", ["Álvaro Nunes", "joão Prado"]],
    ["98", ["Álvaro Nunes", "joão Prado"]],
    ["t98 joao", ["joão Prado"]],
    ["amiga", ["Beatriz Lima"]],
    ["xyz", []],
  ])("%j finds %j", (query, expected) => {
    expect(names(findDonors(directory, query))).toEqual(expected);
  });
});

describe("viewClass", () => {
  const classTotals = [
    { turmaId: "T98", classYear: 1998, donatedThousands: 250 },
    { turmaId: "T50", classYear: 1950, donatedThousands: 90 },
  ];

  // T98's row 7 and T05's row 4 could not be read; so could row 9, of no class.
  const unreadRows = [
    { rowNumber: 4, turmaId: "T05" },
    { rowNumber: 7, turmaId: "T98" },
    { rowNumber: 9, turmaId: null },
  ];

  test.each([
    ["T98", ["Álvaro Nunes", "joão Prado"], 250, [7]],
    ["T50", [], 90, []],
    ["T05", ["Zélia Campos"], undefined, [4]],
    ["T99", [], undefined, []],
  ])(
    "%s: donors %j, R$ %s mil, unread rows %j",
    (turmaId, donors, donatedThousands, unread) => {
      const view = viewClass(turmaId, directory, classTotals, unreadRows);
      expect(names(view.donors)).toEqual(donors);
      expect(view.donatedThousands).toBe(donatedThousands);
      expect(view.unreadRows).toEqual(unread);
    },
  );
});

describe("searchable", () => {
  test.each([
    ["  Conceição   ARAÚJO ", "conceicao araujo"],
    ["Carlos D’Ávila", "carlos davila"],
    ["Carlos D'Ávila", "carlos davila"],
    ["Carlos D‘Ávila", "carlos davila"],
    ["Carlos D´Ávila", "carlos davila"],
    ["Carlos D`Ávila", "carlos davila"],
    ["Carlos Dʼávila", "carlos davila"],
    ["Dall'Agnol", "dallagnol"],
    ["' Ana ’", "ana"],
    ["T'98", "t98"],
  ])("%j is searched as %j", (text, expected) => {
    expect(searchable(text)).toBe(expected);
  });
});

describe("findDonors, with apostrophes on either side", () => {
  const apostrophes = listDonors([
    donor("Carlos D’Ávila", "T90"),
    donor("Rita Dall'Agnol", "T01"),
    donor("Joana D´Arc Souza", "T77"),
    donor("Davi Lima", "T90"),
  ]);

  test.each([
    ["davila", ["Carlos D’Ávila"]],
    ["d'avila", ["Carlos D’Ávila"]],
    ["D'Ávila", ["Carlos D’Ávila"]],
    ["d’ávila", ["Carlos D’Ávila"]],
    ["D‘Avila", ["Carlos D’Ávila"]],
    ["d`avila", ["Carlos D’Ávila"]],
    ["d avila", ["Carlos D’Ávila"]],
    ["carlos d'", ["Carlos D’Ávila"]],
    ["dallagnol", ["Rita Dall'Agnol"]],
    ["Dall’Agnol", ["Rita Dall'Agnol"]],
    ["dall'agnol rita", ["Rita Dall'Agnol"]],
    ["darc", ["Joana D´Arc Souza"]],
    ["d'arc", ["Joana D´Arc Souza"]],
    ["davi", ["Carlos D’Ávila", "Davi Lima"]],
    [
      "'",
      ["Carlos D’Ávila", "Davi Lima", "Joana D´Arc Souza", "Rita Dall'Agnol"],
    ],
    ["d'avilla", []],
  ])("%j finds %j", (query, expected) => {
    expect(names(findDonors(apostrophes, query))).toEqual(expected);
  });
});

import { describe, expect, test } from "vitest";
import { publishedTiers } from "./published-list";
import { listDonors } from "~/sheets/donor-directory";
import type { Donor, DonorTier } from "~/sheets/donors";

const donorsOf = (counts: Partial<Record<DonorTier, number>>): Donor[] =>
  Object.entries(counts).flatMap(([tier, count]) =>
    Array.from({ length: count }, (_, index) => ({
      name: `${tier} ${String(index).padStart(5, "0")}`,
      classLabel: "T98",
      tier: tier as DonorTier,
    })),
  );

describe("publishedTiers", () => {
  test.each([
    [
      "a sheet within the limit, whole",
      { patrono: 2, doador: 3 },
      10,
      [
        ["patrono", 2],
        ["doador", 3],
      ],
      0,
    ],
    [
      "a sheet at the limit, whole",
      { patrono: 2, doador: 3 },
      5,
      [
        ["patrono", 2],
        ["doador", 3],
      ],
      0,
    ],
    [
      "the lowest tier cut first",
      { patrono: 2, associado: 3, doador: 5 },
      7,
      [
        ["patrono", 2],
        ["associado", 3],
        ["doador", 2],
      ],
      3,
    ],
    [
      "a tier left out whole",
      { patrono: 4, doador: 5 },
      4,
      [["patrono", 4]],
      5,
    ],
  ] satisfies Array<
    [
      string,
      Partial<Record<DonorTier, number>>,
      number,
      Array<[DonorTier, number]>,
      number,
    ]
  >)("%s", (_case, counts, limit, expected, leftOut) => {
    const published = publishedTiers(listDonors(donorsOf(counts)), limit);
    expect(
      published.groups.map((group) => [group.tier, group.donors.length]),
    ).toEqual(expected);
    expect(published.leftOut).toBe(leftOut);
  });

  test("keeps each tier's alphabetical order", () => {
    const { groups } = publishedTiers(listDonors(donorsOf({ doador: 5 })), 3);
    expect(groups[0]?.donors.map((donor) => donor.name)).toEqual([
      "doador 00000",
      "doador 00001",
      "doador 00002",
    ]);
  });
});

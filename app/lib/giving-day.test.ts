import { describe, expect, test } from "vitest";
import {
  brasiliaInstant,
  givingDayState,
  givingDayTimes,
  givingDayWhen,
  matchFigures,
  participationShare,
  timeLeft,
} from "./giving-day";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("brasiliaInstant", () => {
  test.each([
    ["2026-12-01T00:00", "2026-12-01T03:00:00.000Z"],
    ["2026-12-01T21:00", "2026-12-02T00:00:00.000Z"],
    ["2026-12-31T23:59", "2027-01-01T02:59:00.000Z"],
    // Summer, when Brasília kept daylight saving time until 2019: no longer.
    ["2027-01-15T12:30", "2027-01-15T15:30:00.000Z"],
    ["2026-07-15T12:30", "2026-07-15T15:30:00.000Z"],
    ["2028-02-29T08:00", "2028-02-29T11:00:00.000Z"],
  ])("%s in Brasília is %s", (localDateTime, utc) => {
    expect(brasiliaInstant(localDateTime)).toBe(Date.parse(utc));
  });

  test.each([
    "",
    "2026-12-01",
    "2026-12-01 00:00",
    "2026-12-01T00:00:00",
    "2026-12-01T0:00",
    "01/12/2026 00:00",
    "2026-12-01T00:00Z",
    " 2026-12-01T00:00",
    "2026-13-01T00:00",
    "2026-00-10T00:00",
    "2026-02-29T00:00",
    "2026-04-31T00:00",
    "2026-12-01T24:00",
    "2026-12-01T12:60",
  ])("refuses %j, naming it", (localDateTime) => {
    expect(() => brasiliaInstant(localDateTime)).toThrow(
      `Data e hora inválidas: "${localDateTime}"`,
    );
  });
});

describe("givingDayTimes", () => {
  test("reads the day's start and end as instants in Brasília", () => {
    expect(
      givingDayTimes({
        startsAt: "2026-12-01T00:00",
        endsAt: "2026-12-02T00:00",
      }),
    ).toEqual({
      startsAt: Date.parse("2026-12-01T03:00:00Z"),
      endsAt: Date.parse("2026-12-02T03:00:00Z"),
    });
  });

  test("refuses an hour the officer mistyped", () => {
    expect(() =>
      givingDayTimes({ startsAt: "2026-12-01T00:00", endsAt: "2026-12-02" }),
    ).toThrow('Data e hora inválidas: "2026-12-02"');
  });
});

describe("givingDayWhen", () => {
  const times = givingDayTimes({
    startsAt: "2030-03-10T09:00",
    endsAt: "2030-03-10T21:00",
  });

  test.each([
    [
      "pt-BR",
      "{inicio} a {fim}, horário de Brasília",
      "10/03/2030, 09:00 a 10/03/2030, 21:00, horário de Brasília",
    ],
    [
      "en",
      "{inicio} to {fim}, Brasília time",
      "Mar 10, 2030, 9:00 AM to Mar 10, 2030, 9:00 PM, Brasília time",
    ],
  ] as const)("in %s, %j reads %j", (locale, template, expected) => {
    expect(givingDayWhen(template, times, locale)).toBe(expected);
  });
});

describe("givingDayState", () => {
  const times = {
    startsAt: brasiliaInstant("2026-12-01T00:00"),
    endsAt: brasiliaInstant("2026-12-02T00:00"),
  };

  test.each([
    ["a week before the start", times.startsAt - 7 * DAY, "before"],
    ["a millisecond before the start", times.startsAt - 1, "before"],
    ["at the start", times.startsAt, "during"],
    ["at noon", times.startsAt + 12 * HOUR, "during"],
    ["a millisecond before the end", times.endsAt - 1, "during"],
    ["at the end", times.endsAt, "after"],
    ["a year after", times.endsAt + 365 * DAY, "after"],
  ])("%s, the day is %s", (_, now, state) => {
    expect(givingDayState(times, now)).toBe(state);
  });
});

describe("timeLeft", () => {
  const until = brasiliaInstant("2026-12-02T00:00");

  test.each([
    [
      "a day, two hours, three minutes and four seconds",
      DAY + 2 * HOUR + 3 * MINUTE + 4 * SECOND,
      { days: 1, hours: 2, minutes: 3, seconds: 4 },
    ],
    ["exactly a day", DAY, { days: 1, hours: 0, minutes: 0, seconds: 0 }],
    [
      "a second short of a day",
      DAY - SECOND,
      { days: 0, hours: 23, minutes: 59, seconds: 59 },
    ],
    [
      "ten days",
      10 * DAY + 5 * SECOND,
      { days: 10, hours: 0, minutes: 0, seconds: 5 },
    ],
    [
      "a second and a half, as two seconds",
      1500,
      { days: 0, hours: 0, minutes: 0, seconds: 2 },
    ],
    [
      "a millisecond, as a second",
      1,
      { days: 0, hours: 0, minutes: 0, seconds: 1 },
    ],
    ["nothing", 0, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [
      "a passed instant, as nothing",
      -1,
      { days: 0, hours: 0, minutes: 0, seconds: 0 },
    ],
    [
      "an instant passed days ago, as nothing",
      -3 * DAY - 5 * HOUR,
      { days: 0, hours: 0, minutes: 0, seconds: 0 },
    ],
  ])("%s left", (_, left, expected) => {
    expect(timeLeft(until, until - left)).toEqual(expected);
  });
});

describe("matchFigures", () => {
  test.each([
    [
      "nothing given",
      { ratio: 1, capReais: 100_000 },
      0,
      { matchedReais: 0, leftReais: 100_000, isCapReached: false },
    ],
    [
      "half the cap given, one for one",
      { ratio: 1, capReais: 100_000 },
      50_000,
      { matchedReais: 50_000, leftReais: 50_000, isCapReached: false },
    ],
    [
      "a centavo short of the cap",
      { ratio: 1, capReais: 100_000 },
      99_999.99,
      { matchedReais: 99_999.99, leftReais: 0.01, isCapReached: false },
    ],
    [
      "the cap given, one for one",
      { ratio: 1, capReais: 100_000 },
      100_000,
      { matchedReais: 100_000, leftReais: 0, isCapReached: true },
    ],
    [
      "past the cap",
      { ratio: 1, capReais: 100_000 },
      250_000,
      { matchedReais: 100_000, leftReais: 0, isCapReached: true },
    ],
    [
      "half a real for each real",
      { ratio: 0.5, capReais: 100_000 },
      30_000,
      { matchedReais: 15_000, leftReais: 85_000, isCapReached: false },
    ],
    [
      "half a real for each real, reaching the cap at twice it",
      { ratio: 0.5, capReais: 100_000 },
      200_000,
      { matchedReais: 100_000, leftReais: 0, isCapReached: true },
    ],
    [
      "two reais for each real, past the cap at half of it",
      { ratio: 2, capReais: 100_000 },
      60_000,
      { matchedReais: 100_000, leftReais: 0, isCapReached: true },
    ],
    [
      "half of an odd number of centavos, rounded to a whole centavo",
      { ratio: 0.5, capReais: 100_000 },
      10.01,
      { matchedReais: 5.01, leftReais: 99_994.99, isCapReached: false },
    ],
    [
      "a third, rounded to a whole centavo",
      { ratio: 1 / 3, capReais: 1000 },
      100,
      { matchedReais: 33.33, leftReais: 966.67, isCapReached: false },
    ],
    [
      "amounts whose float sum is off by a hair",
      { ratio: 1, capReais: 0.3 },
      0.1 + 0.2,
      { matchedReais: 0.3, leftReais: 0, isCapReached: true },
    ],
  ])("%s", (_, match, givenReais, expected) => {
    expect(matchFigures(match, givenReais)).toEqual(expected);
  });
});

describe("participationShare", () => {
  test.each([
    [0, 300, 0],
    [150, 300, 0.5],
    [300, 300, 1],
    [450, 300, 1],
    [-5, 300, 0],
    [10, 0, 0],
    [10, -3, 0],
  ])("%d donors of a goal of %d fill %d of the bar", (donors, goal, share) => {
    expect(participationShare(donors, goal)).toBe(share);
  });
});

import { describe, expect, test } from "vitest";
import { dayInBrasilia, formatLongDate, formatShortDate } from "./dates";

describe("formatLongDate", () => {
  test.each([
    ["2025-04-02", "2 de abril de 2025"],
    ["2025-03-27", "27 de março de 2025"],
    ["2025-03-21", "21 de março de 2025"],
    ["2024-12-31", "31 de dezembro de 2024"],
    ["2025-01-01", "1 de janeiro de 2025"],
  ])("%s is %s", (isoDate, expected) => {
    expect(formatLongDate(isoDate)).toBe(expected);
  });

  test.each(["America/Sao_Paulo", "Asia/Tokyo", "Pacific/Honolulu", "UTC"])(
    "gives the same day in the %s time zone",
    (timeZone) => {
      const processTimeZone = process.env.TZ;
      process.env.TZ = timeZone;
      try {
        expect(formatLongDate("2025-04-02")).toBe("2 de abril de 2025");
        expect(formatLongDate("2025-01-01")).toBe("1 de janeiro de 2025");
      } finally {
        process.env.TZ = processTimeZone;
      }
    },
  );

  test("rejects text that is not a calendar date", () => {
    expect(() => formatLongDate("abril")).toThrow("Data inválida");
  });
});

describe("formatShortDate", () => {
  test.each([
    ["2025-09-30", "30/09/2025"],
    ["2026-11-23", "23/11/2026"],
    ["2026-01-05", "05/01/2026"],
  ])("%s → %s", (isoDate, expected) => {
    expect(formatShortDate(isoDate)).toBe(expected);
  });

  test("rejects text that is not a calendar date", () => {
    expect(() => formatShortDate("setembro")).toThrow("Data inválida");
  });
});

describe("dates in English", () => {
  test.each([
    ["2026-11-25", "November 25, 2026", "November 25, 2026"],
    ["2025-04-02", "April 2, 2025", "April 2, 2025"],
    ["2025-12-31", "December 31, 2025", "December 31, 2025"],
  ])("%s is %s, and the same in short", (iso, long, short) => {
    expect(formatLongDate(iso, "en")).toBe(long);
    expect(formatShortDate(iso, "en")).toBe(short);
  });
});

test.each([
  { now: "2026-01-01T02:59:59Z", day: "2025-12-31" },
  { now: "2026-01-01T03:00:00Z", day: "2026-01-01" },
  { now: "2026-11-27T12:00:00Z", day: "2026-11-27" },
])("$now is $day in Brasília", ({ now, day }) => {
  expect(dayInBrasilia(new Date(now))).toBe(day);
});

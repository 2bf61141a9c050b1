import { describe, expect, test } from "vitest";
import { pagePolicyDirectives } from "./page-policy";

/** The policy's connect-src for these two sheets' addresses, read by the edge or directly. */
function connectSrc(donors: string, classes: string, readsDirect: boolean) {
  return pagePolicyDirectives({
    VITE_DONORS_CSV_URL: donors,
    VITE_CLASSES_CSV_URL: classes,
    SHEETS_DIRECT: readsDirect,
  }).find((directive) => directive.startsWith("connect-src "));
}

const GOOGLE_SHEET =
  "https://docs.google.com/spreadsheets/d/e/2PACX-1/pub?gid=0&output=csv";

describe("the pages' connect-src", () => {
  test.each([
    ["/data/doadores.csv", "/data/turmas.csv", false, "connect-src 'self'"],
    ["/data/doadores.csv", "/data/turmas.csv", true, "connect-src 'self'"],
    [
      "https://planilhas.example.org/doadores.csv",
      "https://planilhas.example.org/turmas.csv?output=csv",
      false,
      "connect-src 'self'",
    ],
    [GOOGLE_SHEET, GOOGLE_SHEET, false, "connect-src 'self'"],
    [
      "https://planilhas.example.org/doadores.csv",
      "https://planilhas.example.org/turmas.csv?output=csv",
      true,
      "connect-src 'self' https://planilhas.example.org",
    ],
    [
      GOOGLE_SHEET,
      "/data/turmas.csv",
      true,
      "connect-src 'self' https://docs.google.com https://*.googleusercontent.com",
    ],
  ])(
    "%s and %s, read directly: %s → %s",
    (donors, classes, readsDirect, expected) => {
      expect(connectSrc(donors, classes, readsDirect)).toBe(expected);
    },
  );
});

import { describe, expect, test } from "vitest";
import { pagePolicyDirectives } from "./page-policy";

/** The policy's connect-src for these two sheets' addresses. */
function connectSrc(donors: string, classes: string) {
  return pagePolicyDirectives({
    VITE_DONORS_CSV_URL: donors,
    VITE_CLASSES_CSV_URL: classes,
  }).find((directive) => directive.startsWith("connect-src "));
}

describe("the pages' connect-src", () => {
  test.each([
    ["/data/doadores.csv", "/data/turmas.csv", "connect-src 'self'"],
    [
      "https://planilhas.example.org/doadores.csv",
      "https://planilhas.example.org/turmas.csv?output=csv",
      "connect-src 'self' https://planilhas.example.org",
    ],
    [
      "https://docs.google.com/spreadsheets/d/e/2PACX-1/pub?gid=0&output=csv",
      "/data/turmas.csv",
      "connect-src 'self' https://docs.google.com https://*.googleusercontent.com",
    ],
  ])("%s and %s → %s", (donors, classes, expected) => {
    expect(connectSrc(donors, classes)).toBe(expected);
  });
});

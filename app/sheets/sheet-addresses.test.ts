import { describe, expect, test } from "vitest";
import {
  RELAYED_SHEET_PATHS,
  relayedSheetAt,
  visitorSheetAddress,
} from "./sheet-addresses";

const GOOGLE_SHEET =
  "https://docs.google.com/spreadsheets/d/e/2PACX-1/pub?gid=0&output=csv";

describe("visitorSheetAddress", () => {
  test.each([
    ["doadores", GOOGLE_SHEET, false, "/planilhas/doadores.csv"],
    [
      "turmas",
      "HTTP://planilhas.example.org/t.csv",
      false,
      "/planilhas/turmas.csv",
    ],
    ["doadores", GOOGLE_SHEET, true, GOOGLE_SHEET],
    ["turmas", "/data/turmas.csv", false, "/data/turmas.csv"],
    ["turmas", "/data/turmas.csv", true, "/data/turmas.csv"],
  ] as const)(
    "%s at %s, read directly: %s → %s",
    (sheet, source, direct, read) => {
      expect(visitorSheetAddress(sheet, source, direct)).toBe(read);
    },
  );
});

describe("relayedSheetAt", () => {
  test.each([
    [RELAYED_SHEET_PATHS.doadores, "doadores"],
    [RELAYED_SHEET_PATHS.turmas, "turmas"],
    ["/planilhas/outra.csv", undefined],
    ["/planilhas/DOADORES.csv", undefined],
    ["/data/doadores.csv", undefined],
  ])("%s → %s", (path, sheet) => {
    expect(relayedSheetAt(path)).toBe(sheet);
  });
});

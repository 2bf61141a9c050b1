import { describe, expect, test } from "vitest";
import { decodeSheetBytes } from "./text-encoding";

const TEXT = "nome,turma\nJoão Conceição,T98\n";

describe("decodeSheetBytes", () => {
  test.each([
    ["UTF-8", Buffer.from(TEXT, "utf8")],
    [
      "UTF-8 with a BOM",
      Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        Buffer.from(TEXT, "utf8"),
      ]),
    ],
    ["Windows-1252", Buffer.from(TEXT, "latin1")],
  ])("reads %s", (_case, bytes) => {
    expect(decodeSheetBytes(bytes)).toBe(TEXT);
  });
});

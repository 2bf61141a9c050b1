import { gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { CsvFormatError } from "./csv-format-error";
import { decodeSheetBytes, readSheetBytes } from "./text-encoding";

const TEXT = "nome,turma\nJoão Conceição,T98\n";

/** UTF-16 with its BOM, as Excel saves "Unicode text". */
function utf16(byteOrder: "le" | "be"): Buffer {
  const littleEndian = Buffer.from(`\uFEFF${TEXT}`, "utf16le");
  return byteOrder === "le" ? littleEndian : littleEndian.swap16();
}

const readable: Array<[string, Buffer]> = [
  ["UTF-8", Buffer.from(TEXT, "utf8")],
  [
    "UTF-8 with a BOM",
    Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(TEXT, "utf8")]),
  ],
  ["Windows-1252", Buffer.from(TEXT, "latin1")],
  ["UTF-16 little-endian with its BOM", utf16("le")],
  ["UTF-16 big-endian with its BOM", utf16("be")],
];

// An .xlsx file is a zip archive: its first bytes are "PK\x03\x04".
const ZIPPED = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]),
  Buffer.from("[Content_Types].xml"),
]);

describe("decodeSheetBytes", () => {
  test.each(readable)("reads %s", (_case, bytes) => {
    expect(decodeSheetBytes(bytes)).toBe(TEXT);
  });

  test.each([
    ["zip bytes (an .xlsx file)", ZIPPED, "compactada (zip"],
    ["gzip bytes", gzipSync(TEXT), "compactada (gzip)"],
  ])("names %s, and how to publish as CSV", (_case, bytes, diagnosis) => {
    expect(() => decodeSheetBytes(bytes)).toThrow(CsvFormatError);
    expect(() => decodeSheetBytes(bytes)).toThrow(diagnosis);
    expect(() => decodeSheetBytes(bytes)).toThrow(
      "publique a planilha como CSV",
    );
  });
});

describe("readSheetBytes", () => {
  test.each([
    ...readable,
    ["gzip of UTF-8", gzipSync(Buffer.from(TEXT, "utf8"))],
    ["gzip of UTF-16", gzipSync(utf16("le"))],
  ])("reads %s", async (_case, bytes) => {
    await expect(readSheetBytes(bytes)).resolves.toBe(TEXT);
  });

  test.each([
    ["zip bytes", ZIPPED, "compactada (zip"],
    [
      "cut-off gzip bytes",
      gzipSync(TEXT).subarray(0, 12),
      "compactada (gzip) e incompleta ou corrompida",
    ],
  ])("rejects %s with what to do", async (_case, bytes, diagnosis) => {
    await expect(readSheetBytes(bytes)).rejects.toThrow(CsvFormatError);
    await expect(readSheetBytes(bytes)).rejects.toThrow(diagnosis);
  });
});

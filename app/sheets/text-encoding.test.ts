import { gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { CsvFormatError } from "./csv-format-error";
import { decodeSheetBytes, readSheetBytes } from "./text-encoding";

const TEXT = "nome,turma\nJoão Conceição,T98\n";

/** `text` in UTF-16: with a BOM as Excel saves "Unicode text", without one as some tools export. */
function utf16(text: string, byteOrder: "le" | "be"): Buffer {
  const littleEndian = Buffer.from(text, "utf16le");
  return byteOrder === "le" ? littleEndian : littleEndian.swap16();
}

const readable: Array<[string, Buffer]> = [
  ["UTF-8", Buffer.from(TEXT, "utf8")],
  [
    "UTF-8 with a BOM",
    Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(TEXT, "utf8")]),
  ],
  ["Windows-1252", Buffer.from(TEXT, "latin1")],
  ["UTF-16 little-endian with its BOM", utf16(`\uFEFF${TEXT}`, "le")],
  ["UTF-16 big-endian with its BOM", utf16(`\uFEFF${TEXT}`, "be")],
  ["UTF-16 little-endian without a BOM", utf16(TEXT, "le")],
  ["UTF-16 big-endian without a BOM", utf16(TEXT, "be")],
];

const MEMBERS =
  "nome,turma,tipo\nOtávio,T78,Associado Benemérito\nJoão Conceição,T98,Associado\n";

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
    ["UTF-16 little-endian without a BOM", utf16(MEMBERS, "le")],
    ["UTF-16 big-endian without a BOM", utf16(MEMBERS, "be")],
    ["UTF-8, not as UTF-16", Buffer.from(MEMBERS, "utf8")],
    ["Windows-1252, not as UTF-16", Buffer.from(MEMBERS, "latin1")],
  ])("reads accented text in %s", (_case, bytes) => {
    expect(decodeSheetBytes(bytes)).toBe(MEMBERS);
  });

  test.each([
    ["a stray zero byte", `nome,turma\0\n${MEMBERS}`],
    ["a one-character file", "a"],
    ["no bytes", ""],
  ])("reads UTF-8 with %s as UTF-8", (_case, text) => {
    expect(decodeSheetBytes(Buffer.from(text, "utf8"))).toBe(text);
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
    ["gzip of UTF-16", gzipSync(utf16(`\uFEFF${TEXT}`, "le"))],
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

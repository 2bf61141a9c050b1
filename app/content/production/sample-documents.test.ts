import { deflateRawSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { isSampleDocument } from "./sample-documents";
import { SAMPLE_DOCUMENT_MARK } from "./samples";

/** A one-page PDF whose page says `text`, as the repository's sample documents are written. */
const pdf = (text: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Length 44 >>\nstream\nBT /F1 12 Tf 72 720 Td (${text}) Tj ET\nendstream\nendobj\n%%EOF\n`,
    "latin1",
  );

/** A zip archive holding `file` under `name`, stored as is or deflated. */
function zip(name: string, file: Buffer, deflated: boolean): Buffer {
  const data = deflated ? deflateRawSync(file) : file;
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(deflated ? 8 : 0, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(file.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(deflated ? 8 : 0, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(file.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  central.writeUInt32LE(0, 42);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(local.length + fileName.length + data.length, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

const SAMPLE = pdf(`${SAMPLE_DOCUMENT_MARK} - conteúdo fictício`);
const REAL = pdf("Relatório anual 2025 do fundo patrimonial");

describe("isSampleDocument", () => {
  test.each<[string, Buffer, boolean]>([
    ["a PDF that says it is a sample", SAMPLE, true],
    ["a PDF of the fund", REAL, false],
    ["a zip holding a sample, deflated", zip("a.pdf", SAMPLE, true), true],
    ["a zip holding a sample, stored", zip("a.pdf", SAMPLE, false), true],
    ["a zip holding a PDF of the fund", zip("a.pdf", REAL, true), false],
    ["a damaged zip", zip("a.pdf", SAMPLE, true).subarray(0, 40), false],
    ["an empty file", Buffer.alloc(0), false],
  ])("%s: %s", (_, bytes, isSample) => {
    expect(isSampleDocument(bytes)).toBe(isSample);
  });
});

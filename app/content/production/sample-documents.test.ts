import { zipSync } from "fflate";
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
const zip = (name: string, file: Buffer, deflated: boolean) =>
  Buffer.from(zipSync({ [name]: [file, { level: deflated ? 6 : 0 }] }));

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

import { describe, expect, test } from "vitest";
import { fileFacts, fileFormat, formatFileSize } from "./file-facts";

describe("a document's size", () => {
  test.each([
    [0, "0 KB"],
    [676, "0,7 KB"],
    [1024, "1 KB"],
    [1101, "1,1 KB"],
    [9.96 * 1024, "10 KB"],
    [245 * 1024 + 300, "245 KB"],
    [1023 * 1024, "1.023 KB"],
    [1024 * 1024, "1 MB"],
    [2.44 * 1024 * 1024, "2,4 MB"],
    [37.6 * 1024 * 1024, "38 MB"],
  ])("%d bytes read %s", (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });

  test.each([
    [676, "0.7 KB"],
    [1023 * 1024, "1,023 KB"],
    [2.44 * 1024 * 1024, "2.4 MB"],
  ])("%d bytes read %s in English", (bytes, shown) => {
    expect(formatFileSize(bytes, "en")).toBe(shown);
  });
});

describe("a document's format", () => {
  test.each([
    ["/documents/estatuto-social.pdf", "PDF"],
    ["/documents/demonstracoes-financeiras-2023.zip", "ZIP"],
    ["/documents/planilha.v2.XLSX", "XLSX"],
    ["/documents.v2/leia-me", ""],
  ])("%s is %s", (url, format) => {
    expect(fileFormat(url)).toBe(format);
  });

  test("format and size read together", () => {
    expect(fileFacts("/documents/politica.pdf", 245 * 1024)).toBe(
      "PDF, 245 KB",
    );
    expect(fileFacts("/documents/politica.pdf", 1101, "en")).toBe(
      "PDF, 1.1 KB",
    );
  });
});

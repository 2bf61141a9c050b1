import { describe, expect, test } from "vitest";
import {
  type ContentEntry,
  productionReport,
  sampleLines,
  sheetAddressLines,
  siteUrlLines,
} from "./production-check";

const SAMPLE_DOCUMENT = "/documents/estatuto.pdf";
const isSampleDocument = (address: string) => address === SAMPLE_DOCUMENT;

const entry = (
  collection: string,
  id: string,
  data: unknown,
): ContentEntry => ({
  collection,
  id,
  file: `content/${id}/${collection}.yml`,
  data,
});

describe("sampleLines", () => {
  test.each<[string, ContentEntry[], string[]]>([
    [
      "a nested field, named with its place",
      [entry("donation", "pt-BR", { pix: { key: "12.345.678/0001-95" } })],
      [
        "content/pt-BR/donation.yml: campo `pix.key`: '12.345.678/0001-95' é o CNPJ de exemplo da documentação; substitua antes de publicar.",
      ],
    ],
    [
      "a list item, counted from 1",
      [
        entry("documents", "pt-BR", {
          sections: [
            { documents: [] },
            { documents: [{ url: "/documents/real.pdf" }, { url: SAMPLE_DOCUMENT }] },
          ],
        }),
      ],
      [
        `content/pt-BR/documents.yml: campo \`sections[2].documents[2].url\`: '${SAMPLE_DOCUMENT}' é um documento de exemplo (o arquivo diz “Documento de exemplo”); substitua antes de publicar.`,
      ],
    ],
    [
      "a fact the translation repeats, once in the Portuguese file",
      [
        entry("help", "pt-BR", { contacts: { email: "a@fundo.example" } }),
        entry("help", "en", {
          contacts: { email: "a@fundo.example" },
          title: "Help",
        }),
      ],
      [
        "content/pt-BR/help.yml: campo `contacts.email`: 'a@fundo.example' é um e-mail de exemplo (domínio .example); substitua antes de publicar.",
      ],
    ],
    [
      "a sample the translation has of its own",
      [
        entry("help", "pt-BR", { contacts: { email: "a@fundo.org.br" } }),
        entry("help", "en", { contacts: { email: "b@fundo.example" } }),
      ],
      [
        "content/en/help.yml: campo `contacts.email`: 'b@fundo.example' é um e-mail de exemplo (domínio .example); substitua antes de publicar.",
      ],
    ],
    [
      "real-looking values, numbers and dates",
      [
        entry("site", "pt-BR", {
          cnpj: "47.291.836/0001-56",
          whatsappUrl: "https://wa.me/5512991234567",
          amounts: [100, 250],
          date: new Date("2025-04-28"),
          url: "/documents/real.pdf",
          open: true,
        }),
      ],
      [],
    ],
  ])("%s", (_, entries, lines) => {
    expect(sampleLines(entries, isSampleDocument)).toEqual(lines);
  });
});

describe("siteUrlLines", () => {
  test.each<[string, number]>([
    ["http://localhost:3000", 1],
    ["http://127.0.0.1:8080", 1],
    ["https://www.endowmentita.org.br", 0],
  ])("%s: %i line", (siteUrl, count) => {
    const lines = siteUrlLines(siteUrl);
    expect(lines).toHaveLength(count);
    for (const line of lines) {
      expect(line).toContain(`SITE_URL`);
      expect(line).toContain(`'${siteUrl}'`);
    }
  });
});

describe("sheetAddressLines", () => {
  const published = "https://docs.google.com/spreadsheets/d/e/2PACX-fundo/pub?output=csv";
  test.each<[string, string, string, string[]]>([
    ["both published sheets", published, `${published}&gid=1`, []],
    [
      "the sample sheets, the default",
      "/data/doadores.csv",
      "/data/turmas.csv",
      ["VITE_DONORS_CSV_URL", "VITE_CLASSES_CSV_URL"],
    ],
    [
      "a sheet served by this machine",
      published,
      "http://localhost:8788/turmas.csv",
      ["VITE_CLASSES_CSV_URL"],
    ],
  ])("%s", (_, donors, classes, named) => {
    const lines = sheetAddressLines({
      VITE_DONORS_CSV_URL: donors,
      VITE_CLASSES_CSV_URL: classes,
    });
    expect(lines.map((line) => line.split(" ")[0])).toEqual(named);
    for (const line of lines) expect(line).toMatch(/antes de publicar\.$/);
  });
});

describe("productionReport", () => {
  test.each<[string[], string]>([
    [[], "Nenhum dado de exemplo: o conteúdo, SITE_URL e as planilhas estão prontos para publicar."],
    [["a"], "1 dado de exemplo ainda no site; nada será publicado enquanto houver algum:\n  a"],
    [
      ["a", "b"],
      "2 dados de exemplo ainda no site; nada será publicado enquanto houver algum:\n  a\n  b",
    ],
  ])("%j", (lines, report) => {
    expect(productionReport(lines)).toBe(report);
  });
});

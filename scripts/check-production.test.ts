// `npm run check:production` on content folders: the repository's content with its samples, and
// a copy where a fund officer has put real-looking (fictional) data in place of every sample.
// The documents it reads are the site's published files: the test gives it a copy of public/
// (PUBLIC_DIR) with two documents of its own, so that public/ stays as it is while a build copies it.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import {
  cp,
  mkdtemp,
  readdir,
  rm,
  writeFile,
  readFile,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type Document, parseDocument, visit } from "yaml";
import {
  SAMPLE_DOCUMENT_MARK,
  SAMPLE_VALUES,
  sampleKind,
} from "../app/content/production/samples.ts";

const mark = `teste-${randomBytes(3).toString("hex")}`;
const SAMPLE_DOCUMENT = `/documents/estatuto-${mark}.pdf`;
const REAL_DOCUMENT = `/documents/relatorio-${mark}.pdf`;
const SITE_URL = "https://www.fundo-patrimonial-ita.org.br";
/** The fund's two published sheets, as the deploy's environment sets them. */
const PUBLISHED_SHEETS = {
  VITE_DONORS_CSV_URL:
    "https://docs.google.com/spreadsheets/d/e/2PACX-fundo-teste/pub?output=csv",
  VITE_CLASSES_CSV_URL:
    "https://docs.google.com/spreadsheets/d/e/2PACX-fundo-teste/pub?gid=1&output=csv",
};

/** What a fund officer writes in place of each sample the repository marks. */
const REAL_VALUES: Record<string, string> = {
  "12.345.678/0001-95": "47.291.836/0001-56",
  "Banco Exemplo S.A. (000)": "Banco do Brasil S.A. (001)",
  "12345-6": "48231-7",
  "Rua Exemplo, 100, sala 12": "Avenida Cidade Jardim, 679, sala 4",
  "Jardim Exemplo": "Jardim Esplanada",
  "https://www.linkedin.com/company/endowment-ita-exemplo":
    "https://www.linkedin.com/company/fundo-patrimonial-ita-teste",
  "Horizon Bridge Foundation": "Ponte Norte Foundation",
  "1200 Example Avenue, Suite 300, Wilmington, DE 19801, Estados Unidos":
    "455 Market Street, Suite 1200, San Francisco, CA 94105, Estados Unidos",
  EXBRBRSPXXX: "BRASBRRJSJC",
  "Example Bank of New York": "Hudson Trust Bank",
  EXBKUS33XXX: "HUDTUS33XXX",
};

/** The real-looking value in place of a sample the check recognises by its form. */
function realLooking(value: string): string {
  const known = REAL_VALUES[value.trim()];
  if (known) return known;
  if (value.includes("@")) return value.replace(/\.example$/i, ".org.br");
  if (value.startsWith("https://wa.me/")) return "https://wa.me/5512991234567";
  if (value.startsWith("http")) return value.replace(".example", ".org");
  if (value.startsWith("+")) return "+551239471234";
  if (value.startsWith("(")) return "(12) 3947-1234";
  if (/^[0\s./-]+$/.test(value)) return value.replace(/0/g, "7");
  throw new Error(`no real-looking value for the sample '${value}'`);
}

const pdf = (text: string) =>
  `%PDF-1.4\n1 0 obj << /Length 40 >>\nstream\nBT (${text}) Tj ET\nendstream\nendobj\n%%EOF\n`;

let workDir = "";
let publicDir = "";

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), "producao-"));
  publicDir = join(workDir, "public");
  await cp("public", publicDir, { recursive: true });
  await writeFile(join(publicDir, SAMPLE_DOCUMENT), pdf(SAMPLE_DOCUMENT_MARK));
  await writeFile(join(publicDir, REAL_DOCUMENT), pdf("Relatório anual"));
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

/** A copy of the content folder with `edit` applied to each of its YAML files, e.g. "pt-BR/site.yml". */
async function contentCopy(
  name: string,
  edit: (document: Document, file: string) => void,
): Promise<string> {
  const copy = join(workDir, name, "content");
  await cp(process.env.CONTENT_DIR ?? "content", copy, { recursive: true });
  for (const language of ["pt-BR", "en"]) {
    for (const file of await readdir(join(copy, language))) {
      if (!file.endsWith(".yml")) continue;
      const path = join(copy, language, file);
      const document = parseDocument(await readFile(path, "utf8"));
      edit(document, `${language}/${file}`);
      await writeFile(path, document.toString());
    }
  }
  return copy;
}

/** Runs a script on a content folder with SITE_URL (unset when undefined). */
async function runScript(
  script: string,
  contentDir: string,
  siteUrl?: string,
  extraEnv: Record<string, string> = {},
) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CONTENT_DIR: contentDir,
    ENV_DIR: workDir,
    PUBLIC_DIR: publicDir,
  };
  delete env.SITE_URL;
  delete env.VITE_DONORS_CSV_URL;
  delete env.VITE_CLASSES_CSV_URL;
  if (siteUrl) env.SITE_URL = siteUrl;
  Object.assign(env, extraEnv);
  const check = spawn(process.execPath, [script], { env });
  let output = "";
  check.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  check.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const [code] = await once(check, "exit");
  return { code, lines: output.trim().split("\n") };
}

/**
 * The repository's content with a sample of each kind: whatever the officers have replaced by
 * now, these fields hold one. The sample Pix key is a CNPJ, so its kind is written as one: the
 * officer's kind (an e-mail's, say) beside it would be a content mistake of the test's making.
 */
async function contentWithSamples(name: string): Promise<string> {
  const samples: Record<string, [string[], string][]> = {
    "pt-BR/doacao.yml": [
      [["pix", "key"], "12.345.678/0001-95"],
      [["pix", "keyKind"], "CNPJ"],
      [["bankAccount", "bank"], "Banco Exemplo S.A. (000)"],
      [["page", "campaign", "pdfPath"], SAMPLE_DOCUMENT],
    ],
    "pt-BR/doacao-ajuda.yml": [[["contacts", "whatsapp"], "+5512990000000"]],
    "pt-BR/site.yml": [
      [["legalEntity", "email"], "contato@endowment-ita.example"],
    ],
  };
  return contentCopy(name, (document, file) => {
    for (const [path, value] of samples[file] ?? [])
      document.setIn(path, value);
  });
}

/**
 * `npm run deploy` on the repository's content without SITE_URL: the check it runs first prints
 * every line, then the deploy its refusal. One reading of the content for the two tests below.
 */
let deployWithSamples: ReturnType<typeof runScript> | undefined;
const deployOnSamples = () =>
  (deployWithSamples ??= contentWithSamples("publicacao").then((contentDir) =>
    runScript("scripts/deploy.mjs", contentDir, undefined, {
      CLOUDFLARE_API_TOKEN: "token-ficticio",
      CLOUDFLARE_ACCOUNT_ID: "conta-ficticia",
      CLOUDFLARE_PAGES_PROJECT: "projeto-ficticio",
    }),
  ));

test("the repository's content: every sample is listed, one line each, and the check fails", async () => {
  const { lines: deployLines } = await deployOnSamples();
  const refusal = "Nada foi publicado: substitua os dados de exemplo acima.";
  expect(deployLines.at(-1), "the check failed").toBe(refusal);
  const lines = deployLines.slice(0, -1);

  expect(lines[0], lines.join("\n")).toMatch(
    /^\d+ dados de exemplo ainda no site; nada será publicado enquanto houver algum:$/,
  );
  expect(lines).toEqual(
    expect.arrayContaining([
      "  content/pt-BR/doacao.yml: campo `pix.key`: '12.345.678/0001-95' é o CNPJ de exemplo da documentação; substitua antes de publicar.",
      "  content/pt-BR/doacao.yml: campo `bankAccount.bank`: 'Banco Exemplo S.A. (000)' é o banco de exemplo; substitua antes de publicar.",
      "  content/pt-BR/doacao-ajuda.yml: campo `contacts.whatsapp`: '+5512990000000' é um telefone de exemplo; substitua antes de publicar.",
      "  content/pt-BR/site.yml: campo `legalEntity.email`: 'contato@endowment-ita.example' é um e-mail de exemplo (domínio .example); substitua antes de publicar.",
      `  content/pt-BR/doacao.yml: campo \`page.campaign.pdfPath\`: '${SAMPLE_DOCUMENT}' é um documento de exemplo (o arquivo diz “${SAMPLE_DOCUMENT_MARK}”); substitua antes de publicar.`,
      "  SITE_URL (no ambiente ou em .env.production): 'http://localhost:3000' não é o endereço público do site (sem SITE_URL, vale http://localhost:3000); defina SITE_URL com o endereço do site, como https://…, antes de publicar.",
      "  VITE_DONORS_CSV_URL (no ambiente ou em .env.production): '/data/doadores.csv' é a planilha de exemplo do site, com doadores fictícios; defina VITE_DONORS_CSV_URL com o endereço da planilha publicada do fundo (…/pub?output=csv) antes de publicar.",
      "  VITE_CLASSES_CSV_URL (no ambiente ou em .env.production): '/data/turmas.csv' é a planilha de exemplo do site, com doadores fictícios; defina VITE_CLASSES_CSV_URL com o endereço da planilha publicada do fundo (…/pub?output=csv) antes de publicar.",
    ]),
  );
  expect(lines.length - 1, "one line each, after the count").toBe(
    Number(lines[0]!.split(" ")[0]),
  );
}, 240_000);

test("a copy with real-looking data, a public SITE_URL and the fund's sheets: nothing listed, the check passes", async () => {
  const contentDir = await contentCopy("real", (document) =>
    visit(document, {
      Scalar: (key, node) => {
        if (key === "key" || typeof node.value !== "string") return;
        if (node.value.startsWith("/documents/")) node.value = REAL_DOCUMENT;
        else if (sampleKind(node.value)) node.value = realLooking(node.value);
      },
    }),
  );

  const { code, lines } = await runScript(
    "scripts/check-production.mjs",
    contentDir,
    SITE_URL,
    PUBLISHED_SHEETS,
  );

  expect(lines).toEqual([
    "Nenhum dado de exemplo: o conteúdo, SITE_URL e as planilhas estão prontos para publicar.",
  ]);
  expect(code).toBe(0);
}, 240_000);

test("npm run deploy refuses to build or publish while the check lists anything", async () => {
  const { code, lines } = await deployOnSamples();

  expect(code).toBe(1);
  expect(lines.at(-1)).toBe(
    "Nada foi publicado: substitua os dados de exemplo acima.",
  );
}, 240_000);

test("every sample the repository marks has a real-looking value in this test", () => {
  for (const { value } of SAMPLE_VALUES)
    expect(REAL_VALUES).toHaveProperty([value]);
});

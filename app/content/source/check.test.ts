// The officer's check, run as `npm run check:content` and the build run it: Astro's loaders over a
// copy of content/ with mistakes the test writes itself, whatever the officers' files hold.
import { existsSync } from "node:fs";
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, test, vi } from "vitest";
import { type YAMLMap, type YAMLSeq, parseDocument } from "yaml";
import { checkContent } from "../../../scripts/lib/content-store.mjs";
import { englishReport } from "./problems.ts";
import { readSiteContent } from "../../../test/site-content.ts";
import { editPortugueseLists, englishLinesOf } from "../../../test/portuguese-list-edits.ts";

// Each check reads with Astro in a process of its own, seconds a reading, and waits for any build
// of this working copy to end first (scripts/lib/build-lock.mjs): npm test builds beside the unit
// tests, and a first build encodes every picture.
vi.setConfig({ testTimeout: 240_000 });

const ARTICLES = "pt-BR/noticias";
const CONTENT = process.env.CONTENT_DIR ?? "content";
const workDirs: string[] = [];

afterAll(async () => {
  for (const dir of workDirs) await rm(dir, { recursive: true, force: true });
});

/**
 * A copy of the content folder (CONTENT_DIR or content/), named content/ as the officer's is, so
 * problems name the same files.
 */
async function contentCopy(): Promise<string> {
  const workDir = await mkdtemp(join(tmpdir(), "conferencia-"));
  workDirs.push(workDir);
  const dir = join(workDir, "content");
  await cp(CONTENT, dir, { recursive: true });
  return dir;
}

type Edit = (dir: string) => Promise<void>;

/** Sets fields of a YAML file of the copy, leaving the rest as written. */
function setFields(file: string, fields: [PropertyKey[], unknown][]): Edit {
  return async (dir) => {
    const path = join(dir, file);
    const document = parseDocument(await readFile(path, "utf8"));
    for (const [field, value] of fields) {
      if (value === undefined) document.deleteIn(field);
      else document.setIn(field, value);
    }
    await writeFile(path, document.toString());
  };
}

const setField = (file: string, field: PropertyKey[], value: unknown) =>
  setFields(file, [[field, value]]);

/** The number of the line of `file` where `field:` is first written. */
async function lineOf(dir: string, file: string, field: string) {
  const lines = (await readFile(join(dir, file), "utf8")).split("\n");
  const index = lines.findIndex((line) =>
    new RegExp(`^\\s*${field}:`).test(line),
  );
  if (index < 0) throw new Error(`${field} not in ${file}`);
  return index + 1;
}

/** Rewrites the first line of `file` that sets `field`, as an officer might mistype it. */
function retype(file: string, field: string, typed: (indent: string) => string): Edit {
  return async (dir) => {
    const path = join(dir, file);
    const lines = (await readFile(path, "utf8")).split("\n");
    const line = (await lineOf(dir, file, field)) - 1;
    lines[line] = typed(/^\s*/.exec(lines[line] ?? "")?.[0] ?? "");
    await writeFile(path, lines.join("\n"));
  };
}

/** The numbers of the articles the tests write, above any the officers will reach. */
let nextArticleId = 90_000;

/** The copy's first article: its file's name, front matter and body. */
async function firstArticle(dir: string) {
  const [name = ""] = (await readdir(join(dir, ARTICLES)))
    .filter((each) => each.endsWith(".md"))
    .sort();
  const text = await readFile(join(dir, ARTICLES, name), "utf8");
  const [, frontMatter = "", body = ""] =
    /^---\r?\n([^]*?)\r?\n---\r?\n([^]*)$/.exec(text) ?? [];
  const fields = parseDocument(frontMatter).toJS() as Record<string, unknown>;
  return { name, fields, body };
}

/** The content's first article, which every copy starts with, and the name after its date. */
const FIRST_ARTICLE = await firstArticle(CONTENT);
const FIRST_SLUG = FIRST_ARTICLE.name.slice("AAAA-MM-DD-".length, -".md".length);

/**
 * Writes a new article, `name`, made from the copy's first one with its own number and the
 * front matter and body `edit` makes of them.
 */
function newArticle(
  name: string,
  edit: (fields: Record<string, unknown>, body: string) => [Record<string, unknown>, string] | string,
): Edit {
  return async (dir) => {
    const { fields, body } = await firstArticle(dir);
    nextArticleId += 1;
    const edited = edit({ ...fields, id: nextArticleId }, body);
    await writeFile(
      join(dir, ARTICLES, name),
      typeof edited === "string"
        ? edited
        : `---\n${parseDocument(JSON.stringify(edited[0])).toString({ lineWidth: 0 })}---\n${edited[1]}`,
    );
  };
}

/** A PNG of this size in the copy, named as the first board member's photo. */
function portraitOf(width: number, height: number): Edit {
  return async (dir) => {
    await sharp({ create: { width, height, channels: 3, background: "#143c78" } })
      .png()
      .toFile(join(dir, "imagens", "pessoas", "retrato.png"));
    await setField("pt-BR/pessoas.yml", ["groups", 0, "people", 0, "photo"], "imagens/pessoas/retrato.png")(dir);
  };
}

type Mistake = {
  name: string;
  /** The file the mistake is in, from the content folder. */
  file: string;
  /**
   * The field or group of fields the mistake is checked with, apart from the rest of its file;
   * none when it hides, or is hidden by, any other mistake in its file.
   */
  part?: string;
  edit: Edit;
  /** What the officer reads after the file's name, one line each; the copy passed when given. */
  expected: (dir: string) => Promise<string[]> | string[];
};

const article = (name: string, edit: Parameters<typeof newArticle>[1], expected: Mistake["expected"]) =>
  ({ file: `${ARTICLES}/${name}`, edit: newArticle(name, edit), expected });

const MISTAKES: Mistake[] = [
  { name: "a date in the wrong form", ...article("2030-01-01-data-barra.md", (f, b) => [{ ...f, date: "10/04/2025" }, b], () => ["campo `date`: '10/04/2025' não é uma data AAAA-MM-DD"]) },
  { name: "a date that is not on the calendar", ...article("2030-01-02-data-inexistente.md", (f, b) => [{ ...f, date: "2025-02-30" }, b], () => ["campo `date`: '2025-02-30' não é uma data: o dia 30 não existe em fevereiro de 2025; 28 de fevereiro é o último dia do mês (2025 não é bissexto)"]) },
  { name: "a figure's date that is not on the calendar", file: "pt-BR/numeros.yml", part: "committed.date", edit: setField("pt-BR/numeros.yml", ["committed", "date"], "2026-11-31"), expected: () => ["campo `committed.date`: '2026-11-31' não é uma data: o dia 31 não existe em novembro de 2026; 30 de novembro é o último dia do mês"] },
  { name: "a deadline that is not on the calendar", file: "pt-BR/numeros.yml", part: "goal.deadline", edit: setField("pt-BR/numeros.yml", ["goal", "deadline"], "2026-06-31"), expected: () => ["campo `goal.deadline`: '2026-06-31' não é uma data: o dia 31 não existe em junho de 2026; 30 de junho é o último dia do mês"] },
  { name: "a document's date that is not on the calendar", file: "pt-BR/documentos.yml", part: "sections[1].documents[1].date", edit: setField("pt-BR/documentos.yml", ["sections", 0, "documents", 0, "date"], "2025-04-31"), expected: () => ["campo `sections[1].documents[1].date`: '2025-04-31' não é uma data: o dia 31 não existe em abril de 2025; 30 de abril é o último dia do mês"] },
  { name: "a missing summary", ...article("2030-01-03-sem-resumo.md", (f, b) => [{ ...f, summary: undefined }, b], () => ["campo `summary`: está faltando; é obrigatório"]) },
  { name: "an empty title", ...article("2030-01-04-titulo-vazio.md", (f, b) => [{ ...f, title: "" }, b], () => ["campo `title`: está vazio; escreva um texto"]) },
  { name: "an id that is not a number", ...article("2030-01-05-numero-por-extenso.md", (f, b) => [{ ...f, id: "um" }, b], () => ["campo `id`: 'um' não é um número inteiro positivo"]) },
  { name: "a missing image", ...article("2030-01-06-sem-imagem.md", (f, b) => [{ ...f, image: "imagens/noticias/nao-existe.jpg" }, b], () => ["campo `image`: a imagem 'imagens/noticias/nao-existe.jpg' não existe em content/ (confira o nome, as maiúsculas e a extensão)"]) },
  { name: "an image outside content/imagens/", ...article("2030-01-07-imagem-fora.md", (f, b) => [{ ...f, image: "/images/news/foto.webp" }, b], () => ["campo `image`: '/images/news/foto.webp' não é o caminho de uma imagem em content/imagens/ (ex.: imagens/noticias/foto.jpg, em JPG, PNG, WebP ou SVG)"]) },
  { name: "an article without text", ...article("2030-01-08-sem-texto.md", (f) => [f, ""], () => ["o texto da notícia, abaixo da segunda linha '---', está vazio"]) },
  { name: "a misspelt field", ...article("2030-01-09-campo-errado.md", (f, b) => [{ ...f, imageAlt: undefined, imagemAlt: f.imageAlt }, b], () => ["campo `imageAlt`: está faltando; é obrigatório", "`imagemAlt` não é um campo conhecido aqui (confira a grafia)"]) },
  { name: "front matter YAML that cannot be read", ...article("2030-01-10-dois-pontos.md", (f, b) => `---\nid: ${String(f.id)}\ntitle: Título: com dois-pontos\n---\n${b}`, () => ["linha 3: um texto sem aspas tem dois-pontos seguidos de espaço; ponha o texto todo entre aspas duplas"]) },
  { name: "a text YAML reads as a number", ...article("2030-01-11-autor-numero.md", (f, b) => `---\n${parseDocument(JSON.stringify({ ...f, author: "AUTHOR" })).toString().replace('"AUTHOR"', "007")}---\n${b}`, () => ['campo `author`: 007 precisa ficar entre aspas para ser lido como foi escrito: "007"']) },
  { name: "a file name without the date", ...article("Baja.md", (f, b) => [f, b], () => ["o nome do arquivo deve ser AAAA-MM-DD-titulo-curto.md (data, depois letras minúsculas, números e hifens), como 2025-04-10-baja.md"]) },
  { name: "a number another article already has", ...article("2030-01-12-numero-repetido.md", (f, b) => [{ ...f, id: FIRST_ARTICLE.fields.id }, b], () => [`campo \`id\`: ${String(FIRST_ARTICLE.fields.id)} já é o número de content/${ARTICLES}/${FIRST_ARTICLE.name}; cada notícia precisa de um número próprio`]) },
  { name: "a name after the date that another article already has", ...article(`2031-01-01-${FIRST_SLUG}.md`, (f, b) => [f, b], () => [`o nome '${FIRST_SLUG}' (depois da data) já é usado por content/${ARTICLES}/${FIRST_ARTICLE.name}; escolha outro`]) },
  { name: "an unclosed quote in a data file", file: "pt-BR/doacao.yml", edit: retype("pt-BR/doacao.yml", "merchantName", (indent) => `${indent}merchantName: "Endowment ITA`), expected: async (dir) => [`linha ${await lineOf(dir, "pt-BR/doacao.yml", "merchantName")}: as aspas abertas nesta linha não se fecham; feche-as no fim do texto`] },
  { name: "a Pix key with wrong check digits", file: "pt-BR/doacao.yml", part: "pix", edit: setFields("pt-BR/doacao.yml", [[["pix", "key"], "12.345.678/0001-96"], [["pix", "keyKind"], "CNPJ"]]), expected: () => ["campo `pix.key`: '12.345.678/0001-96' não é uma chave PIX válida (Chave PIX (CNPJ) inválida: os dígitos verificadores de \"12.345.678/0001-96\" não conferem.)"] },
  { name: "an e-mail Pix key with an accent before the @", file: "pt-BR/doacao.yml", part: "pix", edit: setFields("pt-BR/doacao.yml", [[["pix", "key"], "doações@fundo.org.br"], [["pix", "keyKind"], undefined]]), expected: () => ["campo `pix.key`: 'doações@fundo.org.br' não é uma chave PIX válida (Chave PIX (e-mail) inválida: \"doações@fundo.org.br\": a parte antes do @ ('doações') tem 'ç', que um e-mail não aceita (sem acentos nem cedilha).)"] },
  { name: "a Pix key kind that does not match the key", file: "pt-BR/doacao.yml", part: "pix", edit: setFields("pt-BR/doacao.yml", [[["pix", "key"], "doacoes@example.org"], [["pix", "keyKind"], "CNPJ"]]), expected: () => ["campo `pix.keyKind`: 'CNPJ' não corresponde à chave 'doacoes@example.org', que é do tipo E-mail; escreva 'E-mail' ou apague o campo"] },
  { name: "a receiver city too long for the QR code", file: "pt-BR/doacao.yml", part: "pix", edit: setField("pt-BR/doacao.yml", ["pix", "merchantCity"], "São José dos Campos"), expected: () => ["campo `pix.merchantCity`: 'São José dos Campos' tem mais de 15 caracteres (sem acentos); o QR Code do PIX aceita até 15"] },
  { name: "a suggested amount of zero", file: "pt-BR/doacao.yml", part: "page.give.amounts", edit: setField("pt-BR/doacao.yml", ["page", "give", "amounts"], [0, 250]), expected: () => ["campo `page.give.amounts[1]`: '0' não é um valor em reais maior que zero com no máximo dois decimais (escreva 500 ou 12.50, sem \"R$\" nem pontos de milhar)"] },
  { name: "a suggested amount with fractions of a centavo", file: "pt-BR/doacao.yml", part: "page.give.amounts", edit: setField("pt-BR/doacao.yml", ["page", "give", "amounts"], [100, 12.345]), expected: () => ["campo `page.give.amounts[2]`: '12.345' não é um valor em reais maior que zero com no máximo dois decimais (escreva 500 ou 12.50, sem \"R$\" nem pontos de milhar)"] },
  { name: "a missing campaign document", file: "pt-BR/doacao.yml", edit: setField("pt-BR/doacao.yml", ["page", "campaign", "pdfPath"], "/documents/campanha-nao-existe.pdf"), expected: () => ["campo `page.campaign.pdfPath`: o arquivo '/documents/campanha-nao-existe.pdf' não existe em public/documents/ (confira o nome e a extensão)"] },
  {
    name: "a missing document",
    file: "pt-BR/documentos.yml",
    part: "sections[1].documents",
    edit: async (dir) => {
      const path = join(dir, "pt-BR/documentos.yml");
      const document = parseDocument(await readFile(path, "utf8"));
      document.addIn(["sections", 0, "documents"], { title: "Relatório", description: "Um relatório.", url: "/documents/relatorio-nao-existe.pdf", date: "2025-04-28" });
      await writeFile(path, document.toString());
    },
    expected: async (dir) => {
      const count = (parseDocument(await readFile(join(dir, "pt-BR/documentos.yml"), "utf8")).toJS() as { sections: { documents: unknown[] }[] }).sections[0]?.documents.length;
      return [`campo \`sections[1].documents[${count}].url\`: o arquivo '/documents/relatorio-nao-existe.pdf' não existe em public/documents/ (confira o nome e a extensão)`];
    },
  },
  { name: "a statute that is not among the documents", file: "pt-BR/documentos.yml", part: "statuteUrl", edit: setField("pt-BR/documentos.yml", ["statuteUrl"], "/documents/estatuto-nao-listado.pdf"), expected: () => ["campo `statuteUrl`: '/documents/estatuto-nao-listado.pdf' não é o endereço (url) de nenhum dos documentos das seções"] },
  { name: "a missing portrait", file: "pt-BR/pessoas.yml", part: "groups[1].people[1].photo", edit: setField("pt-BR/pessoas.yml", ["groups", 0, "people", 0, "photo"], "imagens/pessoas/nao-existe.svg"), expected: () => ["campo `groups[1].people[1].photo`: a imagem 'imagens/pessoas/nao-existe.svg' não existe em content/ (confira o nome, as maiúsculas e a extensão)"] },
  { name: "a portrait smaller than 320 pixels", file: "pt-BR/pessoas.yml", part: "groups[1].people[1].photo", edit: portraitOf(200, 200), expected: () => ["campo `groups[1].people[1].photo`: a foto 'imagens/pessoas/retrato.png' tem 200x200 pixels: use uma foto quadrada de 320x320 pixels ou maior (a página mostra a foto quadrada; um lado pode ter até 20% a mais que o outro)"] },
  { name: "a small portrait far from square: one message with the final size", file: "pt-BR/pessoas.yml", part: "groups[1].people[1].photo", edit: portraitOf(200, 300), expected: () => ["campo `groups[1].people[1].photo`: a foto 'imagens/pessoas/retrato.png' tem 200x300 pixels: use uma foto quadrada de 320x320 pixels ou maior (a página mostra a foto quadrada; um lado pode ter até 20% a mais que o outro)"] },
  { name: "a large portrait far from square", file: "pt-BR/pessoas.yml", part: "groups[1].people[1].photo", edit: portraitOf(400, 600), expected: () => ["campo `groups[1].people[1].photo`: a foto 'imagens/pessoas/retrato.png' tem 400x600 pixels: recorte-a em um quadrado de 400x400 pixels (a página mostra a foto quadrada; um lado pode ter até 20% a mais que o outro)"] },
  { name: "a class written as a number", file: "pt-BR/pessoas.yml", part: "groups[1].people[1].turma", edit: setField("pt-BR/pessoas.yml", ["groups", 0, "people", 0, "turma"], "T1985"), expected: () => ["campo `groups[1].people[1].turma`: 'T1985' não é uma turma como T98 (T e os dois dígitos do ano)"] },
  { name: "a CNPJ whose check digits do not agree", file: "pt-BR/site.yml", part: "legalEntity.cnpj", edit: setField("pt-BR/site.yml", ["legalEntity", "cnpj"], "12.345.678/0001-59"), expected: () => ["campo `legalEntity.cnpj`: '12.345.678/0001-59' não é um CNPJ válido: escreva 00.000.000/0000-00 e confira os dígitos verificadores"] },
  {
    name: "more received than committed",
    file: "pt-BR/numeros.yml",
    edit: async (dir) => {
      const path = join(dir, "pt-BR/numeros.yml");
      const document = parseDocument(await readFile(path, "utf8"));
      document.setIn(["received", "reais"], Number(document.getIn(["committed", "reais"])) + 1);
      await writeFile(path, document.toString());
    },
    expected: () => ["campo `received.reais`: o recebido é maior que o comprometido; confira os dois valores"],
  },
  { name: "a figure's field indented one space short, above the rest of its group", file: "pt-BR/numeros.yml", edit: retype("pt-BR/numeros.yml", "date", (indent) => `${indent.slice(1)}date: 2025-09-30`), expected: async (dir) => [`linha ${await lineOf(dir, "pt-BR/numeros.yml", "date")}: o recuo não combina com o das linhas de cima; os campos de um mesmo grupo começam na mesma coluna (dois espaços por nível)`] },
  { name: "a figure written with R$ and dots", file: "pt-BR/numeros.yml", part: "goal.reais", edit: setField("pt-BR/numeros.yml", ["goal", "reais"], "R$ 25.000.000"), expected: () => ["campo `goal.reais`: 'R$ 25.000.000' não é um valor em reais (escreva só os algarismos, sem \"R$\" nem pontos: 14200000)"] },
  { name: "a figure the home page cannot know", file: "pt-BR/inicio.yml", part: "stats", edit: setField("pt-BR/inicio.yml", ["stats", 0], "alumni"), expected: () => ["campo `stats[1]`: 'alumni' não é um dos números do fundo; use um destes: committed, received, donors, classes, goal"] },
  { name: "an icon that is not among the known ones", file: "pt-BR/inicio.yml", part: "reasons", edit: setField("pt-BR/inicio.yml", ["reasons", "items", 0, "icon"], "earth"), expected: () => ["campo `reasons.items[1].icon`: 'earth' não é um ícone conhecido; use um destes: globe, graduation-cap, hand-heart, users, user-search, scale, bed, rocket, zap, factory, lightbulb, flask, building"] },
  { name: "a missing icon", file: "pt-BR/o-ita.yml", part: "sectors", edit: setField("pt-BR/o-ita.yml", ["sectors", "items", 0, "icon"], undefined), expected: () => ["campo `sectors.items[1].icon`: está faltando; é obrigatório"] },
  { name: "a missing initiative id", file: "pt-BR/parceiros.yml", part: "itaex", edit: setField("pt-BR/parceiros.yml", ["itaex", "initiatives", 0, "id"], undefined), expected: () => ["campo `itaex.initiatives[1].id`: está faltando; é obrigatório"] },
  { name: "a fund e-mail that is not an e-mail", file: "pt-BR/doacao-ajuda.yml", part: "contacts.email", edit: setField("pt-BR/doacao-ajuda.yml", ["contacts", "email"], "doacoes.endowment-ita.example"), expected: () => ["campo `contacts.email`: 'doacoes.endowment-ita.example' não é um endereço de e-mail (ex.: doacoes@endowment-ita.example)"] },
  { name: "a WhatsApp number without +55", file: "pt-BR/doacao-ajuda.yml", part: "contacts.whatsapp", edit: setField("pt-BR/doacao-ajuda.yml", ["contacts", "whatsapp"], "(12) 99000-0000"), expected: () => ["campo `contacts.whatsapp`: '(12) 99000-0000' não é um telefone como \"+5512990000000\" (+55, o DDD e o número, sem espaços)"] },
  { name: "a payment page that is not https", file: "pt-BR/doacao-ajuda.yml", part: "otherWays", edit: setField("pt-BR/doacao-ajuda.yml", ["otherWays"], [{ label: "Cartão de crédito", url: "http://pagamentos.example/endowment-ita", description: "Doe com cartão." }]), expected: () => ["campo `otherWays[1].url`: 'http://pagamentos.example/endowment-ita' não é um endereço que começa com https://"] },
  { name: "an answer's link that is neither a page nor a section", file: "pt-BR/doacao-ajuda.yml", part: "faq[1].link", edit: setField("pt-BR/doacao-ajuda.yml", ["faq", 0, "link"], { label: "Veja", href: "doadores" }), expected: () => ["campo `faq[1].link.href`: 'doadores' não é um endereço do site (como /doadores) nem uma seção desta página (como #doacoes-eua)"] },
  { name: "an answer's contact that is not known", file: "pt-BR/doacao-ajuda.yml", part: "faq[1].contact", edit: setField("pt-BR/doacao-ajuda.yml", ["faq", 0, "contact"], "diretoria"), expected: () => ["campo `faq[1].contact`: 'diretoria' não é um contato conhecido; use um destes: fund, largeGifts"] },
];

/** Whether two mistakes can be found in one check: in two files, or in two parts of one. */
const apart = (a: Mistake, b: Mistake) =>
  a.file !== b.file || (a.part !== undefined && b.part !== undefined && a.part !== b.part);

/**
 * The mistakes in rounds, each apart from the others of its round: a round is one copy of the
 * content and one check, which must name every one of its mistakes at once.
 */
function rounds(mistakes: Mistake[]): Mistake[][] {
  const result: Mistake[][] = [];
  for (const mistake of mistakes) {
    const round = result.find((each) => each.every((other) => apart(other, mistake)));
    if (round) round.push(mistake);
    else result.push([mistake]);
  }
  return result;
}

const fileOf = (line: string) => line.slice(0, line.indexOf(": "));

/** The check of an unedited copy, run once for the tests that start from the content as it is. */
let contentAsItIs: ReturnType<typeof checkContent> | undefined;
const checkAsItIs = () => (contentAsItIs ??= contentCopy().then((dir) => checkContent(dir)));

describe("the content as it is", () => {
  test("passes the check", async () => {
    expect((await checkAsItIs()).problems).toEqual([]);
  });
});

describe("each mistake gives one Portuguese line naming the file and the field, all at once", () => {
  for (const [index, round] of rounds(MISTAKES).entries()) {
    test(`round ${index + 1}: ${round.map(({ name }) => name).join("; ")}`, async () => {
      const dir = await contentCopy();
      for (const { edit } of round) await edit(dir);
      const expected: string[] = [];
      for (const { file, expected: lines } of round)
        for (const line of await lines(dir)) expected.push(`content/${file}: ${line}`);
      const { problems } = await checkContent(dir);
      expect(problems.map(fileOf), "grouped by file").toEqual(
        expected.map(fileOf).sort((a, b) => a.localeCompare(b)),
      );
      expect([...problems].sort()).toEqual(expected.sort());
    });
  }
});

describe("a text missing in English", () => {
  const aboutInEnglish = join(CONTENT, "en", "quem-somos.yml");

  test.skipIf(!existsSync(aboutInEnglish))(
    "is named in one Portuguese line, and /en/about leaves the English section (when the content has it in English)",
    async () => {
      const before = (await checkAsItIs()).translationProblems;
      const dir = await contentCopy();
      await setField("en/quem-somos.yml", ["hero", "title"], undefined)(dir);
      const { problems, translationProblems, inEnglish } = await checkContent(dir);
      expect(problems).toEqual([]);
      expect(translationProblems.filter((line) => !before.includes(line))).toEqual([
        "content/en/quem-somos.yml: campo `hero.title`: está faltando; é obrigatório",
      ]);
      expect(inEnglish).not.toContain("about");
      const leftOut = englishReport(translationProblems, inEnglish)
        .split("\n")
        .find((line) => line.startsWith("Fora da seção em inglês: /en/about, até que "));
      expect(leftOut).toContain("content/en/quem-somos.yml");
    },
  );
});

/**
 * A year of impact after the latest, added first in the Portuguese file, as the officers add each
 * new year: its number.
 */
async function addImpactYear(dir: string): Promise<number> {
  const path = join(dir, "pt-BR", "impacto.yml");
  const document = parseDocument(await readFile(path, "utf8"));
  const years = document.get("years") as YAMLSeq<YAMLMap>;
  const year = Math.max(...years.items.map((item) => Number(item.get("year")))) + 1;
  const added = years.items[0]!.clone() as YAMLMap;
  added.set("year", year);
  years.items.unshift(added);
  await writeFile(path, document.toString());
  return year;
}

describe("English entries follow what they translate", () => {
  test("a board member removed, another added, a document and a year of impact added in Portuguese only, and a mistake in a Portuguese file: each named once, in its own file", async () => {
    const before = (await checkAsItIs()).translationProblems;
    const dir = await contentCopy();
    const edits = await editPortugueseLists(dir, { addedInEnglish: false });
    const newYear = await addImpactYear(dir);
    await setField("pt-BR/quem-somos.yml", ["hero", "title"], undefined)(dir);
    const { problems, translationProblems, inEnglish, unreadOriginals } = await checkContent(dir);
    expect(problems).toEqual([
      "content/pt-BR/quem-somos.yml: campo `hero.title`: está faltando; é obrigatório",
    ]);
    const expected = [
      ...englishLinesOf(edits),
      // The new year is named by its year, wherever it stands, not as a list of the wrong length.
      ...(existsSync(join(CONTENT, "en", "impacto.yml"))
        ? [
            `content/en/impacto.yml: campo \`years\`: falta o item de year '${newYear}', que o arquivo em português tem: acrescente um item com \`year: ${newYear}\` e summary, funded, story`,
          ]
        : []),
    ];
    expect(translationProblems.filter((line) => !before.includes(line)).sort()).toEqual(
      expected.sort(),
    );
    const report = englishReport(translationProblems, inEnglish, unreadOriginals);
    expect(report).not.toContain("content/en/quem-somos.yml");
    for (const line of expected) expect(report.split(line).length - 1, line).toBe(1);
  });
});

describe("what the site reads of the files", () => {
  const markdownArticle = "2030-02-01-markdown.md";

  /** One copy for the readings that edit different fields: typed without quotes, and Markdown. */
  let edited: ReturnType<typeof readSiteContent> | undefined;
  const readEdited = () =>
    (edited ??= contentCopy().then(async (dir) => {
      await retype("pt-BR/doacao.yml", "key", (indent) => `${indent}key: 12345678000195`)(dir);
      await setField("pt-BR/doacao.yml", ["pix", "keyKind"], undefined)(dir);
      await retype("pt-BR/doacao-ajuda.yml", "phone", (indent) => `${indent}phone: +551230000000`)(dir);
      await newArticle(markdownArticle, (f) => [
        { ...f, title: 'Um "título" -- com reticências...' },
        'Texto com **negrito**, "aspas" -- e reticências...\n\n## Um subtítulo\n',
      ])(dir);
      return readSiteContent(dir);
    }));

  test("a key, a tax id and a phone typed without quotes are read as typed", async () => {
    const { donation, donationHelp } = await readEdited();
    expect(donation.pix).toMatchObject({ key: "12345678000195", keyKind: "CNPJ" });
    expect(donationHelp.contacts.largeGifts.phone).toBe("+551230000000");
  });

  test("the Pix key kind is inferred from the key, alphanumeric CNPJ included", async () => {
    const dir = await contentCopy();
    await setFields("pt-BR/doacao.yml", [
      [["pix", "key"], "12.ABC.345/01DE-35"],
      [["pix", "keyKind"], undefined],
    ])(dir);
    expect((await readSiteContent(dir)).donation.pix).toMatchObject({
      key: "12.ABC.345/01DE-35",
      keyKind: "CNPJ",
    });
  });

  test("an article's Markdown becomes HTML, with typographic quotes, dashes and ellipses", async () => {
    const { newsArticles, newsArticleBodies } = await readEdited();
    const added = newsArticles.find(({ slug }) => slug === "markdown");
    expect(added?.title).toBe('Um "título" -- com reticências...');
    expect(newsArticleBodies[added?.id ?? 0]?.trim()).toBe(
      "<p>Texto com <strong>negrito</strong>, “aspas” – e reticências…</p>\n<h2 id=\"um-subtítulo\">Um subtítulo</h2>",
    );
  });
});

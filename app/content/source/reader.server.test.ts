import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, test } from "vitest";
import { readContent } from "./reader.server.ts";

const FIRST = "noticias/2025-04-02-doacoes-ultrapassam-11-milhoes.md";
const SECOND = "noticias/2025-03-27-workshop-plano-estrategico.md";

let dir = "";

afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A copy of content/ with one edit, read as the build reads it. */
async function readEdited(edit: (dir: string) => Promise<void>) {
  dir = await mkdtemp(join(tmpdir(), "conteudo-"));
  await cp("content", dir, { recursive: true });
  await edit(dir);
  return readContent({ contentDir: dir });
}

/** Replaces `from` (which must be there) with `to` in one file of the copy. */
function replaceIn(file: string, from: string | RegExp, to: string) {
  return async (dir: string) => {
    const path = join(dir, file);
    const text = await readFile(path, "utf8");
    const edited = text.replace(from, to);
    if (edited === text) throw new Error(`${String(from)} not in ${file}`);
    await writeFile(path, edited);
  };
}

/** Puts a PNG of this size in the copy and names it as the first board member's photo. */
function portraitOf(width: number, height: number) {
  return async (dir: string) => {
    await sharp({
      create: { width, height, channels: 3, background: "#143c78" },
    })
      .png()
      .toFile(join(dir, "imagens", "pessoas", "retrato.png"));
    await replaceIn(
      "pessoas.yml",
      /photo: imagens\/pessoas\/[\w-]+\.svg/,
      "photo: imagens/pessoas/retrato.png",
    )(dir);
  };
}

/** A file of the copy as the problem lines name it: from the copy's own folder. */
function shownIn(dir: string, ...path: string[]) {
  return join(basename(dir), ...path);
}

async function problemsOf(edit: (dir: string) => Promise<void>) {
  const result = await readEdited(edit);
  return result.ok ? [] : result.problems;
}

describe("the content as it is", () => {
  test("passes the check", async () => {
    const result = await readContent();
    expect(result.ok ? [] : result.problems).toEqual([]);
  });
});

describe("each mistake gives one Portuguese line naming the file and the field", () => {
  test.each([
    [
      "a date in the wrong form",
      FIRST,
      replaceIn(FIRST, "date: 2025-04-02", "date: 10/04/2025"),
      "campo `date`: '10/04/2025' não é uma data AAAA-MM-DD",
    ],
    [
      "a date that is not on the calendar",
      FIRST,
      replaceIn(FIRST, "date: 2025-04-02", "date: 2025-02-30"),
      "campo `date`: '2025-02-30' não é uma data AAAA-MM-DD",
    ],
    [
      "a missing summary",
      FIRST,
      replaceIn(FIRST, /^summary: .*\n/m, ""),
      "campo `summary`: está faltando; é obrigatório",
    ],
    [
      "an empty title",
      FIRST,
      replaceIn(FIRST, /^title: .*$/m, 'title: ""'),
      "campo `title`: está vazio; escreva um texto",
    ],
    [
      "an id that is not a number",
      FIRST,
      replaceIn(FIRST, "id: 1", "id: um"),
      "campo `id`: 'um' não é um número inteiro positivo",
    ],
    [
      "a duplicate id",
      FIRST,
      replaceIn(SECOND, "id: 2", "id: 1"),
      `campo \`id\`: 1 já é o número de`,
    ],
    [
      "a missing image",
      FIRST,
      replaceIn(FIRST, /^image: .*$/m, "image: imagens/noticias/nao-existe.jpg"),
      "campo `image`: a imagem 'imagens/noticias/nao-existe.jpg' não existe em",
    ],
    [
      "an image outside content/imagens/",
      FIRST,
      replaceIn(FIRST, /^image: .*$/m, "image: /images/news/foto.webp"),
      "campo `image`: '/images/news/foto.webp' não é o caminho de uma imagem em content/imagens/",
    ],
    [
      "an article without text",
      FIRST,
      replaceIn(FIRST, /\n---\n[^]*$/, "\n---\n"),
      "o texto da notícia, abaixo da segunda linha '---', está vazio",
    ],
    [
      "front matter YAML that cannot be read",
      FIRST,
      replaceIn(FIRST, "author: Equipe", "author: : Equipe"),
      "linha 6: um texto sem aspas tem dois-pontos seguidos de espaço; ponha o texto todo entre aspas duplas",
    ],
    [
      "an unclosed quote in a data file",
      "doacao.yml",
      replaceIn("doacao.yml", "  merchantName: Endowment ITA", '  merchantName: "Endowment ITA'),
      "linha 4: as aspas abertas nesta linha não se fecham",
    ],
    [
      "a missing document",
      "documentos.yml",
      replaceIn(
        "documentos.yml",
        "/documents/relatorio-anual-2024.pdf",
        "/documents/relatorio-2024.pdf",
      ),
      "campo `sections[1].documents[1].url`: o arquivo '/documents/relatorio-2024.pdf' não existe em public/documents/",
    ],
    [
      "a document dated the way people write",
      "documentos.yml",
      replaceIn("documentos.yml", "date: 2025-04-28", "date: 28/04/2025"),
      "campo `sections[1].documents[1].date`: '28/04/2025' não é uma data AAAA-MM-DD",
    ],
    [
      "a missing portrait",
      "pessoas.yml",
      replaceIn(
        "pessoas.yml",
        "imagens/pessoas/ricardo-almeida-furtado.svg",
        "imagens/pessoas/ricardo.svg",
      ),
      "campo `groups[1].people[1].photo`: a imagem 'imagens/pessoas/ricardo.svg' não existe em",
    ],
    [
      "a portrait smaller than 320 pixels",
      "pessoas.yml",
      portraitOf(200, 200),
      "campo `groups[1].people[1].photo`: a foto 'imagens/pessoas/retrato.png' tem 200x200 pixels: use uma foto de 320x320 pixels ou maior",
    ],
    [
      "a portrait far from square",
      "pessoas.yml",
      portraitOf(200, 300),
      "campo `groups[1].people[1].photo`: a foto 'imagens/pessoas/retrato.png' tem 200x300 pixels: recorte-a em um quadrado (a página mostra a foto quadrada)",
    ],
    [
      "a class written as a number",
      "pessoas.yml",
      replaceIn("pessoas.yml", "turma: T85", "turma: T1985"),
      "campo `groups[1].people[1].turma`: 'T1985' não é uma turma como T98",
    ],
    [
      "a Pix key with wrong check digits",
      "doacao.yml",
      replaceIn("doacao.yml", "12.345.678/0001-95", "12.345.678/0001-96"),
      "campo `pix.key`: '12.345.678/0001-96' não é uma chave PIX válida (Chave PIX (CNPJ) inválida",
    ],
    [
      "a Pix key kind that does not match the key",
      "doacao.yml",
      replaceIn("doacao.yml", "12.345.678/0001-95", "doacoes@example.org"),
      "campo `pix.keyKind`: 'CNPJ' não corresponde à chave 'doacoes@example.org', que é do tipo E-mail; escreva 'E-mail' ou apague o campo",
    ],
    [
      "a receiver city too long for the QR code",
      "doacao.yml",
      replaceIn(
        "doacao.yml",
        "merchantCity: S.J. dos Campos",
        "merchantCity: São José dos Campos",
      ),
      "campo `pix.merchantCity`: 'São José dos Campos' tem mais de 15 caracteres",
    ],
    [
      "a suggested amount of zero",
      "doacao.yml",
      replaceIn(
        "doacao.yml",
        "amounts: [100, 250, 500, 1000, 5000]",
        "amounts: [0, 250, 500, 1000, 5000]",
      ),
      "campo `page.give.amounts[1]`: '0' não é um valor em reais maior que zero com no máximo dois decimais",
    ],
    [
      "a suggested amount with fractions of a centavo",
      "doacao.yml",
      replaceIn(
        "doacao.yml",
        "amounts: [100, 250, 500, 1000, 5000]",
        "amounts: [100, 250, 500, 1000, 12.345]",
      ),
      "campo `page.give.amounts[5]`: '12.345' não é um valor em reais maior que zero com no máximo dois decimais",
    ],
    [
      "a CNPJ whose check digits do not agree",
      "site.yml",
      replaceIn("site.yml", /(cnpj: )\S+/, "$112.345.678/0001-59"),
      "campo `legalEntity.cnpj`: '12.345.678/0001-59' não é um CNPJ válido: escreva 00.000.000/0000-00 e confira os dígitos verificadores",
    ],
    [
      "more received than committed",
      "numeros.yml",
      replaceIn("numeros.yml", /(received:\n {2}reais: )\d+/, "$1999999999999"),
      "campo `received.reais`: o recebido é maior que o comprometido",
    ],
    [
      "a figure written with R$ and dots",
      "numeros.yml",
      replaceIn("numeros.yml", /(goal:\n {2}reais: )\d+/, '$1"R$ 25.000.000"'),
      "campo `goal.reais`: 'R$ 25.000.000' não é um valor em reais",
    ],
    [
      "a figure the home page cannot know",
      "inicio.yml",
      replaceIn("inicio.yml", "  - donors\n", "  - alumni\n"),
      "campo `stats[2]`: 'alumni' não é um dos números do fundo; use um destes: committed, received, donors, classes, goal",
    ],
    [
      "an icon that is not among the known ones",
      "inicio.yml",
      replaceIn("inicio.yml", "icon: globe", "icon: earth"),
      "campo `reasons.items[1].icon`: 'earth' não é um ícone conhecido; use um destes: globe, graduation-cap, hand-heart, users, user-search, scale, bed, rocket, zap, factory, lightbulb, flask, building",
    ],
    [
      "a missing icon",
      "o-ita.yml",
      replaceIn("o-ita.yml", /^ {6}icon: rocket\n/m, ""),
      "campo `sectors.items[1].icon`: está faltando; é obrigatório",
    ],
    [
      "a missing initiative id",
      "parceiros.yml",
      replaceIn("parceiros.yml", /- id: robotics\n +name:/, "- name:"),
      "campo `itaex.initiatives[1].id`: está faltando; é obrigatório",
    ],
    [
      "a fund e-mail that is not an e-mail",
      "doacao-ajuda.yml",
      replaceIn(
        "doacao-ajuda.yml",
        "email: doacoes@endowment-ita.example",
        "email: doacoes.endowment-ita.example",
      ),
      "campo `contacts.email`: 'doacoes.endowment-ita.example' não é um endereço de e-mail",
    ],
    [
      "a WhatsApp number without +55",
      "doacao-ajuda.yml",
      replaceIn(
        "doacao-ajuda.yml",
        'whatsapp: "+5512990000000"',
        'whatsapp: "(12) 99000-0000"',
      ),
      "campo `contacts.whatsapp`: '(12) 99000-0000' não é um telefone como \"+5512990000000\"",
    ],
    [
      "an article's text without quotes that YAML reads as a number",
      FIRST,
      replaceIn(FIRST, /^author: .*$/m, "author: 007"),
      'campo `author`: 007 precisa ficar entre aspas para ser lido como foi escrito: "007"',
    ],
    [
      "a payment page that is not https",
      "doacao-ajuda.yml",
      replaceIn(
        "doacao-ajuda.yml",
        "otherWays: []",
        [
          "otherWays:",
          "  - label: Cartão de crédito",
          "    url: http://pagamentos.example/endowment-ita",
          "    description: Doe com cartão.",
        ].join("\n"),
      ),
      "campo `otherWays[1].url`: 'http://pagamentos.example/endowment-ita' não é um endereço que começa com https://",
    ],
    [
      "an answer's link that is neither a page nor a section",
      "doacao-ajuda.yml",
      replaceIn("doacao-ajuda.yml", "href: /doadores", "href: doadores"),
      "campo `faq[4].link.href`: 'doadores' não é um endereço do site (como /doadores) nem uma seção desta página (como #doacoes-eua)",
    ],
    [
      "an answer's contact that is not known",
      "doacao-ajuda.yml",
      replaceIn("doacao-ajuda.yml", "contact: fund", "contact: diretoria"),
      "campo `faq[4].contact`: 'diretoria' não é um contato conhecido; use um destes: fund, largeGifts",
    ],
    [
      "a statute that is not among the documents",
      "documentos.yml",
      replaceIn(
        "documentos.yml",
        "statuteUrl: /documents/estatuto-social.pdf",
        "statuteUrl: /documents/estatuto.pdf",
      ),
      "campo `statuteUrl`: '/documents/estatuto.pdf' não é o endereço (url) de nenhum dos documentos",
    ],
  ])("%s", async (_mistake, file, edit, message) => {
    const problems = await problemsOf(edit);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${shownIn(dir, file)}: ${message}`);
  });

  test("a misspelt field", async () => {
    const problems = await problemsOf(
      replaceIn(FIRST, "imageAlt:", "imagemAlt:"),
    );
    expect(problems).toEqual([
      `${shownIn(dir, FIRST)}: campo \`imageAlt\`: está faltando; é obrigatório`,
      `${shownIn(dir, FIRST)}: \`imagemAlt\` não é um campo conhecido aqui (confira a grafia)`,
    ]);
  });

  test("a file name without the date", async () => {
    const problems = await problemsOf(async (dir) => {
      await cp(join(dir, SECOND), join(dir, "noticias", "Baja.md"));
    });
    expect(problems).toEqual([
      `${shownIn(dir, "noticias", "Baja.md")}: o nome do arquivo deve ser AAAA-MM-DD-titulo-curto.md (data, depois letras minúsculas, números e hifens), como 2025-04-10-baja.md`,
    ]);
  });

  test("a name after the date that another article already has", async () => {
    const problems = await problemsOf(async (dir) => {
      await cp(
        join(dir, SECOND),
        join(dir, "noticias", "2025-05-01-workshop-plano-estrategico.md"),
      );
      await replaceIn(
        "noticias/2025-05-01-workshop-plano-estrategico.md",
        "id: 2",
        "id: 9",
      )(dir);
    });
    expect(problems).toEqual([
      `${shownIn(dir, "noticias", "2025-05-01-workshop-plano-estrategico.md")}: o nome 'workshop-plano-estrategico' (depois da data) já é usado por ${shownIn(dir, SECOND)}; escolha outro`,
    ]);
  });

  test("every problem shows at once, grouped by file", async () => {
    const problems = await problemsOf(async (dir) => {
      await replaceIn(FIRST, "date: 2025-04-02", "date: 02/04/2025")(dir);
      await replaceIn(SECOND, "id: 2", "id: 1")(dir);
      await replaceIn("doacao.yml", "keyKind: CNPJ", "keyKind: CPF")(dir);
    });
    expect(problems.map((line) => line.slice(basename(dir).length + 1))).toEqual([
      expect.stringMatching(/^doacao\.yml: campo `pix\.keyKind`/),
      expect.stringMatching(/^noticias\/2025-04-02-.*: campo `date`/),
      expect.stringMatching(/^noticias\/2025-04-02-.*: campo `id`: 1 já é o número de .*2025-03-27-/),
    ]);
  });
});

describe("a key, phone or tax id typed without quotes is read as typed", () => {
  test.each([
    ["a phone with +", "+5512991234567", "Telefone"],
    ["a CPF with a leading zero", "01234567890", "CPF"],
    ["a CNPJ in digits", "12345678000195", "CNPJ"],
    ["a random key of digits", "12345678-1234-1234-1234-123456789012", "Chave aleatória"],
  ])("%s: key: %s", async (_, key, keyKind) => {
    const result = await readEdited(async (dir) => {
      await replaceIn("doacao.yml", /^ {2}keyKind: .*\n/m, "")(dir);
      await replaceIn("doacao.yml", "key: 12.345.678/0001-95", `key: ${key}`)(dir);
    });
    expect(result.ok ? result.content.donation.pix : result.problems).toEqual(
      expect.objectContaining({ key, keyKind }),
    );
  });

  test("a phone among the contacts", async () => {
    const result = await readEdited(
      replaceIn("doacao-ajuda.yml", 'phone: "+551230000000"', "phone: +551230000000"),
    );
    expect(
      result.ok ? result.content.donationHelp.contacts.largeGifts.phone : result.problems,
    ).toBe("+551230000000");
  });
});

describe("what the officers may leave to the build", () => {
  test("the Pix key kind is inferred from the key, alphanumeric CNPJ included", async () => {
    const result = await readEdited(async (dir) => {
      await replaceIn("doacao.yml", /^ {2}keyKind: .*\n/m, "")(dir);
      await replaceIn("doacao.yml", "12.345.678/0001-95", "12.ABC.345/01DE-35")(
        dir,
      );
    });
    expect(result.ok && result.content.donation.pix).toMatchObject({
      key: "12.ABC.345/01DE-35",
      keyKind: "CNPJ",
    });
  });

  test("an article's Markdown body becomes HTML", async () => {
    const result = await readContent();
    const body = result.ok ? result.content.newsArticleBodies[1] : "";
    expect(body).toContain(
      "<h2>Próxima meta: R$ 25 milhões até o fim de 2025</h2>",
    );
    expect(body).toContain("<strong>R$ 11 milhões</strong>");
  });
});

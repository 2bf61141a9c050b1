// A valid copy of content/ in which every value a fund officer may change differs from the
// repository's: the tests run on it a second time (scripts/test-variant.mjs), so that a test
// pinning a text, a key or a figure fails here rather than after an officer's correct edit.
import { existsSync } from "node:fs";
import { cp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { type Document, isMap, isScalar, isSeq, parseDocument } from "yaml";
import { z } from "zod";
import { splitArticle } from "../app/content/source/article-file.ts";
import {
  LOCALE_FOLDERS,
  PORTUGUESE_FOLDER,
} from "../app/content/source/content-dir.ts";
import { dataFileSchemas } from "../app/content/source/site-pages.ts";

/** What each free text of the variant ends with. */
const REVISED = " – revisto";

/**
 * A fictional Pix key of each kind, with the kind as an officer writes it beside the key. The
 * variant takes one a day, in turn, so that a week of daily runs passes every kind through the
 * whole suite; VARIANT_PIX_KEY_KIND (cnpj, cpf, email, phone, random) chooses one.
 */
const VARIANT_PIX_KEYS = {
  cnpj: { key: "47.291.836/0001-56", kind: "CNPJ" },
  cpf: { key: "371.824.956-19", kind: "CPF" },
  email: { key: "doacoes@fundo-variante.org.br", kind: "E-mail" },
  phone: { key: "+5512988887777", kind: "Telefone" },
  random: {
    key: "7d3e5a1c-2b4f-4e8a-9c6d-0f1e2a3b4c5d",
    kind: "Chave aleatória",
  },
} as const;
type VariantPixKind = keyof typeof VARIANT_PIX_KEYS;

function variantPixKind(): VariantPixKind {
  const kinds = Object.keys(VARIANT_PIX_KEYS) as VariantPixKind[];
  const chosen = process.env.VARIANT_PIX_KEY_KIND;
  if (chosen) {
    if (!kinds.includes(chosen as VariantPixKind))
      throw new Error(
        `VARIANT_PIX_KEY_KIND: '${chosen}' is none of ${kinds.join(", ")}`,
      );
    return chosen as VariantPixKind;
  }
  const day = Math.floor(Date.now() / 86_400_000);
  return kinds[day % kinds.length] ?? "random";
}

const variantPix = VARIANT_PIX_KEYS[variantPixKind()];

type SchemaNode = {
  type?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  enum?: unknown[];
  pattern?: string;
  widget?: string;
  options?: object;
  key?: boolean;
};

/** The widgets of texts with a form of their own: dates, files, the Pix key and its kind. */
const FORMED_WIDGETS = new Set([
  "datetime",
  "image",
  "file",
  "pix-key",
  "pix-key-kind",
]);

/** A text an officer writes freely: no form, list of values, date, key or file behind it. */
function isFreeText(node: SchemaNode | undefined): boolean {
  return (
    node?.type === "string" &&
    !node.enum &&
    !node.pattern &&
    !node.options &&
    // A key names its item in every language (a person's name): written the same in both.
    !node.key &&
    !FORMED_WIDGETS.has(node.widget ?? "")
  );
}

/** Appends REVISED to every free text of a YAML document, as its schema tells them apart. */
function reviseTexts(document: Document, schema: z.ZodType) {
  const root = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
  }) as SchemaNode;
  const visit = (path: (string | number)[], node: SchemaNode | undefined) => {
    const value: unknown = path.length
      ? document.getIn(path, true)
      : document.contents;
    if (isScalar(value)) {
      if (typeof value.value === "string" && isFreeText(node))
        value.value = `${value.value}${REVISED}`;
    } else if (isSeq(value)) {
      value.items.forEach((_, index) => visit([...path, index], node?.items));
    } else if (isMap(value)) {
      for (const { key } of value.items)
        if (isScalar(key))
          visit(
            [...path, String(key.value)],
            node?.properties?.[String(key.value)],
          );
    }
  };
  visit([], root);
}

/** Edits one YAML file of the copy, leaving what is not edited as written. */
async function editYaml(
  folder: string,
  file: string,
  edit: (document: Document) => void,
) {
  const path = join(folder, file);
  const document = parseDocument(await readFile(path, "utf8"));
  edit(document);
  await writeFile(path, document.toString({ lineWidth: 0 }));
}

/**
 * Edits the English version of a file, when the content has one, as an officer who keeps both
 * languages would.
 */
async function editEnglishYaml(
  content: string,
  file: string,
  edit: (document: Document) => void,
) {
  const folder = join(content, LOCALE_FOLDERS.en);
  if (existsSync(join(folder, file))) await editYaml(folder, file, edit);
}

/** A picture as an officer brings it: a photo larger than the page needs. */
function picture(path: string, width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: "#7a2f4d" },
  })
    .png()
    .toFile(path);
}

type Variation = {
  /** What the variation changes, as the variant run prints it. */
  name: string;
  apply: (content: string, texts: string) => Promise<void>;
};

const variations: Variation[] = [
  {
    name: `every free text of the YAML files ends with "${REVISED}"`,
    apply: async (_, texts) => {
      for (const [file, schema] of Object.entries(dataFileSchemas))
        await editYaml(texts, file, (document) =>
          reviseTexts(document, schema),
        );
    },
  },
  {
    name: `the Pix key is ${variantPix.key}, its kind written "${variantPix.kind}", with another receiver name and city`,
    apply: (_, texts) =>
      editYaml(texts, "doacao.yml", (document) => {
        document.setIn(["pix", "key"], variantPix.key);
        document.setIn(["pix", "keyKind"], variantPix.kind);
        document.setIn(["pix", "merchantName"], "Fundo Variante do ITA");
        document.setIn(["pix", "merchantCity"], "Campinas");
      }),
  },
  {
    name: "two other ways to give, through a payment provider's pages, written in English too",
    apply: async (content, texts) => {
      await editYaml(texts, "doacao-ajuda.yml", (document) => {
        document.set("otherWays", [
          {
            label: "Doar com cartão de crédito",
            url: "https://pagamentos.example/fundo/cartao",
            description: "Em até 12 vezes, pela página segura do parceiro.",
          },
          {
            label: "Doação mensal por boleto",
            url: "https://pagamentos.example/fundo/mensal",
            description: "Um valor todo mês, que você cancela quando quiser.",
          },
        ]);
      });
      await editEnglishYaml(content, "doacao-ajuda.yml", (document) => {
        document.set("otherWays", [
          {
            label: "Give by credit card",
            url: "https://pagamentos.example/fundo/cartao",
            description: "In up to 12 installments, on the partner's page.",
          },
          {
            label: "Monthly gift by boleto",
            url: "https://pagamentos.example/fundo/mensal",
            description: "An amount every month, which you cancel any time.",
          },
        ]);
      });
    },
  },
  {
    name: "new figures and dates, and a later goal",
    apply: (_, texts) =>
      editYaml(texts, "numeros.yml", (document) => {
        const figures: [string, string, number][] = [
          ["committed", "reais", 15_730_000],
          ["received", "reais", 9_024_310],
          ["donors", "count", 71],
          ["classes", "count", 27],
        ];
        for (const [figure, field, value] of figures) {
          document.setIn([figure, field], value);
          document.setIn([figure, "date"], "2026-06-30");
        }
        document.setIn(["goal", "reais"], 32_000_000);
        document.setIn(["goal", "deadline"], "2027-12-31");
      }),
  },
  {
    name: "a giving day under way today, of two days, with another name and goal and no match, in both languages",
    apply: async (content, texts) => {
      await editEnglishYaml(content, "dia-de-doar.yml", (document) => {
        document.deleteIn(["day", "match"]);
      });
      await editYaml(texts, "dia-de-doar.yml", (document) => {
        // Brasília is UTC−03:00 all year: its wall time is UTC's three hours earlier.
        const hourInBrasilia = (hoursFromNow: number) =>
          new Date(Date.now() + (hoursFromNow - 3) * 3_600_000)
            .toISOString()
            .slice(0, 13) + ":00";
        document.setIn(["day", "name"], "Dia de Doar – “Edição das Turmas”");
        document.setIn(["day", "startsAt"], hourInBrasilia(-5));
        document.setIn(["day", "endsAt"], hourInBrasilia(43));
        document.setIn(["day", "participationGoal"], 1_200);
        document.deleteIn(["day", "match"]);
      });
    },
  },
  {
    name: "the first board member replaced, with a photo of their own, in both languages",
    apply: async (content, texts) => {
      await picture(
        join(content, "imagens", "pessoas", "otavio.png"),
        480,
        480,
      );
      await editYaml(texts, "pessoas.yml", (document) => {
        document.setIn(["groups", 0, "people", 0], {
          name: "Otávio Rangel Siqueira",
          role: "Presidente",
          turma: "T88",
          photo: "imagens/pessoas/otavio.png",
        });
      });
      await editEnglishYaml(content, "pessoas.yml", (document) => {
        document.setIn(["groups", 0, "people", 0], {
          name: "Otávio Rangel Siqueira",
          role: "Chair",
        });
      });
    },
  },
  {
    name: "a member added to the last group and its last member removed, in both languages",
    apply: async (content, texts) => {
      let last = 0;
      await editYaml(texts, "pessoas.yml", (document) => {
        last =
          (document.get("groups") as { items: unknown[] }).items.length - 1;
        const people = ["groups", last, "people"];
        const count = (document.getIn(people) as { items: unknown[] }).items
          .length;
        const photo = String(document.getIn([...people, 0, "photo"]));
        document.deleteIn([...people, count - 1]);
        document.addIn(people, {
          name: "Lívia D'Ávila Bragança-Reis",
          role: "Diretora de Relações com Ex-alunos",
          turma: "T07",
          photo,
        });
      });
      await editEnglishYaml(content, "pessoas.yml", (document) => {
        const people = ["groups", last, "people"];
        const count = (document.getIn(people) as { items: unknown[] }).items
          .length;
        document.deleteIn([...people, count - 1]);
        document.addIn(people, {
          name: "Lívia D'Ávila Bragança-Reis",
          role: "Alumni relations officer",
        });
      });
    },
  },
  {
    name: "a document added to the first empty section (or the first one), written in English too",
    apply: async (content, texts) => {
      let section = 0;
      let url = "";
      await editYaml(texts, "documentos.yml", (document) => {
        const sections = document.get("sections") as { items: unknown[] };
        const sectionCount = sections.items.length;
        const empty = Array.from(
          { length: sectionCount },
          (_, index) => index,
        ).find(
          (index) =>
            (
              document.getIn(["sections", index, "documents"]) as {
                items: unknown[];
              }
            ).items.length === 0,
        );
        section = empty ?? 0;
        // A file the content already has, for the size the page shows.
        const { sections: written } = document.toJS() as {
          sections: { documents: { url: string }[] }[];
        };
        url = written.flatMap((each) => each.documents)[0]?.url ?? "";
        if (!url) throw new Error("documentos.yml has no document to copy");
        document.addIn(["sections", section, "documents"], {
          title: "Relatório semestral, 1º semestre de 2026",
          description:
            "Captação, rendimentos e aplicação dos recursos de janeiro a junho.",
          url,
          date: "2026-08-14",
        });
      });
      await editEnglishYaml(content, "documentos.yml", (document) => {
        document.addIn(["sections", section, "documents"], {
          url,
          title: "Semiannual report, first half of 2026",
          description:
            "Gifts raised, returns and spending from January to June.",
        });
      });
    },
  },
  {
    name: 'the newest article with straight quotes, "--" and "..." in its title and text',
    apply: async (_, texts) => {
      const folder = join(texts, "noticias");
      const [newest] = (await readdir(folder)).sort().reverse();
      if (!newest) return;
      const path = join(folder, newest);
      const article = splitArticle(await readFile(path, "utf8"));
      if (!article) throw new Error(`${newest} has no front matter`);
      const fields = parseDocument(article.frontMatter);
      fields.set("title", `Bolsistas dizem: "valeu a pena" -- e pedem mais...`);
      await writeFile(
        path,
        `---\n${fields.toString({ lineWidth: 0 })}---\n\nNas palavras de uma bolsista: "o fundo mudou tudo" -- e ainda há muito a fazer...\n\n${article.body}`,
      );
    },
  },
  {
    name: "one more article, titled like the web editor's example, with its own picture",
    apply: async (content, texts) => {
      const folder = join(texts, "noticias");
      let id = 0;
      for (const name of await readdir(folder)) {
        const article = splitArticle(
          await readFile(join(folder, name), "utf8"),
        );
        const fields = parseDocument(article?.frontMatter ?? "").toJS() as {
          id?: unknown;
        };
        if (typeof fields.id === "number") id = Math.max(id, fields.id);
      }
      await picture(
        join(content, "imagens", "noticias", "formatura-t25.png"),
        1600,
        840,
      );
      await writeFile(
        join(folder, "2026-11-20-formatura-da-turma-t25-reune-doadores.md"),
        [
          "---",
          `id: ${id + 1}`,
          "title: Formatura da turma T25 reúne doadores",
          "date: 2026-11-20",
          "summary: Ex-alunos acompanharam a cerimônia e conheceram os bolsistas.",
          "author: Equipe do fundo",
          "image: imagens/noticias/formatura-t25.png",
          "imageAlt: Formandos de beca no pátio do ITA",
          "---",
          "",
          "A turma T25 colou grau diante de **doadores** de várias gerações.",
          "",
        ].join("\n"),
      );
    },
  },
  {
    name: "the English privacy page not yet translated: its file taken out of content/en",
    apply: (content) => rm(join(content, LOCALE_FOLDERS.en, "privacidade.yml")),
  },
];

/** The variations, in the order they are applied. */
export const VARIATIONS: readonly string[] = variations.map(({ name }) => name);

/** Writes the variant of the content folder `from` into `to` (a folder named content). */
export async function writeContentVariant(from: string, to: string) {
  await cp(from, to, { recursive: true });
  const texts = join(to, PORTUGUESE_FOLDER);
  for (const variation of variations) await variation.apply(to, texts);
}

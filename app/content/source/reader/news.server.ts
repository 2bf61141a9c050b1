import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import matter from "gray-matter";
import { Marked } from "marked";
import {
  type CheckedNewsArticle,
  NEWS_FILE_NAME,
  newsFrontMatterSchema,
} from "../schema/news.ts";
import { textsAsWritten } from "../as-written.ts";
import { checkPicture } from "./pictures.server.ts";
import type { Reading } from "./reading.server.ts";
import { parseYaml } from "./yaml.server.ts";

const markdown = new Marked({ gfm: true });

/** The articles under content/noticias/, newest first, and their bodies as HTML by id. */
export async function readNews(reading: Reading): Promise<{
  articles: CheckedNewsArticle[];
  bodies: Record<number, string>;
}> {
  const folder = join(reading.contentDir, "noticias");
  const names = existsSync(folder)
    ? (await readdir(folder)).filter((name) => name.endsWith(".md")).sort()
    : [];
  if (names.length === 0)
    reading.report(folder, [], "nenhuma notícia encontrada (arquivos .md)");

  const articles: CheckedNewsArticle[] = [];
  const bodies: Record<number, string> = {};
  const fileOfId = new Map<number, string>();
  const fileOfSlug = new Map<string, string>();
  for (const name of names) {
    const file = join(folder, name);
    const article = await readArticle(reading, file, name);
    if (!article) continue;
    const { frontMatter, fields, slug, body } = article;
    // Checked even when other fields are wrong, so that every problem shows at once.
    const id = typeof fields.id === "number" ? fields.id : undefined;
    const sameId = id === undefined ? undefined : fileOfId.get(id);
    if (id !== undefined && sameId) {
      reading.report(
        file,
        ["id"],
        `${id} já é o número de ${reading.shownPath(sameId)}; cada notícia precisa de um número próprio`,
      );
    }
    const sameSlug = fileOfSlug.get(slug);
    if (sameSlug) {
      reading.report(
        file,
        [],
        `o nome '${slug}' (depois da data) já é usado por ${reading.shownPath(sameSlug)}; escolha outro`,
      );
    }
    if (id !== undefined) fileOfId.set(id, file);
    fileOfSlug.set(slug, file);
    const hasImage =
      typeof fields.image === "string" &&
      fields.image.startsWith("imagens/") &&
      (await checkPicture(reading, file, ["image"], fields.image, "photo"));
    if (!frontMatter || !hasImage || body === undefined) continue;
    articles.push({ ...frontMatter, slug });
    bodies[frontMatter.id] = body;
  }
  articles.sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  return { articles, bodies };
}

async function readArticle(reading: Reading, file: string, name: string) {
  reading.files.push(file);
  const fileName = NEWS_FILE_NAME.exec(name);
  if (!fileName) {
    reading.report(
      file,
      [],
      `o nome do arquivo deve ser AAAA-MM-DD-titulo-curto.md (data, depois letras minúsculas, números e hifens), como 2025-04-10-baja.md`,
    );
    return undefined;
  }
  const text = await readFile(file, "utf8");
  if (!text.startsWith("---")) {
    reading.report(
      file,
      [],
      "o arquivo deve começar pelos campos entre duas linhas '---' (id, title, date, summary, author, image, imageAlt)",
    );
    return undefined;
  }
  let frontMatter: unknown;
  let body: string;
  try {
    const parsed = matter(text, {
      engines: {
        yaml: (yaml) => {
          const document = parseYaml(reading, file, yaml);
          if (document === undefined) throw new Error("YAML reported");
          const { value, rewritten } = textsAsWritten(
            document,
            newsFrontMatterSchema,
          );
          // Astro reads front matter with its own parser, which would drop what was typed.
          for (const { path, typed } of rewritten)
            reading.report(file, path, quoteIt(typed));
          return value as object;
        },
      },
    });
    frontMatter = parsed.data;
    body = parsed.content;
  } catch {
    return undefined; // parseYaml reported where
  }
  const valid = reading.validate(file, newsFrontMatterSchema, frontMatter);
  const hasBody = body.trim() !== "";
  if (!hasBody) {
    reading.report(
      file,
      [],
      "o texto da notícia, abaixo da segunda linha '---', está vazio",
    );
  }
  return {
    frontMatter: valid,
    fields: (frontMatter ?? {}) as Record<string, unknown>,
    slug: fileName[2] ?? name,
    body: hasBody ? markdown.parse(body, { async: false }) : undefined,
  };
}

function quoteIt(typed: string): string {
  return `${typed} precisa ficar entre aspas para ser lido como foi escrito: "${typed}"`;
}

// The officers' files as Astro collections: each file read as typed (as-written.ts) and checked
// with its schema before Astro parses it, every mistake noted in Portuguese (problem-log.ts)
// rather than stopping at the first. An entry with a mistake is left out of the store, so the
// next reading checks its file again. A file of texts has an entry per language it is written in.
import { existsSync, readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { basename, join, relative, resolve } from "node:path";
import type { Loader, LoaderContext } from "astro/loaders";
import type { z } from "zod";
import { splitArticle } from "./article-file.ts";
import { textsAsWritten } from "./as-written.ts";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../lib/locale.ts";
import { contentDir, LOCALE_FOLDERS, shownPath } from "./content-dir.ts";
import {
  noteTranslated,
  noteUnreadOriginal,
  reportProblem,
  reportTranslationProblem,
} from "./problem-log.ts";
import { withSharedFacts } from "./translation.ts";
import { portugueseMessage } from "./problems.ts";
import { NEWS_FILE_NAME } from "./schema/news.ts";
import { parseYamlText } from "./yaml-problem.ts";

/**
 * Checks an entry with the officer's schema, noting each mistake; resolves to Astro's parse of
 * it, or to undefined when it has a mistake and must stay out of the store.
 */
async function checkedEntry(
  context: LoaderContext,
  schema: z.ZodType,
  entry: { id: string; data: Record<string, unknown>; filePath: string },
): Promise<Record<string, unknown> | undefined> {
  const result = await schema.safeParseAsync(entry.data, {
    error: portugueseMessage,
    reportInput: true,
  });
  if (!result.success) {
    for (const issue of result.error.issues)
      reportProblem(shownPath(entry.filePath), issue.path, issue.message);
    return undefined;
  }
  return context.parseData(entry);
}

/**
 * A YAML file of texts in every language's folder: the Portuguese one, which must be there and
 * right, is the entry "pt-BR"; another language's, when there, takes its facts from it
 * (translation.ts) and is its language's entry once it holds every text. `checkSchema` checks
 * both.
 */
export function officerFile(fileName: string, checkSchema: z.ZodType): Loader {
  return {
    name: "officer-file",
    load: async (context) => {
      context.store.clear();
      const original = await readYamlFile(
        localePath(DEFAULT_LOCALE, fileName),
        checkSchema,
        reportProblem,
      );
      const data =
        original &&
        (await checkedEntry(context, checkSchema, {
          id: DEFAULT_LOCALE,
          data: original.value,
          filePath: original.path,
        }));
      // Its translations wait for it: the mistake is the Portuguese file's, named once, there.
      if (!original || !data) {
        noteUnreadOriginal(context.collection);
        return;
      }
      context.store.set({
        id: DEFAULT_LOCALE,
        data,
        filePath: relative(process.cwd(), original.path),
      });
      for (const locale of LOCALES) {
        const path = localePath(locale, fileName);
        if (locale === DEFAULT_LOCALE || !existsSync(path)) continue;
        const translated = await readYamlFile(
          path,
          checkSchema,
          reportTranslationProblem,
        );
        if (translated === undefined) continue;
        const entry = await translatedEntry(context, checkSchema, original.value, {
          ...translated,
          locale,
        });
        if (!entry) continue;
        noteTranslated(context.collection, locale);
        context.store.set({
          id: locale,
          data: entry,
          filePath: relative(process.cwd(), path),
        });
      }
    },
  };
}

const localePath = (locale: Locale, fileName: string) =>
  resolve(contentDir, LOCALE_FOLDERS[locale], fileName);

type Report = typeof reportProblem;

/** A YAML file's value, read as typed; undefined, with the problem reported, when it cannot be. */
async function readYamlFile(
  path: string,
  schema: z.ZodType,
  report: Report,
): Promise<{ path: string; value: Record<string, unknown> } | undefined> {
  if (!existsSync(path)) {
    report(shownPath(path), [], "arquivo não encontrado");
    return undefined;
  }
  const parsed = parseYamlText(await readFile(path, "utf8"));
  if ("problem" in parsed) {
    const { line, message } = parsed.problem;
    report(shownPath(path), [], `linha ${line}: ${message}`);
    return undefined;
  }
  // Unquoted keys and phones read as typed.
  const { value } = await textsAsWritten(parsed.document, schema);
  return { path, value: (value ?? {}) as Record<string, unknown> };
}

/** A translation with the original's facts, checked; undefined, reported, while a text is missing. */
async function translatedEntry(
  context: LoaderContext,
  schema: z.ZodType,
  original: Record<string, unknown>,
  translation: { path: string; value: Record<string, unknown>; locale: Locale },
): Promise<Record<string, unknown> | undefined> {
  const shown = shownPath(translation.path);
  const { value, problems, leftovers, writtenPath } = withSharedFacts(
    schema,
    original,
    translation.value,
  );
  for (const { path, message } of [...problems, ...leftovers])
    reportTranslationProblem(shown, path, message);
  const result = await schema.safeParseAsync(value, {
    error: portugueseMessage,
    reportInput: true,
  });
  // A list already named for its missing items is not named again as too short.
  const named = new Set(problems.map(({ path }) => JSON.stringify(path)));
  if (!result.success)
    for (const issue of result.error.issues) {
      const path = writtenPath(issue.path);
      if (!named.has(JSON.stringify(path)))
        reportTranslationProblem(shown, path, issue.message);
    }
  if (problems.length > 0 || !result.success) return undefined;
  return context.parseData({
    id: translation.locale,
    data: value as Record<string, unknown>,
    filePath: translation.path,
  });
}

/**
 * The news articles of a folder, one Markdown file each, named AAAA-MM-DD-titulo-curto.md: the
 * front matter read as typed with the messages of the YAML files, the text rendered by Astro's
 * Markdown.
 */
export function officerArticles(
  folder: string,
  checkSchema: z.ZodType,
): Loader {
  const fullFolder = resolve(folder);
  return {
    name: "officer-articles",
    load: async (context) => {
      const names = existsSync(fullFolder)
        ? readdirSync(fullFolder).filter((name) => name.endsWith(".md"))
        : [];
      if (names.length === 0)
        reportProblem(
          shownPath(fullFolder),
          [],
          "nenhuma notícia encontrada (arquivos .md)",
        );
      context.store.clear();
      const articles = (
        await Promise.all(
          names
            .sort()
            .map((name) => readArticle(join(fullFolder, name), checkSchema)),
        )
      ).filter((article) => article !== undefined);
      // First, as the number is the first field: an article whose date is wrong still takes it.
      checkArticleNumbers(articles);
      for (const { id, path, data, body, complete } of articles) {
        const parsed = await checkedEntry(context, checkSchema, {
          id,
          data,
          filePath: path,
        });
        if (!parsed || !complete) continue;
        context.store.set({
          id,
          data: parsed,
          body,
          filePath: relative(process.cwd(), path),
          digest: context.generateDigest(body),
          rendered: await context.renderMarkdown(body),
        });
      }
    },
  };
}

type Article = {
  id: string;
  path: string;
  data: Record<string, unknown>;
  body: string;
  /** False when a mistake outside the schema's fields leaves it out of the site. */
  complete: boolean;
};

/** An article's file, its name and its text checked; undefined when it cannot be read at all. */
async function readArticle(
  path: string,
  schema: z.ZodType,
): Promise<Article | undefined> {
  const shown = shownPath(path);
  const name = basename(path);
  const unread = (message: string) => {
    reportProblem(shown, [], message);
    return undefined;
  };
  if (!NEWS_FILE_NAME.test(name))
    return unread(
      "o nome do arquivo deve ser AAAA-MM-DD-titulo-curto.md (data, depois letras minúsculas, números e hifens), como 2025-04-10-baja.md",
    );
  const article = splitArticle(await readFile(path, "utf8"));
  if (!article)
    return unread(
      "o arquivo deve começar pelos campos entre duas linhas '---' (id, title, date, summary, author, image, imageAlt)",
    );
  const { frontMatter, body } = article;
  // One empty line for the opening '---', so the YAML's line numbers are the file's.
  const parsed = parseYamlText(`\n${frontMatter}`);
  if ("problem" in parsed) {
    const { line, message } = parsed.problem;
    return unread(`linha ${line}: ${message}`);
  }
  const { value, rewritten } = await textsAsWritten(parsed.document, schema);
  for (const { path: field, typed } of rewritten)
    reportProblem(
      shown,
      field,
      `${typed} precisa ficar entre aspas para ser lido como foi escrito: "${typed}"`,
    );
  if (body.trim() === "")
    reportProblem(
      shown,
      [],
      "o texto da notícia, abaixo da segunda linha '---', está vazio",
    );
  return {
    id: name.replace(/\.md$/, ""),
    path,
    data: value as Record<string, unknown>,
    body: body.trim(),
    complete: rewritten.length === 0 && body.trim() !== "",
  };
}

/** Each article needs a number and a name after the date of its own. */
function checkArticleNumbers(articles: readonly Article[]) {
  const fileOfId = new Map<number, string>();
  const fileOfSlug = new Map<string, string>();
  for (const { data, path } of articles) {
    const shown = shownPath(path);
    const slug = NEWS_FILE_NAME.exec(basename(path))?.[2] ?? "";
    const id = typeof data.id === "number" ? data.id : undefined;
    const sameId = id === undefined ? undefined : fileOfId.get(id);
    if (sameId)
      reportProblem(
        shown,
        ["id"],
        `${String(id)} já é o número de ${shownPath(sameId)}; cada notícia precisa de um número próprio`,
      );
    const sameSlug = fileOfSlug.get(slug);
    if (sameSlug)
      reportProblem(
        shown,
        [],
        `o nome '${slug}' (depois da data) já é usado por ${shownPath(sameSlug)}; escolha outro`,
      );
    if (id !== undefined && !sameId) fileOfId.set(id, path);
    if (!sameSlug) fileOfSlug.set(slug, path);
  }
}

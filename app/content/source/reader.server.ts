// Reads the officers' files under content/ (CONTENT_DIR), checks them and returns the typed
// content the pages import, or every problem found, one Portuguese line each. Used by the Vite
// plugin (build, dev server, unit tests), `npm run check:content`, the prerender list and the
// browser tests.
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { isAbsolute, join, relative, resolve } from "node:path";
import matter from "gray-matter";
import { Marked } from "marked";
import YAML from "yaml";
import type { z } from "zod";
import {
  type ImageFile,
  newsPicture,
  portraitPicture,
  readImageSize,
} from "./images.server.ts";
import { portugueseMessage, problemLine, shown } from "./problems.ts";
import {
  type Content,
  NEWS_FILE_NAME,
  type NewsArticle,
  type Picture,
  dataFileSchemas,
  newsFrontMatterSchema,
} from "./schema.ts";

export type ContentFolders = {
  /** The officers' folder; default CONTENT_DIR or ./content. */
  contentDir?: string;
  /** Where documents and logos live; default ./public. */
  publicDir?: string;
};

export type ReadResult =
  | {
      ok: true;
      content: Content;
      /** The pictures the build writes from the source images. */
      imageFiles: ImageFile[];
      /** Every file read, for the dev server to watch. */
      files: string[];
    }
  | { ok: false; problems: string[]; files: string[] };

/** The data files' checked contents, by file name without ".yml". */
type DataFiles = {
  [
    Name in keyof typeof dataFileSchemas as Name extends `${infer Base}.yml`
      ? Base
      : never
  ]: z.output<(typeof dataFileSchemas)[Name]>;
};

const markdown = new Marked({ gfm: true });

/** Reads and checks everything under the content folder. */
export async function readContent(
  folders: ContentFolders = {},
): Promise<ReadResult> {
  const reader = new ContentReader(
    resolve(folders.contentDir ?? process.env.CONTENT_DIR ?? "content"),
    resolve(folders.publicDir ?? "public"),
  );
  return reader.read();
}

/** The content, or an Error whose message is the officer's report. */
export async function readContentOrThrow(
  folders: ContentFolders = {},
): Promise<Content> {
  const result = await readContent(folders);
  if (!result.ok) throw new Error(result.problems.join("\n"));
  return result.content;
}

class ContentReader {
  private readonly problems: string[] = [];
  private readonly files: string[] = [];
  private readonly imageFiles: ImageFile[] = [];

  constructor(
    private readonly contentDir: string,
    private readonly publicDir: string,
  ) {}

  async read(): Promise<ReadResult> {
    const data = await this.readDataFiles();
    const news = await this.readNews();
    const peopleGroups = data.pessoas
      ? await this.buildPeople(data.pessoas)
      : undefined;
    if (data.documentos) this.checkStatute(data.documentos);
    this.checkPublicFiles(data);
    this.checkOutputNames();

    const [site, home, institute, about, documents, partners, donation] = [
      data.site,
      data.inicio,
      data["o-ita"],
      data["quem-somos"],
      data.documentos,
      data.parceiros,
      data.doacao,
    ];
    if (
      this.problems.length > 0 ||
      !site ||
      !home ||
      !institute ||
      !about ||
      !documents ||
      !partners ||
      !donation ||
      !data.noticias ||
      !peopleGroups
    ) {
      return { ok: false, problems: this.problemsByFile(), files: this.files };
    }
    return {
      ok: true,
      content: {
        site,
        home,
        institute,
        about,
        peopleGroups,
        documents,
        partners,
        donation,
        newsTexts: data.noticias,
        newsArticles: news.articles,
        newsArticleBodies: news.bodies,
      },
      imageFiles: this.imageFiles,
      files: this.files,
    };
  }

  /** The problems grouped by file, each file's in the order found. */
  private problemsByFile(): string[] {
    const fileOf = (problem: string) => problem.slice(0, problem.indexOf(": "));
    return [...this.problems].sort((a, b) =>
      fileOf(a).localeCompare(fileOf(b)),
    );
  }

  /** A path as the officer sees it: from the project folder when inside it. */
  private shownPath(path: string): string {
    const fromProject = relative(process.cwd(), path);
    return fromProject.startsWith("..") || isAbsolute(fromProject)
      ? path
      : fromProject;
  }

  private report(file: string, path: PropertyKey[], message: string) {
    this.problems.push(problemLine(this.shownPath(file), path, message));
  }

  private async readDataFiles(): Promise<Partial<DataFiles>> {
    const entries = await Promise.all(
      Object.entries(dataFileSchemas).map(async ([name, schema]) => {
        const file = join(this.contentDir, name);
        const parsed = await this.readYamlFile(file);
        if (parsed === undefined) return [name, undefined] as const;
        return [name, this.validate(file, schema, parsed)] as const;
      }),
    );
    return Object.fromEntries(
      entries.map(([name, value]) => [name.replace(/\.yml$/, ""), value]),
    ) as Partial<DataFiles>;
  }

  private async readYamlFile(file: string): Promise<unknown> {
    this.files.push(file);
    let text: string;
    try {
      text = await readFile(file, "utf8");
    } catch {
      this.report(file, [], "arquivo não encontrado");
      return undefined;
    }
    return this.parseYaml(file, text);
  }

  /**
   * YAML text, or undefined after reporting where it cannot be read. Front matter arrives with
   * the rest of its opening "---" line, so its line numbers are already the file's.
   */
  private parseYaml(file: string, text: string): unknown {
    const document = YAML.parseDocument(text, { prettyErrors: true });
    const [error] = document.errors;
    if (error) {
      const line = error.linePos?.[0].line ?? 1;
      this.report(
        file,
        [],
        `linha ${line}: não foi possível ler o YAML (${error.code}); confira o recuo, os dois-pontos e as aspas`,
      );
      return undefined;
    }
    return document.toJS();
  }

  private validate<Schema extends z.ZodType>(
    file: string,
    schema: Schema,
    value: unknown,
  ): z.output<Schema> | undefined {
    const result = schema.safeParse(value, {
      error: portugueseMessage,
      reportInput: true,
    });
    if (result.success) return result.data;
    for (const issue of result.error.issues)
      this.report(file, issue.path, issue.message);
    return undefined;
  }

  private async readNews(): Promise<{
    articles: NewsArticle[];
    bodies: Record<number, string>;
  }> {
    const folder = join(this.contentDir, "noticias");
    const names = existsSync(folder)
      ? (await readdir(folder)).filter((name) => name.endsWith(".md")).sort()
      : [];
    if (names.length === 0)
      this.report(folder, [], "nenhuma notícia encontrada (arquivos .md)");

    const articles: NewsArticle[] = [];
    const bodies: Record<number, string> = {};
    const fileOfId = new Map<number, string>();
    const fileOfSlug = new Map<string, string>();
    for (const name of names) {
      const file = join(folder, name);
      const article = await this.readArticle(file, name);
      if (!article) continue;
      const { frontMatter, fields, slug, body } = article;
      // Checked even when other fields are wrong, so that every problem shows at once.
      const id = typeof fields.id === "number" ? fields.id : undefined;
      const sameId = id === undefined ? undefined : fileOfId.get(id);
      if (id !== undefined && sameId) {
        this.report(
          file,
          ["id"],
          `${id} já é o número de ${this.shownPath(sameId)}; cada notícia precisa de um número próprio`,
        );
      }
      const sameSlug = fileOfSlug.get(slug);
      if (sameSlug) {
        this.report(
          file,
          [],
          `o nome '${slug}' (depois da data) já é usado por ${this.shownPath(sameSlug)}; escolha outro`,
        );
      }
      if (id !== undefined) fileOfId.set(id, file);
      fileOfSlug.set(slug, file);
      const image =
        typeof fields.image === "string" && fields.image.startsWith("imagens/")
          ? await this.buildPicture(file, ["image"], fields.image, newsPicture)
          : undefined;
      if (!frontMatter || !image || body === undefined) continue;
      articles.push({ ...frontMatter, slug, image });
      bodies[frontMatter.id] = body;
    }
    articles.sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
    return { articles, bodies };
  }

  private async readArticle(file: string, name: string) {
    this.files.push(file);
    const fileName = NEWS_FILE_NAME.exec(name);
    if (!fileName) {
      this.report(
        file,
        [],
        `o nome do arquivo deve ser AAAA-MM-DD-titulo-curto.md (data, depois letras minúsculas, números e hifens), como 2025-04-10-baja.md`,
      );
      return undefined;
    }
    const text = await readFile(file, "utf8");
    if (!text.startsWith("---")) {
      this.report(
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
            const value = this.parseYaml(file, yaml);
            if (value === undefined) throw new Error("YAML reported");
            return value as object;
          },
        },
      });
      frontMatter = parsed.data;
      body = parsed.content;
    } catch {
      return undefined; // parseYaml reported where
    }
    const valid = this.validate(file, newsFrontMatterSchema, frontMatter);
    const hasBody = body.trim() !== "";
    if (!hasBody) {
      this.report(
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

  private async buildPeople(data: DataFiles["pessoas"]) {
    const file = join(this.contentDir, "pessoas.yml");
    return Promise.all(
      data.groups.map(async (group, groupIndex) => ({
        title: group.title,
        people: (
          await Promise.all(
            group.people.map(async (person, personIndex) => {
              const photo = await this.buildPicture(
                file,
                ["groups", groupIndex, "people", personIndex, "photo"],
                person.photo,
                portraitPicture,
              );
              return photo && { ...person, photo };
            }),
          )
        ).filter((person) => person !== undefined),
      })),
    );
  }

  private async buildPicture(
    file: string,
    field: PropertyKey[],
    image: string,
    make: typeof newsPicture,
  ): Promise<Picture | undefined> {
    const source = join(this.contentDir, image);
    if (!existsSync(source)) {
      this.report(
        file,
        field,
        `a imagem '${image}' não existe em ${this.shownPath(this.contentDir)}/ (confira o nome, as maiúsculas e a extensão)`,
      );
      return undefined;
    }
    const size = await readImageSize(source);
    if (!size) {
      this.report(
        file,
        field,
        `'${image}' não é uma imagem JPG, PNG, WebP ou SVG que se possa ler`,
      );
      return undefined;
    }
    const { picture, files } = make(source, size);
    this.imageFiles.push(...files);
    return picture;
  }

  private checkStatute(documents: DataFiles["documentos"]) {
    const urls = documents.sections.flatMap((section) =>
      section.documents.map((document) => document.url),
    );
    if (!urls.includes(documents.statuteUrl)) {
      this.report(
        join(this.contentDir, "documentos.yml"),
        ["statuteUrl"],
        `${shown(documents.statuteUrl)} não é o endereço (url) de nenhum dos documentos das seções`,
      );
    }
  }

  /** Documents and logos are files under public/, referenced by their address. */
  private checkPublicFiles(data: Partial<DataFiles>) {
    const references: [string, PropertyKey[], string][] = [];
    data.documentos?.sections.forEach((section, sectionIndex) =>
      section.documents.forEach((document, documentIndex) =>
        references.push([
          "documentos.yml",
          ["sections", sectionIndex, "documents", documentIndex, "url"],
          document.url,
        ]),
      ),
    );
    if (data.doacao) {
      references.push([
        "doacao.yml",
        ["page", "campaign", "pdfPath"],
        data.doacao.page.campaign.pdfPath,
      ]);
    }
    data["o-ita"]?.companies.logos.forEach((logo, index) =>
      references.push([
        "o-ita.yml",
        ["companies", "logos", index, "src"],
        logo.src,
      ]),
    );
    if (data.parceiros) {
      for (const partner of ["aeita", "itaex"] as const) {
        references.push([
          "parceiros.yml",
          [partner, "mark", "src"],
          data.parceiros[partner].mark.src,
        ]);
      }
    }
    for (const [name, field, address] of references) {
      if (!existsSync(join(this.publicDir, address))) {
        this.report(
          join(this.contentDir, name),
          field,
          `o arquivo '${address}' não existe em ${this.shownPath(this.publicDir)}${address.slice(0, address.lastIndexOf("/") + 1)} (confira o nome e a extensão)`,
        );
      }
    }
  }

  /** Two source images may not become the same built file (e.g. baja.jpg and baja.png). */
  private checkOutputNames() {
    const sourceOf = new Map<string, string>();
    for (const { source, output } of this.imageFiles) {
      const other = sourceOf.get(output);
      if (other && other !== source) {
        this.report(
          source,
          [],
          `tem o mesmo nome de ${this.shownPath(other)}; renomeie uma das imagens`,
        );
      }
      sourceOf.set(output, source);
    }
  }
}

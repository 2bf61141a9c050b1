import { z } from "zod";
import { calendarDate, contentImage, text } from "./fields.ts";
import { figureName } from "./figures.ts";
import type { Picture } from "./picture.ts";

/** content/noticias.yml: the texts around the articles. */
export const newsTextsSchema = z.strictObject({
  newsPage: z.strictObject({ title: text, lead: text, description: text }),
  newsCardTexts: z.strictObject({ readMoreLabel: text }),
  newsArticlePage: z.strictObject({
    backLabel: text,
    authorLabel: text,
    /** Over the box of an article that cites the fund's figures. */
    figuresTitle: text,
    share: z.strictObject({ label: text, copied: text, copyFailed: text }),
    notFound: z.strictObject({ title: text, text: text, description: text }),
  }),
});

/** The front matter of content/noticias/<AAAA-MM-DD>-<slug>.md; the body is Markdown below it. */
export const newsFrontMatterSchema = z.strictObject({
  /** The number in the address: /noticias/{id}. */
  id: z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? undefined
          : `'${String(issue.input)}' não é um número inteiro positivo`,
    })
    .int()
    .positive(),
  title: text,
  date: calendarDate,
  summary: text,
  author: text,
  image: contentImage,
  imageAlt: text,
  /** The fund's figures (content/numeros.yml) the article cites, shown in a box below it. */
  figures: z.array(figureName).min(1).optional(),
});

/** The name of an article file: the date, then the slug, e.g. 2025-04-10-baja.md. */
export const NEWS_FILE_NAME =
  /^(\d{4}-\d{2}-\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;

export type NewsTexts = z.infer<typeof newsTextsSchema>;
export type NewsFrontMatter = z.infer<typeof newsFrontMatterSchema>;

/** An article as the content check reads it: its front matter and the name of its file. */
export type CheckedNewsArticle = NewsFrontMatter & {
  /** The part of the file name after the date, e.g. "baja-4x4". */
  slug: string;
};

/** An article as the pages show it: the image becomes a built picture, the body HTML. */
export type NewsArticle = Omit<NewsFrontMatter, "image"> & {
  /** The part of the file name after the date, e.g. "baja-4x4". */
  slug: string;
  image: Picture;
};

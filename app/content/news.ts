import { getCollection } from "astro:content";
import { contentFile } from "./entries";
import { newsPicture } from "./pictures";
import { NEWS_FILE_NAME, type NewsArticle } from "./source/schema";

export type { NewsArticle } from "./source/schema";
// The address of an article's page, in a module of its own that reads no collection.
export { newsArticlePath } from "~/content/source/site-pages";

/** The texts around the articles (content/pt-BR/noticias.yml). */
export const { newsPage, newsCardTexts, newsArticlePage } =
  await contentFile("newsTexts");

const entries = await getCollection("news");

/** The articles (content/pt-BR/noticias/*.md), newest first. */
export const newsArticles: NewsArticle[] = (
  await Promise.all(
    entries.map(async ({ id, filePath, data }) => ({
      ...data,
      slug: NEWS_FILE_NAME.exec(filePath?.split("/").pop() ?? "")?.[2] ?? id,
      image: await newsPicture(data.image),
    })),
  )
).sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

/** Each article's body, HTML rendered from its Markdown at build time, by the article's id. */
export const newsArticleBodies: Record<number, string> = Object.fromEntries(
  entries.map(({ data, rendered }) => [data.id, rendered?.html ?? ""]),
);

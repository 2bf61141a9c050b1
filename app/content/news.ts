import newsArticles from "virtual:content/newsArticles";
import newsTexts from "virtual:content/newsTexts";
import type { NewsArticle } from "./source/schema";

export type { NewsArticle } from "./source/schema";

/** The texts around the articles (content/noticias.yml). */
export const { newsPage, newsCardTexts, newsArticlePage } = newsTexts;

/** The articles (content/noticias/*.md), newest first. */
export { newsArticles };

/** The article with this id from the address, or undefined for any other text. */
export function findNewsArticle(
  idParam: string | undefined,
): NewsArticle | undefined {
  if (!idParam || !/^\d+$/.test(idParam)) return undefined;
  return newsArticles.find((article) => article.id === Number(idParam));
}

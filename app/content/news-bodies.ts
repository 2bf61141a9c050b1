// Apart from ./news.ts so that the pages that only list the news (the home page, /noticias) do
// not carry every body in their JavaScript: only the article page imports this module.

/** Each article's body, HTML rendered from its Markdown at build time, by the article's id. */
export { default as newsArticleBodies } from "virtual:content/newsArticleBodies";

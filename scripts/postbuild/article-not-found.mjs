// React Router prerenders /noticias/nao-encontrada (see react-router.config.ts): the article
// screen's "Notícia não encontrada", readable before and without JavaScript. It is not a page of
// its own: like __spa-fallback.html, it is what the server answers, with status 404, for any
// /noticias/{id} that was not prerendered. Runs first, so the sitemap never lists it.
import { rename, rm } from "node:fs/promises";
import { join } from "node:path";

const PRERENDERED_DIR = join("noticias", "nao-encontrada");
const ARTICLE_FALLBACK_PAGE = "__noticia-nao-encontrada.html";

export default async function moveArticleNotFoundPage(clientDir) {
  await rename(
    join(clientDir, PRERENDERED_DIR, "index.html"),
    join(clientDir, ARTICLE_FALLBACK_PAGE),
  );
  await rm(join(clientDir, PRERENDERED_DIR), { recursive: true });
}

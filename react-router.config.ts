import type { Config } from "@react-router/dev/config";
import { readContentOrThrow } from "./app/content/source/reader.server.ts";

export default {
  ssr: false,
  // BUILD_DIR lets tests build side by side without overwriting `build/`.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  async prerender({ getStaticPaths }) {
    const { newsArticles } = await readContentOrThrow();
    const articlePaths = newsArticles.map(
      (article) => `/noticias/${article.id}`,
    );
    // The not-found pages, for any unknown address and for unknown article ids: the build moves
    // them to 404.html and noticias/404.html, which servers answer with status 404.
    return [
      ...getStaticPaths(),
      ...articlePaths,
      "/pagina-nao-encontrada",
      "/noticias/nao-encontrada",
    ];
  },
} satisfies Config;

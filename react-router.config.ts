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
    // Prerendered for unknown article ids: the build moves it to noticias/404.html,
    // which the server answers (status 404) for any /noticias/{id} that is not a file.
    return [...getStaticPaths(), ...articlePaths, "/noticias/nao-encontrada"];
  },
} satisfies Config;

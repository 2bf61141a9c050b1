import type { Config } from "@react-router/dev/config";
import { newsArticles } from "./app/content/news";

export default {
  ssr: false,
  // BUILD_DIR lets tests build side by side without overwriting `build/`.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  async prerender({ getStaticPaths }) {
    const articlePaths = newsArticles.map(
      (article) => `/noticias/${article.id}`,
    );
    return [...getStaticPaths(), ...articlePaths];
  },
} satisfies Config;

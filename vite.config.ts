import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentPlugin } from "./app/content/source/vite-plugin.ts";
import { islandsPlugin } from "./app/islands/vite-plugin.ts";

/** Public base URL for canonical links, sharing tags, the sitemap and the feed. */
const siteUrl = process.env.SITE_URL ?? "http://localhost:3000";

export default defineConfig({
  plugins: [contentPlugin(), islandsPlugin(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  define: { "import.meta.env.SITE_URL": JSON.stringify(siteUrl) },
});

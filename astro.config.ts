import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { adminEditor } from "./app/integrations/admin-editor.ts";
import { precompress } from "./app/integrations/precompress.ts";
import { pagePolicyDirectives } from "./app/lib/page-policy.ts";

/** Public base URL for canonical links, sharing tags, the sitemap and the feed. */
const site = process.env.SITE_URL ?? "http://localhost:3000";
// BUILD_DIR lets tests build side by side without overwriting `build/`.
const buildDir = process.env.BUILD_DIR ?? "build";

export default defineConfig({
  site,
  srcDir: "./app",
  outDir: `${buildDir}/client`,
  // Astro's content cache keeps an unchanged entry with the images of the folder it was first
  // read from: a build of another content folder (CONTENT_DIR, the tests' copies) caches apart.
  ...(process.env.CONTENT_DIR ? { cacheDir: `${buildDir}/cache` } : {}),
  trailingSlash: "never",
  // o-ita.html, noticias/1.html, 404.html: the layout static hosts serve clean URLs from.
  build: { format: "file", assets: "assets", inlineStylesheets: "always" },
  integrations: [react(), adminEditor(), precompress()],
  security: { csp: { directives: pagePolicyDirectives(process.env) } },
  // The sheets' addresses keep the names the fund's deployments already set.
  vite: {
    plugins: [tailwindcss()],
    envPrefix: ["VITE_"],
    define: { "import.meta.env.SITE_URL": JSON.stringify(site) },
  },
  // Articles have no code blocks; Shiki's inline styles would need 'unsafe-inline'.
  markdown: { syntaxHighlight: false },
  devToolbar: { enabled: false },
});

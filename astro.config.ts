import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { adminEditor } from "./app/integrations/admin-editor.ts";
import { contentProblems } from "./app/integrations/content-problems.ts";
import { precompress } from "./app/integrations/precompress.ts";
import { DEFAULT_LOCALE, LOCALES } from "./app/lib/locale.ts";
import { pagePolicyDirectives } from "./app/integrations/page-policy.ts";
import {
  clientEnvForWorkers,
  siteEnv,
  siteEnvSchema,
} from "./app/integrations/site-env.ts";

// ENV_DIR names another folder for the .env files (a test builds with its own .env.production).
const envDir = process.env.ENV_DIR || process.cwd();
// Astro sets NODE_ENV to the build's mode ("production") before it reads this file.
const env = siteEnv(process.env.NODE_ENV ?? "production", envDir);
// BUILD_DIR lets tests build side by side without overwriting `build/`.
const buildDir = process.env.BUILD_DIR ?? "build";

export default defineConfig({
  // Public base URL for canonical links, sharing tags, the sitemap and the feed.
  site: env.SITE_URL,
  srcDir: "./app",
  // PUBLIC_DIR lets a test give the site files of its own (app/content/source/content-dir.ts).
  publicDir: process.env.PUBLIC_DIR || "./public",
  outDir: `${buildDir}/client`,
  // Astro's content cache keeps an unchanged entry with the images of the folder it was first
  // read from: a build of another content folder (CONTENT_DIR, the tests' copies) caches apart,
  // in CACHE_DIR when given. Encoded pictures are cached by their source's bytes and size, so a
  // test's cache may start with the repository's (node_modules/.astro/assets) and re-encode none.
  ...(process.env.CONTENT_DIR
    ? { cacheDir: process.env.CACHE_DIR || `${buildDir}/cache` }
    : {}),
  trailingSlash: "never",
  // Portuguese at the root of every address, English under /en/ (app/pages/en/).
  i18n: {
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    routing: { prefixDefaultLocale: false },
  },
  // o-ita.html, noticias/1.html, 404.html: the layout static hosts serve clean URLs from.
  // The site's one stylesheet (Tailwind's, ~7 KB compressed) inlined in every page: no request
  // stands between a first visit and its first paint, and Astro's policy names its hash.
  build: { format: "file", assets: "assets", inlineStylesheets: "always" },
  integrations: [react(), contentProblems(), adminEditor(), precompress()],
  security: { csp: { directives: pagePolicyDirectives(env) } },
  env: { schema: siteEnvSchema },
  vite: {
    plugins: [tailwindcss()],
    envDir,
    worker: { plugins: () => [clientEnvForWorkers(env)] },
  },
  // Articles have no code blocks; Shiki's inline styles would need 'unsafe-inline'.
  markdown: { syntaxHighlight: false },
  devToolbar: { enabled: false },
});

// The site's build-time settings: the public origin, the two published sheets, and whether the
// visitors' browsers read the sheets from their host rather than through the site's edge
// (SHEETS_DIRECT, for a static host with no edge: app/sheets/sheet-addresses.ts). Pages, the
// donors page's script and the build's loader of the published list read them from astro:env;
// astro.config.ts, which Astro evaluates before astro:env exists, reads the same values here
// for `site` and the pages' Content Security Policy.
import { envField } from "astro/config";
import { loadEnv, type Plugin } from "vite";

const defaults = {
  SITE_URL: "http://localhost:3000",
  VITE_DONORS_CSV_URL: "/data/doadores.csv",
  VITE_CLASSES_CSV_URL: "/data/turmas.csv",
  SHEETS_DIRECT: false,
};

export type SiteEnv = typeof defaults;

/** Astro's `env.schema`. The sheets' addresses keep the names the fund's deployments set. */
export const siteEnvSchema = {
  SITE_URL: envField.string({
    context: "server",
    access: "public",
    url: true,
    default: defaults.SITE_URL,
  }),
  VITE_DONORS_CSV_URL: envField.string({
    context: "client",
    access: "public",
    default: defaults.VITE_DONORS_CSV_URL,
  }),
  VITE_CLASSES_CSV_URL: envField.string({
    context: "client",
    access: "public",
    default: defaults.VITE_CLASSES_CSV_URL,
  }),
  SHEETS_DIRECT: envField.boolean({
    context: "client",
    access: "public",
    default: defaults.SHEETS_DIRECT,
  }),
};

/**
 * The values astro:env gives a build of `mode`: each from the environment, else from the `.env`
 * files of `envDir` (`.env.production` for a build), else its default. An empty value means the
 * default, as in astro:env.
 */
export function siteEnv(mode: string, envDir: string): SiteEnv {
  const loaded = loadEnv(mode, envDir, "");
  const value = (name: Exclude<keyof SiteEnv, "SHEETS_DIRECT">) =>
    loaded[name] || defaults[name];
  return {
    SITE_URL: value("SITE_URL"),
    VITE_DONORS_CSV_URL: value("VITE_DONORS_CSV_URL"),
    VITE_CLASSES_CSV_URL: value("VITE_CLASSES_CSV_URL"),
    SHEETS_DIRECT: loaded.SHEETS_DIRECT === "true",
  };
}

const CLIENT_MODULE = "astro:env/client";

/**
 * astro:env/client for web workers, which Vite bundles without Astro's plugins (the donors
 * page's worker imports the sheets' module): the same values, as the config resolved them.
 */
export function clientEnvForWorkers(env: SiteEnv): Plugin {
  const resolvedId = `\0${CLIENT_MODULE}`;
  const code = Object.entries(siteEnvSchema)
    .filter(([, field]) => field.context === "client")
    .map(
      ([name]) =>
        `export const ${name} = ${JSON.stringify(env[name as keyof SiteEnv])};`,
    )
    .join("\n");
  return {
    name: "site-env-in-workers",
    resolveId: (id) => (id === CLIENT_MODULE ? resolvedId : undefined),
    load: (id) => (id === resolvedId ? code : undefined),
  };
}

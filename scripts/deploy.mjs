// Publishes the site on Cloudflare Pages: refuses while `npm run check:production` lists a sample
// value, then builds the site and uploads build/client with wrangler to the project wrangler.toml
// describes. Needs CLOUDFLARE_API_TOKEN (a token with the "Cloudflare
// Pages: Edit" permission), CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_PAGES_PROJECT; SITE_URL and the
// two VITE_*_CSV_URL addresses are read by the build as usual (docs/deploy.md). The sheets'
// addresses, and the edge's SHEETS_* settings, are also set as the project's variables, where the
// site's edge reads them (functions/planilhas/[sheet].ts), before the upload that uses them.
// Usage: npm run deploy
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadEnv } from "vite";
import { isOnAnotherHost } from "../app/sheets/sheet-addresses.ts";

const required = [
  "CLOUDFLARE_API_TOKEN",
  "CLOUDFLARE_ACCOUNT_ID",
  "CLOUDFLARE_PAGES_PROJECT",
];
const missing = required.filter((name) => !process.env[name]);
if (missing.length > 0) {
  console.error(`deploy: set ${missing.join(", ")} first (docs/deploy.md).`);
  process.exit(1);
}

// A variable set but empty (as CI passes an unset one) means "the default", not "".
const env = Object.fromEntries(
  Object.entries(process.env).filter(([, value]) => value !== ""),
);
const run = (command, args) =>
  execFileSync(command, args, { env, stdio: "inherit" });

try {
  run(process.execPath, ["scripts/check-production.mjs"]);
} catch {
  console.error("Nada foi publicado: substitua os dados de exemplo acima.");
  process.exit(1);
}
run("npm", ["run", "build"]);
setEdgeVariables();
run("node_modules/.bin/wrangler", [
  ...["pages", "deploy", "build/client"],
  ...["--project-name", env.CLOUDFLARE_PAGES_PROJECT],
  "--commit-dirty=true",
]);

/** The variables the edge reads, as the build read them, set on the Pages project. */
function setEdgeVariables() {
  const built = loadEnv("production", process.cwd(), "");
  if (built.SHEETS_DIRECT === "true") return;
  const variables = Object.fromEntries(
    [
      "VITE_DONORS_CSV_URL",
      "VITE_CLASSES_CSV_URL",
      "SHEETS_WINDOW_SECONDS",
      "SHEETS_TIME_LIMIT_SECONDS",
    ]
      .map((name) => [name, built[name]])
      .filter(
        ([name, value]) =>
          value && (!name.endsWith("_CSV_URL") || isOnAnotherHost(value)),
      ),
  );
  if (Object.keys(variables).length === 0) return;
  const folder = mkdtempSync(join(tmpdir(), "deploy-"));
  const file = join(folder, "edge-variables.json");
  try {
    writeFileSync(file, JSON.stringify(variables));
    run("node_modules/.bin/wrangler", [
      ...["pages", "secret", "bulk", file],
      ...["--project-name", env.CLOUDFLARE_PAGES_PROJECT],
    ]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

// Publishes the site on Cloudflare Pages: refuses while `npm run check:production` lists a sample
// value, then builds the site and uploads build/client with wrangler to the project wrangler.toml
// describes. Needs CLOUDFLARE_API_TOKEN (a token with the "Cloudflare
// Pages: Edit" permission), CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_PAGES_PROJECT; SITE_URL and the
// two VITE_*_CSV_URL addresses are read by the build as usual (docs/deploy.md).
// Usage: npm run deploy
import { execFileSync } from "node:child_process";

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
run("node_modules/.bin/wrangler", [
  ...["pages", "deploy", "build/client"],
  ...["--project-name", env.CLOUDFLARE_PAGES_PROJECT],
  "--commit-dirty=true",
]);

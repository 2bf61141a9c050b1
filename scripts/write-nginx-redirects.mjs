// Writes the forms of public/_redirects (the one source of the site's redirects) that servers
// other than `npm start` need: deploy/redirects.conf for nginx, and deploy/cloudflare-redirects.mjs
// for Cloudflare Pages' middleware (functions/_middleware.ts). Run it after editing
// public/_redirects: node scripts/write-nginx-redirects.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { cloudflareRedirects, nginxRedirects } from "./lib/nginx-redirects.mjs";
import { parseRedirectsFile } from "./lib/redirects-file.mjs";

const file = readFileSync("public/_redirects", "utf8");
writeFileSync(
  "deploy/redirects.conf",
  nginxRedirects(parseRedirectsFile(file)),
);
writeFileSync("deploy/cloudflare-redirects.mjs", cloudflareRedirects(file));

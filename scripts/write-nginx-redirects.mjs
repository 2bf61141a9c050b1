// Writes deploy/redirects.conf, nginx's form of public/_redirects (the one source of the site's
// redirects). Run it after editing public/_redirects: node scripts/write-nginx-redirects.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { nginxRedirects } from "./lib/nginx-redirects.mjs";
import { parseRedirectsFile } from "./lib/redirects-file.mjs";

writeFileSync(
  "deploy/redirects.conf",
  nginxRedirects(parseRedirectsFile(readFileSync("public/_redirects", "utf8"))),
);

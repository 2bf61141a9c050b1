// Serves the production build (build/client) on 127.0.0.1 the way static hosts do, so that
// `npm start` shows what Cloudflare Pages and nginx (deploy/) show: files by sirv (precompressed
// .br/.gz when the client accepts them), the headers of the build's own `_headers` file, clean
// URLs ("/o-ita" is o-ita.html; "/o-ita/" and "/o-ita.html" redirect there with 308), the
// redirects of the build's `_redirects` file, checked first as Cloudflare does (whatever the letter
// case, and a page's address typed with capitals to its lower-case spelling), and for anything
// else the nearest 404.html above the path, with status 404. The site's own rules live in the
// build (public/_headers, public/_redirects, the 404.html pages), not here.
// A build under a running server is picked up whole: the build moves its finished folder into
// build/client in one rename (scripts/build.mjs), and each request starts on the folder there
// then, with the file list and sizes read from it, never on the list of an earlier build.
// The published sheets are answered at /planilhas/<sheet>.csv as the site's edge answers them
// (app/sheets/sheet-relay.ts), from the addresses of the environment and .env.production, as the
// build reads them; a copy kept in memory.
// EXTRA_ROOT names a second folder whose files answer the paths the build has no file for, before
// the 404 page: pages that are not the site's, such as the control page `npm run audit` measures
// each route beside. Unset, only the build is served.
// Usage: node scripts/serve.mjs   (PORT, default 3000; BUILD_DIR, default build; EXTRA_ROOT)
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, extname, join, resolve } from "node:path";
import { setTimeout as wait } from "node:timers/promises";
import sirv from "sirv";
import { loadEnv } from "vite";
import {
  relayedSheetAt,
  relayedSheetSource,
} from "../app/sheets/sheet-addresses.ts";
import {
  answerSheetRequest,
  memoryStore,
  relaySettings,
} from "../app/sheets/sheet-relay.ts";
import { headersFor, parseHeadersFile } from "./lib/headers-file.mjs";
import { parseRedirectsFile, siteRedirectFor } from "./lib/redirects-file.mjs";
import { portTakenMessage, servingPort } from "./lib/port.mjs";

const port = servingPort();
const root = resolve(process.env.BUILD_DIR ?? "build", "client");
/** How long a request waits for build/client while a build moves a new one in. */
const SWAP_LIMIT_MS = 5_000;

if (!existsSync(join(root, "index.html"))) {
  console.error(
    `Não há site compilado em ${root}: rode npm run build antes (ou npm start, que compila e serve).`,
  );
  process.exit(1);
}

const extraFiles =
  process.env.EXTRA_ROOT &&
  sirv(resolve(process.env.EXTRA_ROOT), {
    extensions: ["html"],
    etag: true,
    setHeaders: (response, path) => setSiteHeaders(response, path),
  });

const sheetEnv = loadEnv("production", process.cwd(), "");
const sheetRelay = { copies: memoryStore(), settings: relaySettings(sheetEnv) };

// Read by the host, never served.
const hostConfigFiles = new Set(["/_headers", "/_redirects", "/_routes.json"]);

/**
 * The build in build/client: its folder's identity, its files as sirv lists them, its headers
 * and redirects.
 */
let site = readSite(folderIdentity());

function readSite(identity) {
  return {
    identity,
    headerRules: parseHeadersFile(readFileSync(join(root, "_headers"), "utf8")),
    redirectRules: parseRedirectsFile(
      readFileSync(join(root, "_redirects"), "utf8"),
    ),
    files: sirv(root, {
      extensions: ["html"],
      brotli: true,
      gzip: true,
      etag: true,
      setHeaders: (response, path) => setSiteHeaders(response, path),
    }),
  };
}

/** build/client's inode and birth, which a new build's folder never shares; undefined while absent. */
function folderIdentity() {
  const stats = statSync(root, { throwIfNoEntry: false });
  return stats && `${stats.ino}:${stats.birthtimeMs}`;
}

/** The build now in build/client, read again when a new one has replaced it. */
async function currentSite() {
  const started = Date.now();
  let identity = folderIdentity();
  while (identity === undefined && Date.now() - started < SWAP_LIMIT_MS) {
    await wait(10);
    identity = folderIdentity();
  }
  if (identity !== undefined && identity !== site.identity) {
    site = readSite(identity);
  }
  return site;
}

const server = createServer(async (request, response) => {
  const { files, redirectRules } = await currentSite();
  const url = new URL(request.url ?? "/", "http://localhost");
  const canonical = canonicalPath(url.pathname);
  const redirect =
    siteRedirectFor(redirectRules, url) ??
    (canonical && { status: 308, location: canonical + url.search });
  if (redirect) {
    setSiteHeaders(response, url.pathname);
    response.writeHead(redirect.status, { Location: redirect.location });
    response.end();
    return;
  }
  const sheet = relayedSheetAt(url.pathname);
  if (sheet) {
    await answerWithSheet(request, response, sheet, url);
    return;
  }
  const notFound = () => answerNotFound(request, response, url.pathname);
  const notInBuild = extraFiles
    ? () => extraFiles(request, response, notFound)
    : notFound;
  if (hostConfigFiles.has(url.pathname)) notFound();
  else files(request, response, notInBuild);
});

async function answerWithSheet(request, response, sheet, url) {
  const answer = await answerSheetRequest(
    sheet,
    url,
    relayedSheetSource(sheetEnv, sheet),
    sheetRelay.copies,
    sheetRelay.settings,
  );
  setSiteHeaders(response, url.pathname);
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  response.end(
    request.method === "HEAD"
      ? undefined
      : Buffer.from(await answer.arrayBuffer()),
  );
}

/** The clean URL a page's other spellings redirect to, or undefined. */
function canonicalPath(path) {
  if (path.endsWith("/index.html")) return path.slice(0, -"index.html".length);
  const page = path.endsWith(".html")
    ? path.slice(0, -".html".length)
    : path.replace(/\/$/, "");
  if (page === path || page === "") return undefined;
  return isFile(`${page}.html`) ? page : undefined;
}

/** The nearest 404.html at or above the path's folder, with status 404, never stored. */
function answerNotFound(request, response, path) {
  let folder = dirname(`${path.replace(/\/$/, "")}/x`);
  while (!isFile(join(folder, "404.html")) && folder !== "/")
    folder = dirname(folder);
  const notFoundPage = join(root, folder, "404.html");
  const encoding = precompressedEncoding(request, notFoundPage);
  setSiteHeaders(response, path);
  response.setHeader("Cache-Control", "no-store");
  response.setHeader("Vary", "Accept-Encoding");
  if (encoding) response.setHeader("Content-Encoding", encoding.name);
  response.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
  response.end(
    request.method === "HEAD"
      ? undefined
      : readFileSync(`${notFoundPage}${encoding?.extension ?? ""}`),
  );
}

/** The compressed copy of `file` the build wrote that the client accepts, as sirv picks them. */
function precompressedEncoding(request, file) {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  return [
    { name: "br", extension: ".br" },
    { name: "gzip", extension: ".gz" },
  ].find(
    ({ name, extension }) =>
      accepted.includes(name) && existsSync(`${file}${extension}`),
  );
}

/** The types of files sirv has none for, as nginx and Cloudflare Pages send them. */
const TYPES_SIRV_LACKS = { ".ico": "image/x-icon" };

function setSiteHeaders(response, path) {
  const type = TYPES_SIRV_LACKS[extname(path)];
  if (type) response.setHeader("Content-Type", type);
  for (const [name, value] of Object.entries(
    headersFor(site.headerRules, path),
  )) {
    response.setHeader(name, value);
  }
}

function isFile(path) {
  const file = join(root, path);
  return file.startsWith(root) && existsSync(file) && !file.endsWith("/");
}

server.on("error", (error) => {
  if (error.code !== "EADDRINUSE") throw error;
  console.error(portTakenMessage(port));
  process.exit(1);
});

server.listen(port, "127.0.0.1", () => {
  console.log(`Endowment ITA: serving ${root} at http://localhost:${port}`);
});

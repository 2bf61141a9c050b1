// Serves the production build (build/client) on 127.0.0.1 the way static hosts do, so that
// `npm start` shows what Cloudflare Pages and nginx (deploy/) show: files by sirv (precompressed
// .br/.gz when the client accepts them), the headers of the build's own `_headers` file, clean
// URLs ("/o-ita" is o-ita.html; "/o-ita/" and "/o-ita.html" redirect there with 308), and for
// anything else the nearest 404.html above the path, with status 404. The site's own rules live
// in the build (public/_headers, the 404.html pages), not here.
// Usage: node scripts/serve.mjs   (PORT, default 3000; BUILD_DIR, default build)
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, join, resolve } from "node:path";
import sirv from "sirv";
import { headersFor, parseHeadersFile } from "./lib/headers-file.mjs";

const port = Number(process.env.PORT ?? 3000);
const root = resolve(process.env.BUILD_DIR ?? "build", "client");

if (!existsSync(join(root, "index.html"))) {
  console.error(
    `serve: there is no build in ${root}; run npm run build first.`,
  );
  process.exit(1);
}

// Read by the host, never served.
const hostConfigFiles = new Set(["/_headers", "/_redirects"]);
const headerRules = parseHeadersFile(
  readFileSync(join(root, "_headers"), "utf8"),
);
const files = sirv(root, {
  extensions: ["html"],
  brotli: true,
  gzip: true,
  etag: true,
  setHeaders: (response, path) => setSiteHeaders(response, path),
});

const server = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  const canonical = canonicalPath(url.pathname);
  if (canonical) {
    setSiteHeaders(response, url.pathname);
    response.writeHead(308, { Location: canonical + url.search });
    response.end();
    return;
  }
  const notFound = () => answerNotFound(request, response, url.pathname);
  if (hostConfigFiles.has(url.pathname)) notFound();
  else files(request, response, notFound);
});

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

function setSiteHeaders(response, path) {
  for (const [name, value] of Object.entries(headersFor(headerRules, path))) {
    response.setHeader(name, value);
  }
}

function isFile(path) {
  const file = join(root, path);
  return file.startsWith(root) && existsSync(file) && !file.endsWith("/");
}

server.on("error", (error) => {
  if (error.code !== "EADDRINUSE") throw error;
  console.error(
    `serve: port ${port} is taken; free it or choose another: PORT=3001 npm start`,
  );
  process.exit(1);
});

server.listen(port, "127.0.0.1", () => {
  console.log(`Endowment ITA: serving ${root} at http://localhost:${port}`);
});

// Serves the production build (build/client) the way deploy/nginx.conf does: files as they are,
// each prerendered route with or without a trailing slash, and every other path answered with
// status 404 and a fallback page that renders the right screen: the unknown-article page for
// /noticias/{id}, the SPA fallback page for anything else.
// Usage: node scripts/serve.mjs   (PORT, default 3000; BUILD_DIR, default build)
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, normalize, resolve, sep } from "node:path";

const port = Number(process.env.PORT ?? 3000);
const root = resolve(process.env.BUILD_DIR ?? "build", "client");
const fallbackPage = join(root, "__spa-fallback.html");
const articleFallbackPage = join(root, "__noticia-nao-encontrada.html");

const contentTypes = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".csv": "text/csv; charset=utf-8",
  ".data": "text/x-script",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".pdf": "application/pdf",
  ".zip": "application/zip",
};

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The precompressed sibling (`.br`, then `.gz`) the client accepts, as nginx's gzip_static does. */
async function findEncoded(path, acceptEncoding = "") {
  for (const [encoding, suffix] of [
    ["br", ".br"],
    ["gzip", ".gz"],
  ]) {
    if (acceptEncoding.includes(encoding) && (await isFile(path + suffix)))
      return { encoding, file: path + suffix };
  }
  return { encoding: undefined, file: path };
}

/** The file a request path maps to, or undefined when only the fallback page can answer it. */
async function findFile(urlPath) {
  const relative = normalize(decodeURIComponent(urlPath)).replace(
    /^(\.\.(\/|\\|$))+/,
    "",
  );
  const candidate = join(root, relative);
  if (candidate !== root && !candidate.startsWith(root + sep)) return undefined;
  if (await isFile(candidate)) return candidate;
  const index = join(candidate, "index.html");
  if (await isFile(index)) return index;
  return undefined;
}

const server = createServer(async (request, response) => {
  const urlPath = new URL(request.url ?? "/", "http://localhost").pathname;
  let file;
  try {
    file = await findFile(urlPath);
  } catch {
    file = undefined;
  }
  const status = file ? 200 : 404;
  const path =
    file ??
    (/^\/noticias\/[^/]+\/?$/.test(urlPath)
      ? articleFallbackPage
      : fallbackPage);
  const isHashedAsset = urlPath.startsWith("/assets/");
  const encoded = await findEncoded(path, request.headers["accept-encoding"]);
  response.writeHead(status, {
    "Content-Type": contentTypes[extname(path)] ?? "application/octet-stream",
    "Cache-Control": isHashedAsset
      ? "public, max-age=31536000, immutable"
      : "no-cache",
    Vary: "Accept-Encoding",
    ...(encoded.encoding ? { "Content-Encoding": encoded.encoding } : {}),
  });
  if (request.method === "HEAD") return response.end();
  createReadStream(encoded.file).pipe(response);
});

server.listen(port, "127.0.0.1", () => {
  console.log(`Endowment ITA: serving ${root} at http://localhost:${port}`);
});

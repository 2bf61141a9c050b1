// Precompresses every text file above 1 KB at the highest levels: `.br` (brotli 11) and `.gz`
// (gzip 9) beside the original, which nginx serves with brotli_static / gzip_static. The original
// stays for clients that accept neither. The sample sheets in data/ are left alone: an operator
// may replace them on the server, and a stale compressed copy beside the new file would keep
// serving the old one. Brotli 11 takes a minute over the web editor's bundle, which changes only
// with its package: each copy is kept in a cache by the hash of its bytes.
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|xml|txt|csv|json)$/i;
const MIN_BYTES = 1024;
const REPLACEABLE_DIR = "data";
const CACHE_DIR = join("node_modules", ".cache", "precompress");

const encodings = [
  {
    extension: ".br",
    compress: promisify(brotliCompress),
    options: (content) => ({
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  },
  {
    extension: ".gz",
    compress: promisify(gzip),
    options: () => ({ level: constants.Z_BEST_COMPRESSION }),
  },
];

export default async function compressTextFiles(clientDir) {
  await mkdir(CACHE_DIR, { recursive: true });
  const replaceableDir = join(clientDir, REPLACEABLE_DIR);
  const files = (await listFiles(clientDir)).filter(
    (file) => COMPRESSIBLE.test(file) && !file.startsWith(replaceableDir),
  );
  for (const file of files) {
    if ((await stat(file)).size <= MIN_BYTES) continue;
    const content = await readFile(file);
    const hash = createHash("sha256").update(content).digest("hex");
    for (const { extension, compress, options } of encodings) {
      const cached = join(CACHE_DIR, `${hash}${extension}`);
      const compressed = await readFile(cached).catch(async () => {
        const bytes = await compress(content, options(content));
        await writeFile(cached, bytes);
        return bytes;
      });
      if (compressed.length < content.length)
        await writeFile(`${file}${extension}`, compressed);
    }
  }
}

/** Every file under `dir`, as absolute paths. */
async function listFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

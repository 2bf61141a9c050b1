// Precompresses every text file above 1 KB, once, at the highest levels: `.br` (brotli 11) and
// `.gz` (gzip 9) beside the original, which nginx serves with brotli_static / gzip_static. The
// original stays for clients that accept neither. Runs last: it must see every file's final bytes.
// The sample sheets in data/ are left alone: an operator may replace them on the server, and a
// stale compressed copy beside the new file would keep serving the old one.
import { readFile, stat, writeFile } from "node:fs/promises";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { join } from "node:path";
import { listFiles } from "./lib/pages.mjs";

const COMPRESSIBLE =
  /\.(html|js|mjs|css|svg|xml|txt|csv|json|webmanifest|data)$/i;
const MIN_BYTES = 1024;
const REPLACEABLE_DIR = "data";

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

export default async function compressTextFiles(clientDir) {
  const replaceableDir = join(clientDir, REPLACEABLE_DIR);
  const files = (await listFiles(clientDir)).filter(
    (file) => COMPRESSIBLE.test(file) && !file.startsWith(replaceableDir),
  );
  for (const file of files) {
    if ((await stat(file)).size <= MIN_BYTES) continue;
    const content = await readFile(file);
    const brotli = await toBrotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gzipped = await toGzip(content, {
      level: constants.Z_BEST_COMPRESSION,
    });
    if (brotli.length < content.length) await writeFile(`${file}.br`, brotli);
    if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
  }
}

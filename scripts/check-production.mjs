// `npm run check:production`: lists every value of the content (content/ or CONTENT_DIR) still a
// sample of the repository, a SITE_URL that is no public address and donors sheets that are the
// sample ones or this machine's, one Portuguese line each,
// and exits with 1 when it lists anything. `npm run deploy` and the deploy workflow run it first.
// The content is read by the site's own collections (scripts/lib/content-store.mjs).
import { existsSync, readFileSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { publicDir, shownPath } from "../app/content/source/content-dir.ts";
import { officerReport } from "../app/content/source/problems.ts";
import {
  productionReport,
  sampleLines,
  sheetAddressLines,
  siteUrlLines,
} from "../app/content/production/production-check.ts";
import { isSampleDocument } from "../app/content/production/sample-documents.ts";
import { siteEnv } from "../app/integrations/site-env.ts";
import { readDataStore, syncContent } from "./lib/content-store.mjs";

const cacheDir = await mkdtemp(join(tmpdir(), "conteudo-producao-"));
let entries;
try {
  const { problems } = await syncContent(cacheDir);
  if (problems.length > 0) {
    console.error(officerReport(problems));
    process.exit(1);
  }
  const store = await readDataStore(cacheDir);
  entries = [...store].flatMap(([collection, byId]) =>
    [...byId]
      .filter(([, entry]) => entry.filePath)
      .map(([id, entry]) => ({
        collection,
        id,
        file: shownPath(resolve(entry.filePath)),
        data: entry.data,
      })),
  );
} finally {
  await rm(cacheDir, { recursive: true, force: true });
}

/** Whether the file the site publishes at `address` is a sample document. */
function isSampleDocumentAt(address) {
  const file = join(publicDir, address);
  return (
    existsSync(file) &&
    statSync(file).isFile() &&
    isSampleDocument(readFileSync(file))
  );
}

const { SITE_URL, VITE_DONORS_CSV_URL, VITE_CLASSES_CSV_URL } = siteEnv(
  "production",
  process.env.ENV_DIR || process.cwd(),
);
const lines = [
  ...sampleLines(entries, isSampleDocumentAt),
  ...siteUrlLines(SITE_URL),
  ...sheetAddressLines({ VITE_DONORS_CSV_URL, VITE_CLASSES_CSV_URL }),
];
if (lines.length === 0) console.log(productionReport(lines));
else console.error(productionReport(lines));
process.exitCode = lines.length === 0 ? 0 : 1;

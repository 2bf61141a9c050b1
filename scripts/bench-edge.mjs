// Load benchmark of the sheets through the site's edge (app/sheets/sheet-relay.ts) on Cloudflare's
// local runtime: the production build served by `wrangler pages dev` with its Functions, reading
// a sheets' host of its own (scripts/lib/sheet-host.mjs), all on loopback. Each visitor asks for
// a page that reads the sheets (the donors page or the giving day's, in turn) and both sheets at
// once, as the page does; `--concurrency` visitors at a time.
// Halfway, the sheets' host goes down (it answers 503). It prints, with the machine's load:
//   - the requests served, by status, and the errors (any answer but 200, or a sheet that is not
//     the host's, or a sheet without the time it was read);
//   - the reads that reached the host per sheet, beside the windows the run lasted: the edge reads
//     a sheet at most once per window;
//   - the answers given while the host was down: each must be the last good copy, either still
//     in its window or stale and dated;
//   - the median and 95th percentile time of a sheet's answer, beside the pages', static files
//     the same runtime serves: the reference of the same run.
// The exit code says whether no visitor got an error and the host was read at most once per
// sheet per window.
// Usage: npm run bench:edge [-- --visitors 2000 --concurrency 50 --window 5]
//   (after `npm run build`; BUILD_DIR, default build)
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { startPagesDev } from "./lib/pages-dev.mjs";
import { startSheetHost } from "./lib/sheet-host.mjs";

const { values } = parseArgs({
  options: {
    visitors: { type: "string", default: "2000" },
    concurrency: { type: "string", default: "50" },
    window: { type: "string", default: "5" },
  },
});
const visitors = Number(values.visitors);
const concurrency = Number(values.concurrency);
const windowSeconds = Number(values.window);

const clientDir = resolve(process.env.BUILD_DIR ?? "build", "client");
if (!existsSync(join(clientDir, "index.html"))) {
  console.error(
    `Não há site compilado em ${clientDir}: rode npm run build antes.`,
  );
  process.exit(1);
}

const SHEETS = ["doadores", "turmas"];
const host = await startSheetHost();
const edge = await startPagesDev(clientDir, {
  VITE_DONORS_CSV_URL: host.url("doadores"),
  VITE_CLASSES_CSV_URL: host.url("turmas", true),
  SHEETS_WINDOW_SECONDS: String(windowSeconds),
});

const loadAtStart = loadavg()[0];
const statuses = new Map();
const errors = [];
const times = { page: [], sheet: [] };
let answersWhileDown = 0;
let staleWhileDown = 0;
let inWindowWhileDown = 0;
let hostIsDown = false;

/** Asks for `path`, timing it; a sheet's answer is checked against what the host served. */
async function ask(path, sheet) {
  const started = performance.now();
  const answer = await fetch(`${edge.origin}${path}`).catch((error) => error);
  if (answer instanceof Error) {
    errors.push(`${path}: ${answer.message}`);
    return;
  }
  const body = await answer.text();
  times[sheet ? "sheet" : "page"].push(performance.now() - started);
  statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  if (answer.status !== 200) {
    errors.push(`${path}: ${answer.status} ${body.slice(0, 200)}`);
    return;
  }
  if (!sheet) return;
  if (body !== host.bodies[sheet] || !answer.headers.get("Sheet-Read-At")) {
    errors.push(`${path}: not the host's sheet, or undated`);
  }
  if (hostIsDown) {
    answersWhileDown += 1;
    if (answer.headers.get("Sheet-Stale")) staleWhileDown += 1;
    else if (Number(answer.headers.get("Age")) < windowSeconds)
      inWindowWhileDown += 1;
  }
}

const PAGES = ["/doadores", "/dia-de-doar"];
const visit = (visitor) =>
  Promise.all([
    ask(PAGES[visitor % PAGES.length]),
    ...SHEETS.map((sheet) => ask(`/planilhas/${sheet}.csv`, sheet)),
  ]);

const started = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < visitors) {
      const visitor = next++;
      if (visitor === Math.floor(visitors / 2)) {
        host.answer("error");
        hostIsDown = true;
      }
      await visit(visitor);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
await edge.stop();
await host.close();

const windows = Math.ceil(seconds / windowSeconds);
const percentile = (list, share) =>
  [...list].sort((a, b) => a - b)[Math.floor((list.length - 1) * share)] ?? 0;
const ms = (value) => `${value.toFixed(0)} ms`;
console.log(
  `bench:edge: ${visitors} visitors, ${concurrency} at a time, window ${windowSeconds} s; load ${loadAtStart.toFixed(2)} → ${loadavg()[0].toFixed(2)}`,
);
console.log(
  `  requests: ${[...statuses.values()].reduce((sum, count) => sum + count, 0)} in ${seconds.toFixed(1)} s (${[...statuses].map(([status, count]) => `${count} × ${status}`).join(", ")})`,
);
console.log(`  errors: ${errors.length}`);
for (const error of errors.slice(0, 10)) console.log(`    ${error}`);
for (const sheet of SHEETS) {
  console.log(
    `  reads of the host, ${sheet}: ${host.reads[sheet]} in ${windows} windows`,
  );
}
console.log(
  `  while the host was down: ${answersWhileDown} sheet answers, the last good copy: ${inWindowWhileDown} in its window, ${staleWhileDown} stale and dated`,
);
console.log(
  `  sheet answer: median ${ms(percentile(times.sheet, 0.5))}, p95 ${ms(percentile(times.sheet, 0.95))}; pages (reference): median ${ms(percentile(times.page, 0.5))}, p95 ${ms(percentile(times.page, 0.95))}`,
);
const held =
  errors.length === 0 &&
  staleWhileDown > 0 &&
  staleWhileDown + inWindowWhileDown === answersWhileDown &&
  SHEETS.every((sheet) => host.reads[sheet] <= windows);
process.exit(held ? 0 : 1);

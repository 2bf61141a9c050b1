// Performance benchmark: builds the site, serves it as production does (precompressed files,
// 404 fallback), and runs Lighthouse's default mobile preset three times on every route, each run
// right after one on a plain control page from the same server (scripts/audit-control/). Timings
// differ threefold between machines, so it prints each route's timings as differences from the
// control's median in the same rounds, beside CLS, the scores and the bytes, with the control's own
// figures, the load average it ran at, the routes above the floor marked and each route's largest
// paint (its element, its subparts); the absolute figures and the differences are also written as
// JSON to reports/. It never fails on speed, which is timing; it fails (exit code 1) when an
// accessibility, best-practices or SEO audit fails, which is deterministic, except the two SEO
// audits a not-found page fails on purpose.
// Usage: node scripts/audit.mjs [--skip-build] [--runs N] [--routes /,/noticias/1]
//   BUILD_DIR (default build), CHROMIUM_PATH (default /usr/bin/chromium).
import { spawnSync } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { cpus, loadavg } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { NOT_FOUND_EXAMPLES } from "../app/content/source/site-pages.ts";
import { startBuildServer } from "./build-server.mjs";
import {
  FLOOR,
  differencesFrom,
  figuresOf,
  floorMarks,
  interleavedVisits,
  largestPaintLines,
  medianFigures,
  signedMilliseconds,
  signedSeconds,
} from "./lib/audit-figures.mjs";
import { chromiumFlags, chromiumPath } from "./chromium.mjs";

const { values: options } = parseArgs({
  options: {
    "skip-build": { type: "boolean", default: false },
    runs: { type: "string", default: "3" },
    routes: { type: "string" },
  },
});
const runsPerRoute = Math.max(1, Number(options.runs));
const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = resolve(buildDir, "client");

/** The control page's folder, served beside the build, and its address there. */
const CONTROL_ROOT = "scripts/audit-control";
const CONTROL_ROUTE = "/controle-da-auditoria";

/** Paths answered with a fallback page and status 404: an unknown address, an unknown article. */
const NOT_FOUND_ROUTES = NOT_FOUND_EXAMPLES;

// A not-found page logs its 404 status and the attempted path by design (the spec asks for the
// log): best practices should not count those two as errors. Its SEO score stays below 100 on
// purpose: it answers 404 and is noindex.
const NOT_FOUND_CONFIG = {
  extends: "lighthouse:default",
  audits: [
    {
      path: "errors-in-console",
      options: {
        ignoredPatterns: [
          /status of 404/,
          /404 Error: User attempted to access non-existent route/,
        ],
      },
    },
  ],
};

const CHROME_FLAGS = ["--headless=new", ...chromiumFlags];

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** SEO audits a not-found page fails on purpose: it answers 404 and asks not to be indexed. */
const NOT_FOUND_SEO_EXCEPTIONS = ["seo: http-status-code", "seo: is-crawlable"];

/** Every page of the build, as a URL path, in the order of the sitemap the build wrote. */
async function sitemapRoutes() {
  const sitemap = await readFile(join(clientDir, "sitemap.xml"), "utf8");
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, url]) => new URL(url).pathname,
  );
  if (urls.length === 0) throw new Error("the sitemap lists no page");
  return urls;
}

/** Failed audits of the three deterministic categories, so a score below 100 says why. */
function failedAuditsOf(lhr) {
  return CATEGORIES.slice(1).flatMap((category) =>
    lhr.categories[category].auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) => `${category}: ${audit.id}`),
  );
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)}`;

const milliseconds = (ms) => `${Math.round(ms)} ms`;
// A median of an even number of runs can fall between two scores.
const score = (value) => String(Math.round(value));

/** A timing column: the control's own figure, a route's difference from its control's. */
const timing = (key, absolute, signed) => (row) =>
  row.difference ? signed(row.difference[key]) : absolute(row[key]);

const COLUMNS = [
  ["route", (row) => row.route],
  ["perf", (row) => score(row.performance)],
  ["a11y", (row) => score(row.accessibility)],
  ["bp", (row) => score(row.bestPractices)],
  ["seo", (row) => score(row.seo)],
  ["FCP", timing("fcpMs", seconds, signedSeconds)],
  ["LCP", timing("lcpMs", seconds, signedSeconds)],
  ["TBT", timing("tbtMs", milliseconds, signedMilliseconds)],
  ["CLS", (row) => row.cls.toFixed(3)],
  ["SI", timing("speedIndexMs", seconds, signedSeconds)],
  ["HTML KB", (row) => kilobytes(row.documentBytes)],
  ["JS KB", (row) => kilobytes(row.jsBytes)],
  ["CSS KB", (row) => kilobytes(row.cssBytes)],
  ["img KB", (row) => kilobytes(row.imageBytes)],
  ["total KB", (row) => kilobytes(row.totalBytes)],
  ["floor", (row) => row.marks.join(", ")],
];

function formatTable(rows) {
  const cells = [
    COLUMNS.map(([title]) => title),
    ...rows.map((row) => COLUMNS.map(([, cell]) => cell(row))),
  ];
  const widths = COLUMNS.map((_, index) =>
    Math.max(...cells.map((line) => line[index].length)),
  );
  const format = (line) =>
    line
      .map((cell, index) =>
        index === 0 ? cell.padEnd(widths[index]) : cell.padStart(widths[index]),
      )
      .join("  ");
  return [
    format(cells[0]),
    widths.map((width) => "-".repeat(width)).join("  "),
    ...cells.slice(1).map(format),
  ].join("\n");
}

/** Lighthouse's report on one page load; a load whose trace Chromium lost is taken again, once. */
async function measure(url, flags, config) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(url, flags, config);
    if (!lhr.runtimeError) return lhr;
    if (attempt === 2 || lhr.runtimeError.code !== "NO_NAVSTART")
      throw new Error(`${url}: ${lhr.runtimeError.message}`);
    process.stderr.write(`  ${lhr.runtimeError.code}: measuring again\n`);
  }
}

if (!options["skip-build"]) {
  const build = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    env: process.env,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const routes = options.routes
  ? options.routes.split(",")
  : [...(await sitemapRoutes()), ...NOT_FOUND_ROUTES];
const { server, baseUrl } = await startBuildServer(buildDir, {
  extraRoot: CONTROL_ROOT,
});
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: CHROME_FLAGS,
});

/** One Lighthouse run of `path`: its figures and the audits it failed. */
async function run(path) {
  const isNotFound = NOT_FOUND_ROUTES.includes(path);
  const flags = {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
    // The not-found routes answer 404 on purpose; measure them instead of aborting.
    ignoreStatusCode: isNotFound,
  };
  const lhr = await measure(
    `${baseUrl}${path}`,
    flags,
    isNotFound ? NOT_FOUND_CONFIG : undefined,
  );
  const expected = isNotFound ? NOT_FOUND_SEO_EXCEPTIONS : [];
  return {
    figures: figuresOf(lhr),
    failedAudits: failedAuditsOf(lhr).filter(
      (audit) => !expected.includes(audit),
    ),
  };
}

const loadAtStart = loadavg()[0];
/** Each route's runs and the control's runs beside them, by route. */
const measured = new Map(
  routes.map((route) => [route, { runs: [], controlRuns: [] }]),
);
const failedAudits = new Map();
try {
  for (const visit of interleavedVisits(routes, runsPerRoute)) {
    const path = visit.control ? CONTROL_ROUTE : visit.route;
    process.stderr.write(
      `lighthouse ${path}${visit.control ? ` (control for ${visit.route})` : ""} (${visit.round}/${runsPerRoute})\n`,
    );
    const result = await run(path);
    const { runs, controlRuns } = measured.get(visit.route);
    (visit.control ? controlRuns : runs).push(result.figures);
    const failed = failedAudits.get(path) ?? new Set();
    for (const audit of result.failedAudits) failed.add(audit);
    failedAudits.set(path, failed);
  }
} finally {
  chrome.kill();
  server.kill();
}

const rows = routes.map((route) => {
  const { runs, controlRuns } = measured.get(route);
  const medians = medianFigures(runs);
  const control = medianFigures(controlRuns);
  return {
    route,
    runs: runs.length,
    ...medians,
    control,
    difference: differencesFrom(control, medians),
    marks: floorMarks(medians, control),
    failedAudits: [...failedAudits.get(route)],
  };
});
const allControlRuns = [...measured.values()].flatMap(
  ({ controlRuns }) => controlRuns,
);
const control = {
  route: CONTROL_ROUTE,
  runs: allControlRuns.length,
  ...medianFigures(allControlRuns),
  marks: [],
  failedAudits: [...failedAudits.get(CONTROL_ROUTE)],
};

const load = { start: loadAtStart, end: loadavg()[0] };
console.log(
  `\nLighthouse ${runsPerRoute === 1 ? "1 run" : `median of ${runsPerRoute} runs`} per route, default mobile preset, each run right after one of the control page ${CONTROL_ROUTE} (an <h1> and a <p>) from the same server; bytes transferred as served (br/gzip); load average ${load.start.toFixed(2)} at the start, ${load.end.toFixed(2)} at the end (${cpus().length} cores)\n`,
);
console.log(formatTable([control, ...rows]));
console.log(
  `\n${CONTROL_ROUTE}: the control's own figures, median of all its runs. Below it, FCP, LCP, TBT and SI are each route's difference from the control's median in the same rounds.\nfloor: what is above it (LCP more than ${FLOOR.lcpAboveControlMs / 1000} s above the control's, TBT more than ${FLOOR.tbtAboveControlMs} ms above it, CLS above ${FLOOR.cls}, perf below the control's)`,
);
console.log("\nLargest paint: its element and where its time goes (ms)");
for (const row of rows) {
  const marks = row.marks.length > 0 ? ` * ${row.marks.join(", ")}` : "";
  console.log(`  ${row.route}${marks}`);
  for (const line of largestPaintLines(row)) console.log(`    ${line}`);
}
const failing = [control, ...rows].filter((row) => row.failedAudits.length > 0);
console.log(
  `\n${NOT_FOUND_ROUTES.join(" and ")} answer 404 and are noindex: their SEO score misses http-status-code and is-crawlable by design.`,
);
if (failing.length > 0) {
  console.log("\nAudits not passed (accessibility, best practices, SEO):");
  for (const row of failing)
    console.log(`  ${row.route}: ${row.failedAudits.join(", ")}`);
  process.exitCode = 1;
}

await mkdir("reports", { recursive: true });
const report = {
  date: new Date().toISOString(),
  lighthouse: "mobile (default)",
  runsPerRoute,
  loadAverage: load,
  control,
  routes: rows,
};
const reportPath = join(
  "reports",
  `audit-${report.date.replace(/[:.]/g, "-")}.json`,
);
const json = `${JSON.stringify(report, null, 2)}\n`;
await writeFile(reportPath, json);
await writeFile(join("reports", "audit-latest.json"), json);
console.log(`\nWritten: ${reportPath}`);

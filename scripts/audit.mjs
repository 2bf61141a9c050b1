// Performance benchmark: builds the site, serves it as production does (precompressed files,
// 404 fallback), runs Lighthouse's default mobile preset three times on every route and prints
// the medians as one table, with the load average it ran at, the routes above the paint floor
// marked and each route's largest paint (its element, its subparts), also written as JSON to
// reports/. It never fails on speed, which is timing; it fails (exit code 1) when an
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
import { NOT_FOUND_EXAMPLES } from "../app/lib/site-map.ts";
import { startBuildServer } from "./build-server.mjs";
import {
  FLOOR,
  figuresOf,
  floorMarks,
  largestPaintLines,
  medianFigures,
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

const COLUMNS = [
  ["route", (row) => row.route],
  ["perf", (row) => String(row.performance)],
  ["a11y", (row) => String(row.accessibility)],
  ["bp", (row) => String(row.bestPractices)],
  ["seo", (row) => String(row.seo)],
  ["FCP", (row) => seconds(row.fcpMs)],
  ["LCP", (row) => seconds(row.lcpMs)],
  [
    "observed",
    (row) =>
      `${Math.round(row.observedFcpMs)}/${Math.round(row.observedLcpMs)} ms`,
  ],
  ["TBT", (row) => `${Math.round(row.tbtMs)} ms`],
  ["CLS", (row) => row.cls.toFixed(3)],
  ["SI", (row) => seconds(row.speedIndexMs)],
  ["HTML KB", (row) => kilobytes(row.documentBytes)],
  ["JS KB", (row) => kilobytes(row.jsBytes)],
  ["CSS KB", (row) => kilobytes(row.cssBytes)],
  ["img KB", (row) => kilobytes(row.imageBytes)],
  ["total KB", (row) => kilobytes(row.totalBytes)],
  ["floor", (row) => (row.marks.length > 0 ? "*" : "")],
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
const { server, baseUrl } = await startBuildServer(buildDir);
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: CHROME_FLAGS,
});

const loadAtStart = loadavg()[0];
const rows = [];
try {
  for (const route of routes) {
    const runs = [];
    const failedAudits = new Set();
    for (let run = 1; run <= runsPerRoute; run += 1) {
      process.stderr.write(`lighthouse ${route} (${run}/${runsPerRoute})\n`);
      const isNotFound = NOT_FOUND_ROUTES.includes(route);
      const flags = {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: CATEGORIES,
        // The not-found routes answer 404 on purpose; measure them instead of aborting.
        ignoreStatusCode: isNotFound,
      };
      const lhr = await measure(
        `${baseUrl}${route}`,
        flags,
        isNotFound ? NOT_FOUND_CONFIG : undefined,
      );
      runs.push(figuresOf(lhr));
      for (const audit of failedAuditsOf(lhr)) failedAudits.add(audit);
    }
    const expected = NOT_FOUND_ROUTES.includes(route)
      ? NOT_FOUND_SEO_EXCEPTIONS
      : [];
    const medians = medianFigures(runs);
    rows.push({
      route,
      runs: runs.length,
      ...medians,
      marks: floorMarks(medians),
      failedAudits: [...failedAudits].filter(
        (audit) => !expected.includes(audit),
      ),
    });
  }
} finally {
  chrome.kill();
  server.kill();
}

const load = { start: loadAtStart, end: loadavg()[0] };
console.log(
  `\nLighthouse ${runsPerRoute === 1 ? "1 run" : `median of ${runsPerRoute} runs`}, default mobile preset; bytes transferred as served (br/gzip); load average ${load.start.toFixed(2)} at the start, ${load.end.toFixed(2)} at the end (${cpus().length} cores)\n`,
);
console.log(formatTable(rows));
console.log(
  `\nobserved: FCP/LCP in the trace itself, unthrottled (FCP and LCP are simulated from it for a slow phone)\n* above the floor (LCP <= ${FLOOR.lcpMs / 1000} s and within ${FLOOR.lcpAfterFcpMs} ms of FCP, TBT <= ${FLOOR.tbtMs} ms, CLS <= ${FLOOR.cls}, performance 100)`,
);
console.log("\nLargest paint: its element and where its time goes (ms)");
for (const row of rows) {
  const marks = row.marks.length > 0 ? ` * ${row.marks.join(", ")}` : "";
  console.log(`  ${row.route}${marks}`);
  for (const line of largestPaintLines(row)) console.log(`    ${line}`);
}
const failing = rows.filter((row) => row.failedAudits.length > 0);
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

// Benchmark of the donors page under large sheets: 20,000 donors and a classes sheet of 2,000
// rows (75 classes, so 75 bars). It serves an existing production build
// (run `npm run build` first; it builds nothing), opens /doadores in Chromium three times with
// both CSVs answered from generated data, and prints per run, then as median and max:
//   - render: from both sheet responses having arrived to the tiers being on screen. Both ends
//     are read on the page's own clock (performance.now()): the start is the later `responseEnd`
//     of the two CSV entries in the Resource Timing buffer; the end is taken by a
//     MutationObserver (installed by an init script) as soon as the four tier lists of the live
//     part are in the DOM, then pushed to the next frame (requestAnimationFrame + setTimeout 0),
//     i.e. after style, layout and paint of that DOM. Each tier lists a page of donors at first
//     (the search finds the others); "all listed" is when the last of those is in the DOM.
//   - search: typing "joao t0" in the search field one key every 100 ms, from the last key to
//     the lists showing only what it finds; then clearing the field, to the first pages again.
//   - expand: from clicking "Ver Mais Turmas" to the last class's bar being painted.
//   - first donors: from the page's navigation to the tiers being painted (the end of render).
//   - search while loading: in a visit of its own whose sheets never answer, typing the same
//     query into the search over the list the build published (answered with the same 20,000
//     donors), from the last key to the lists showing what it finds.
//   - longest task: the longest main-thread task (PerformanceObserver 'longtask', which reports
//     tasks over 50 ms) between the sheets arriving and the last donor, while typing and
//     clearing, while the chart expands, and in the whole visit (which includes downloading
//     and starting the page's script).
// Wall-clock figures depend on what else the machine runs: the load average is printed with them.
// Budget: donors on screen within 1 s of the sheets arriving (median), and no task over 200 ms
// at any point of the visit. It reports; the exit code says whether the budget held.
// `--cpu-slowdown N` runs the page's main thread N times slower (Chrome's CPU throttling; 4 is
// what Lighthouse's mobile preset plays for a mid-range phone), its worker at full speed.
// Usage: npm run bench:donors [-- --cpu-slowdown 4]
//   (BUILD_DIR, default build; CHROMIUM_PATH, default /usr/bin/chromium)
import { existsSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { startBuildServer } from "./build-server.mjs";
import { chromiumFlags, chromiumPath } from "./chromium.mjs";
import { DONORS_PER_PAGE } from "../app/screens/donors/use-listed-count.ts";

// observePage and the callbacks given to page.evaluate/waitForFunction run in the browser.
/* global window, document, requestAnimationFrame, MutationObserver */

const RUNS = 3;
const DONOR_COUNT = 20_000;
const CLASS_ROW_COUNT = 2_000;
const BUDGET = { renderMs: 1_000, taskMs: 200 };
const TIER_COUNT = 4;
const QUERY = "joao t0";
const TIERS = ["patrono", "associado-benemerito", "associado", "doador"];
const TYPING_DELAY_MS = 100;
// The live part of the page; the list the build published is in the DOM too, shown until the
// live list replaces it.
const LIVE = "[data-live-donors]";

const buildDir = process.env.BUILD_DIR ?? "build";
const { values: options } = parseArgs({
  options: { "cpu-slowdown": { type: "string", default: "1" } },
});
const cpuSlowdown = Number(options["cpu-slowdown"]);
if (!(cpuSlowdown >= 1)) {
  console.error("--cpu-slowdown takes a number of 1 or more.");
  process.exit(1);
}

if (!existsSync(resolve(buildDir, "client", "doadores.html"))) {
  console.error(`No build in ${buildDir}/client: run \`npm run build\` first.`);
  process.exit(1);
}

// Fictional names from fixed parts, the same on every run.
const FIRST_NAMES = [
  "Ana",
  "Bruno",
  "Carla",
  "Davi",
  "Elisa",
  "Fábio",
  "Gabriela",
  "Heitor",
  "Íris",
  "João",
];
const SURNAMES = [
  "Albuquerque",
  "Barreto",
  "Cardoso",
  "Damasceno",
  "Esteves",
  "Fontoura",
  "Guimarães",
  "Holanda",
];
const TYPES = [
  "Patrono",
  "Associado Benemérito",
  "Associado",
  "Doador",
  "doador",
  "",
];
/** The tier the page files each of TYPES under: an empty type is a Doador. */
const TIER_OF_TYPE = [0, 1, 2, 3, 3, 3];

// A class id is T and the two digits of a graduation year from 1950 on, and no class graduates
// years from now, so a sheet holds fewer than 100 classes. The bench takes the 75 of 1950 to 2024:
// longer sheets repeat them in rows of their own, which the page sums into one bar per class.
const FIRST_CLASS_YEAR = 1950;
const CLASS_COUNT = 75;

function classId(index) {
  const year = FIRST_CLASS_YEAR + (index % CLASS_COUNT);
  return `T${String(year % 100).padStart(2, "0")}`;
}

function donorRow(index, classCount) {
  return {
    name: `${FIRST_NAMES[index % 10]} ${SURNAMES[index % 8]} ${SURNAMES[(index >> 3) % 8]} ${index}`,
    turma: classId(index % classCount),
    type: TYPES[index % TYPES.length],
  };
}

function donorsCsv(classCount) {
  const lines = ["nome,turma,tipo"];
  for (let index = 0; index < DONOR_COUNT; index += 1) {
    const { name, turma, type } = donorRow(index, classCount);
    lines.push(`${name},${turma},${type}`);
  }
  return lines.join("\r\n");
}

/**
 * How many generated donors the page lists for `query` ("" for all): each tier shows a page of
 * them at first (DONORS_PER_PAGE), the search finding the rest.
 */
function countListed(classCount, query) {
  const loose = (text) =>
    text
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLowerCase();
  const words = loose(query).split(" ").filter(Boolean);
  const foundByTier = new Map();
  for (let index = 0; index < DONOR_COUNT; index += 1) {
    const { name, turma, type } = donorRow(index, classCount);
    const text = loose(`${name} ${turma}`);
    if (!words.every((word) => text.includes(word))) continue;
    const tier = TIER_OF_TYPE[TYPES.indexOf(type)];
    foundByTier.set(tier, (foundByTier.get(tier) ?? 0) + 1);
  }
  return [...foundByTier.values()].reduce(
    (sum, found) => sum + Math.min(found, DONORS_PER_PAGE),
    0,
  );
}

/** The donors the build would publish, as /data/doadores-publicados.json lists them. */
function publishedDonorsJson(classCount) {
  const loose = (text) =>
    text
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLowerCase()
      .replace(/\s+/g, " ");
  const donors = [];
  for (let index = 0; index < DONOR_COUNT; index += 1) {
    const { name, turma, type } = donorRow(index, classCount);
    donors.push({
      name,
      classLabel: turma,
      tier: TIERS[TIER_OF_TYPE[TYPES.indexOf(type)]],
      id: index,
      turmaId: turma,
      searchText: loose(`${name} ${turma} ${turma}`),
    });
  }
  return JSON.stringify(donors);
}

function classesCsv(classCount) {
  const lines = ["turma,valor"];
  for (let index = 0; index < classCount; index += 1) {
    const reais = 10_000 + ((index * 7_919) % 2_000_000);
    lines.push(`${classId(index)},"R$ ${reais.toLocaleString("pt-BR")},00"`);
  }
  return lines.join("\r\n");
}

/** Runs in the page before any of its scripts. */
function observePage({ tierCount, donorCount, live }) {
  const marks = {
    renderedAt: undefined,
    paintedAt: undefined,
    completedAt: undefined,
    longTasks: [],
  };
  window.__bench = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      marks.longTasks.push({
        start: entry.startTime,
        duration: entry.duration,
      });
    }
  }).observe({ type: "longtask", buffered: true });
  const isOnScreen = () =>
    document.querySelectorAll(`${live} section[aria-labelledby] > ul`).length >=
    tierCount;
  const cardCount = () =>
    document.querySelectorAll(`${live} section[aria-labelledby] > ul > li`)
      .length;
  const waitForAllCards = () => {
    if (cardCount() >= donorCount) marks.completedAt = performance.now();
    else requestAnimationFrame(waitForAllCards);
  };
  const observer = new MutationObserver(() => {
    if (marks.renderedAt !== undefined || !isOnScreen()) return;
    marks.renderedAt = performance.now();
    observer.disconnect();
    requestAnimationFrame(() =>
      setTimeout(() => {
        marks.paintedAt = performance.now();
        waitForAllCards();
      }, 0),
    );
  });
  document.addEventListener("DOMContentLoaded", () =>
    observer.observe(document.body, { childList: true, subtree: true }),
  );
}

/** Runs in the page: expands the chart and resolves once its last bar is painted. */
function expandChart({ barCount, live }) {
  const section = document.querySelector(`${live} section:has(table)`);
  const button = [...section.querySelectorAll("button")].find(
    (candidate) => candidate.getAttribute("aria-expanded") === "false",
  );
  const rowCount = () => section.querySelectorAll("table tbody tr").length;
  section.scrollIntoView();
  return new Promise((resolveDrawn) => {
    const clickedAt = performance.now();
    const waitForLastBar = () => {
      if (rowCount() < barCount) {
        requestAnimationFrame(waitForLastBar);
        return;
      }
      requestAnimationFrame(() =>
        setTimeout(
          () => resolveDrawn({ clickedAt, paintedAt: performance.now() }),
          0,
        ),
      );
    };
    button.click();
    waitForLastBar();
  });
}

/** Runs in the page: resolves once the tiers list `count` donors, painted. */
function waitForListed({ count, live }) {
  const listed = () =>
    document.querySelectorAll(`${live} section[aria-labelledby] > ul > li`)
      .length;
  return new Promise((resolveListed) => {
    const check = () => {
      if (listed() !== count) {
        requestAnimationFrame(check);
        return;
      }
      requestAnimationFrame(() =>
        setTimeout(() => resolveListed(performance.now()), 0),
      );
    };
    check();
  });
}

/** Types the query a key at a time, then clears it: when each ended, on the page's clock. */
async function searchOnce(page, sheets) {
  const field = page.getByRole("searchbox");
  const typingFrom = await page.evaluate(() => performance.now());
  await field.pressSequentially(QUERY, { delay: TYPING_DELAY_MS });
  const lastKeyAt = await page.evaluate(() => performance.now());
  const foundAt = await page.evaluate(waitForListed, {
    count: sheets.foundCount,
    live: LIVE,
  });
  const clearedFrom = await page.evaluate(() => performance.now());
  await field.fill("");
  const clearedAt = await page.evaluate(waitForListed, {
    count: sheets.listedCount,
    live: LIVE,
  });
  return { typingFrom, lastKeyAt, foundAt, clearedFrom, clearedAt };
}

/**
 * A visit whose sheets never answer: the query typed a key at a time into the search over the
 * published list, from the last key to its results painted, and the longest task meanwhile.
 */
async function measureLoadingSearch(browser, baseUrl, sheets) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await page.addInitScript(observePage, {
    tierCount: TIER_COUNT,
    donorCount: sheets.listedCount,
    live: LIVE,
  });
  await page.route("**/data/*.csv", () => {});
  await page.route("**/data/doadores-publicados.json", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: sheets.published,
    }),
  );
  await page.goto(`${baseUrl}/doadores`);
  // The field is in the page as built, disabled until the page's script runs.
  const field = page.getByRole("searchbox", { disabled: false });
  await field.waitFor({ timeout: 60_000 });
  const typingFrom = await page.evaluate(() => performance.now());
  await field.pressSequentially(QUERY, { delay: TYPING_DELAY_MS });
  const lastKeyAt = await page.evaluate(() => performance.now());
  const foundAt = await page.evaluate(waitForListed, {
    count: sheets.foundCount,
    live: LIVE,
  });
  const longTasks = await page.evaluate(() => window.__bench.longTasks);
  await context.close();
  return {
    loadingSearchMs: foundAt - lastKeyAt,
    longestLoadingSearchTaskMs: Math.max(
      0,
      ...longTasks
        .filter((task) => task.start + task.duration > typingFrom)
        .map((task) => task.duration),
    ),
  };
}

async function measureOnce(browser, baseUrl, sheets) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  if (cpuSlowdown > 1) {
    const devtools = await context.newCDPSession(page);
    await devtools.send("Emulation.setCPUThrottlingRate", {
      rate: cpuSlowdown,
    });
  }
  await page.addInitScript(observePage, {
    tierCount: TIER_COUNT,
    donorCount: sheets.listedCount,
    live: LIVE,
  });
  for (const [pattern, body] of [
    ["**/data/doadores.csv", sheets.donors],
    ["**/data/turmas.csv", sheets.classes],
  ]) {
    await page.route(pattern, (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/csv; charset=utf-8",
        body,
      }),
    );
  }
  // The page reports its sheets' notices with console.warn; nothing else should be logged.
  page.on("console", (message) => {
    if (message.type() === "error") console.error(`page: ${message.text()}`);
  });
  await page.goto(`${baseUrl}/doadores`);
  await page.waitForFunction(
    () => window.__bench.completedAt !== undefined,
    null,
    {
      timeout: 60_000,
    },
  );
  const search = await searchOnce(page, sheets);
  const expand = await page.evaluate(expandChart, {
    barCount: sheets.barCount,
    live: LIVE,
  });
  const result = await page.evaluate(() => {
    const sheetEnds = performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".csv"))
      .map((entry) => entry.responseEnd);
    return { ...window.__bench, sheetEnds };
  });
  await context.close();
  if (result.sheetEnds.length !== 2)
    throw new Error("expected two CSV responses");
  const arrivedAt = Math.max(...result.sheetEnds);
  const during = (start, end) =>
    result.longTasks.filter(
      (task) => task.start + task.duration > start && task.start < end,
    );
  const longest = (tasks) => Math.max(0, ...tasks.map((task) => task.duration));
  return {
    ...(await measureLoadingSearch(browser, baseUrl, sheets)),
    firstDonorsMs: result.paintedAt,
    renderMs: result.paintedAt - arrivedAt,
    domMs: result.renderedAt - arrivedAt,
    allCardsMs: result.completedAt - arrivedAt,
    foundMs: search.foundAt - search.lastKeyAt,
    clearedMs: search.clearedAt - search.clearedFrom,
    expandMs: expand.paintedAt - expand.clickedAt,
    longestTaskMs: longest(during(arrivedAt, result.completedAt)),
    longestSearchTaskMs: longest(during(search.typingFrom, search.clearedAt)),
    longestExpandTaskMs: longest(during(expand.clickedAt, expand.paintedAt)),
    longestLoadTaskMs: longest(result.longTasks),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]
    : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => `${value.toFixed(0)} ms`.padStart(8);

async function measureCase(browser, baseUrl) {
  const sheets = {
    donors: donorsCsv(CLASS_ROW_COUNT),
    classes: classesCsv(CLASS_ROW_COUNT),
    published: publishedDonorsJson(CLASS_ROW_COUNT),
    barCount: Math.min(CLASS_ROW_COUNT, CLASS_COUNT),
    listedCount: countListed(CLASS_ROW_COUNT, ""),
    foundCount: countListed(CLASS_ROW_COUNT, QUERY),
  };
  console.log(
    `/doadores with ${DONOR_COUNT} donors and ${CLASS_ROW_COUNT} class rows (${sheets.barCount} bars), ${RUNS} runs; a page of ${DONORS_PER_PAGE} per tier lists ${sheets.listedCount}, the search "${QUERY}" ${sheets.foundCount}`,
  );
  console.log(
    `machine: ${availableParallelism()} cores, load average ${loadavg()[0].toFixed(1)} at start; page CPU ${cpuSlowdown === 1 ? "at full speed" : `${cpuSlowdown}x slower`}`,
  );
  console.log(
    "run    render (DOM)   all listed   first donors   search: found  cleared  while loading   expand   longest task: after sheets  searching  expanding  in visit",
  );
  const runs = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const result = await measureOnce(browser, baseUrl, sheets);
    runs.push(result);
    console.log(
      `${String(run).padEnd(4)} ${ms(result.renderMs)} (${ms(result.domMs).trim()}) ${ms(result.allCardsMs)}     ${ms(result.firstDonorsMs)}       ${ms(result.foundMs)} ${ms(result.clearedMs)}      ${ms(result.loadingSearchMs)} ${ms(result.expandMs)}                ${ms(result.longestTaskMs)}   ${ms(result.longestSearchTaskMs)}   ${ms(result.longestExpandTaskMs)}  ${ms(result.longestLoadTaskMs)}`,
    );
  }
  const summary = (key) => ({
    median: median(runs.map((run) => run[key])),
    max: Math.max(...runs.map((run) => run[key])),
  });
  const render = summary("renderMs");
  const visitTask = summary("longestLoadTaskMs");
  const lines = [
    [
      "donors on screen after the sheets",
      render,
      ` (budget ${BUDGET.renderMs} ms)`,
    ],
    ["every listed donor in the DOM", summary("allCardsMs"), ""],
    ["first donors, from navigation", summary("firstDonorsMs"), ""],
    [
      "search while loading, to results",
      summary("loadingSearchMs"),
      " (the published list)",
    ],
    [
      "longest task, search while loading",
      summary("longestLoadingSearchTaskMs"),
      "",
    ],
    ["search, last key to its results", summary("foundMs"), ""],
    ["search cleared, to the first pages", summary("clearedMs"), ""],
    ["expand, click to last bar", summary("expandMs"), ""],
    ["longest task, sheets → last donor", summary("longestTaskMs"), ""],
    ["longest task, typing and clearing", summary("longestSearchTaskMs"), ""],
    ["longest task, expanding the chart", summary("longestExpandTaskMs"), ""],
    [
      "longest task, whole visit",
      visitTask,
      ` (budget ${BUDGET.taskMs} ms; 0 = none over 50 ms)`,
    ],
  ];
  for (const [name, { median: middle, max }, note] of lines) {
    console.log(
      `${`${name}:`.padEnd(36)} median ${ms(middle)}, max ${ms(max)}${note}`,
    );
  }
  return render.median <= BUDGET.renderMs && visitTask.max <= BUDGET.taskMs;
}

const { server, baseUrl } = await startBuildServer(buildDir);
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});
let withinBudget = false;
try {
  withinBudget = await measureCase(browser, baseUrl);
} finally {
  await browser.close();
  server.kill();
}
console.log(`\nload average at end: ${loadavg()[0].toFixed(1)}`);
console.log(withinBudget ? "Within budget." : "Over budget.");
process.exitCode = withinBudget ? 0 : 1;

// Benchmark of the donors page under a large sheet: 5,000 donors and 150 classes. It serves an
// existing production build (run `npm run build` first; it builds nothing), opens /doadores in
// Chromium five times with both CSVs answered from generated data, and prints per run, then
// as median and max:
//   - render: from both sheet responses having arrived to the tiers being on screen. Both ends
//     are read on the page's own clock (performance.now()): the start is the later `responseEnd`
//     of the two CSV entries in the Resource Timing buffer; the end is taken by a
//     MutationObserver (installed by an init script) as soon as the four tier lists are in the
//     DOM, then pushed to the next frame (requestAnimationFrame + setTimeout 0), i.e. after
//     style, layout and paint of that DOM. Long tiers fill in over a few more frames; "all
//     cards" is when the last of the 5,000 cards is in the DOM.
//   - chart: the chart is drawn when the visitor nears it; from scrolling to it to its bars
//     being painted, measured the same way.
//   - longest task: the longest main-thread task (PerformanceObserver 'longtask', which reports
//     tasks over 50 ms) between the sheets arriving and the last card, then while the chart is
//     drawn, and the longest of the whole page load (which includes downloading and starting
//     the app).
// Wall-clock figures depend on what else the machine runs: the load average is printed with them.
// Budget: render under 200 ms (median) and no task over 100 ms between the sheets arriving and
// the last card, nor while the chart is drawn. It reports; the exit code says whether the budget held.
// Usage: npm run bench:donors   (BUILD_DIR, default build; CHROMIUM_PATH, default /usr/bin/chromium)
import { existsSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { resolve } from "node:path";
import { chromium } from "@playwright/test";
import { startBuildServer } from "./build-server.mjs";
import { chromiumFlags, chromiumPath } from "./chromium.mjs";

// observePage and the callbacks given to page.evaluate/waitForFunction run in the browser.
/* global window, document, requestAnimationFrame, MutationObserver */

const RUNS = 5;
const DONOR_COUNT = 5_000;
const CLASS_COUNT = 150;
const BUDGET = { renderMs: 200, taskMs: 100 };
const TIER_COUNT = 4;

const buildDir = process.env.BUILD_DIR ?? "build";

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

function classId(index) {
  return `T${String(index).padStart(3, "0")}`;
}

function donorsCsv() {
  const lines = ["nome,turma,tipo"];
  for (let index = 0; index < DONOR_COUNT; index += 1) {
    const name = `${FIRST_NAMES[index % 10]} ${SURNAMES[index % 8]} ${SURNAMES[(index >> 3) % 8]} ${index}`;
    lines.push(
      `${name},${classId(index % CLASS_COUNT)},${TYPES[index % TYPES.length]}`,
    );
  }
  return lines.join("\r\n");
}

function classesCsv() {
  const lines = ["turma,valor"];
  for (let index = 0; index < CLASS_COUNT; index += 1) {
    const reais = 10_000 + ((index * 7_919) % 2_000_000);
    lines.push(`${classId(index)},"R$ ${reais.toLocaleString("pt-BR")},00"`);
  }
  return lines.join("\r\n");
}

/** Runs in the page before any of its scripts. */
function observePage({ tierCount, donorCount }) {
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
    document.querySelectorAll("main section[aria-labelledby] > ul").length >=
    tierCount;
  const cardCount = () =>
    document.querySelectorAll("main section[aria-labelledby] > ul > li").length;
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

/** Runs in the page: scrolls to the chart and resolves once its bars are painted. */
function drawChart() {
  const bars = () => document.querySelector("main svg path.recharts-rectangle");
  const section = document.querySelector("main section:has(table)");
  return new Promise((resolveDrawn) => {
    const scrolledAt = performance.now();
    const observer = new MutationObserver(() => {
      if (!bars()) return;
      observer.disconnect();
      requestAnimationFrame(() =>
        setTimeout(
          () => resolveDrawn({ scrolledAt, paintedAt: performance.now() }),
          0,
        ),
      );
    });
    observer.observe(section, { childList: true, subtree: true });
    section.scrollIntoView();
  });
}

async function measureOnce(browser, baseUrl, sheets) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await page.addInitScript(observePage, {
    tierCount: TIER_COUNT,
    donorCount: DONOR_COUNT,
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
  await page.goto(`${baseUrl}/doadores`);
  await page.waitForFunction(
    () => window.__bench.completedAt !== undefined,
    null,
    {
      timeout: 60_000,
    },
  );
  const chart = await page.evaluate(drawChart);
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
  const overlapping = result.longTasks.filter(
    (task) =>
      task.start + task.duration > arrivedAt && task.start < result.completedAt,
  );
  const whileDrawing = result.longTasks.filter(
    (task) =>
      task.start + task.duration > chart.scrolledAt &&
      task.start < chart.paintedAt,
  );
  const longest = (tasks) => Math.max(0, ...tasks.map((task) => task.duration));
  return {
    renderMs: result.paintedAt - arrivedAt,
    domMs: result.renderedAt - arrivedAt,
    allCardsMs: result.completedAt - arrivedAt,
    chartMs: chart.paintedAt - chart.scrolledAt,
    longestTaskMs: longest([...overlapping, ...whileDrawing]),
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

const sheets = { donors: donorsCsv(), classes: classesCsv() };
const { server, baseUrl } = await startBuildServer(buildDir);
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});

const runs = [];
try {
  console.log(
    `/doadores with ${DONOR_COUNT} donors and ${CLASS_COUNT} classes, ${RUNS} runs`,
  );
  console.log(
    `machine: ${availableParallelism()} cores, load average ${loadavg()[0].toFixed(1)} at start`,
  );
  console.log(
    "run    render (DOM)     all cards      chart   longest task after sheets   longest task in load",
  );
  for (let run = 1; run <= RUNS; run += 1) {
    const result = await measureOnce(browser, baseUrl, sheets);
    runs.push(result);
    console.log(
      `${String(run).padEnd(4)} ${ms(result.renderMs)} (${ms(result.domMs).trim()})  ${ms(result.allCardsMs)}   ${ms(result.chartMs)}   ${ms(result.longestTaskMs)}                  ${ms(result.longestLoadTaskMs)}`,
    );
  }
} finally {
  await browser.close();
  server.kill();
}

const summary = (key) => ({
  median: median(runs.map((run) => run[key])),
  max: Math.max(...runs.map((run) => run[key])),
});
const render = summary("renderMs");
const allCards = summary("allCardsMs");
const chart = summary("chartMs");
const task = summary("longestTaskMs");
const loadTask = summary("longestLoadTaskMs");
console.log(
  `render:                 median ${ms(render.median)}, max ${ms(render.max)} (budget ${BUDGET.renderMs} ms)`,
);
console.log(
  `all cards in the DOM:   median ${ms(allCards.median)}, max ${ms(allCards.max)}`,
);
console.log(
  `chart, scroll to bars:  median ${ms(chart.median)}, max ${ms(chart.max)}`,
);
console.log(
  `longest task (sheets→last card, chart): median ${ms(task.median)}, max ${ms(task.max)} (budget ${BUDGET.taskMs} ms; 0 = none over 50 ms)`,
);
console.log(
  `longest task (load):    median ${ms(loadTask.median)}, max ${ms(loadTask.max)}`,
);
console.log(`load average at end: ${loadavg()[0].toFixed(1)}`);
const withinBudget =
  render.median < BUDGET.renderMs && task.max <= BUDGET.taskMs;
console.log(withinBudget ? "Within budget." : "Over budget.");
process.exitCode = withinBudget ? 0 : 1;

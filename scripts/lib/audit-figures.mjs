// The figures `npm run audit` takes from one Lighthouse result, their medians over the runs of a
// route, the order it loads the routes and the control page in, each route's figures as
// differences from the control's, and the marks of a route that is above the floor the site holds
// to. Timings are compared with the control's, never read alone: they vary threefold from one
// machine to another.

/** The floor on Lighthouse's mobile preset, beside the control page: what a route must reach not to be marked. */
export const FLOOR = {
  lcpAboveControlMs: 100,
  tbtAboveControlMs: 50,
  cls: 0.01,
};

/** The parts of the largest paint, in the order they happen, as Lighthouse names them. */
export const LCP_SUBPARTS = [
  ["timeToFirstByte", "TTFB"],
  ["resourceLoadDelay", "load delay"],
  ["resourceLoadDuration", "load"],
  ["elementRenderDelay", "render delay"],
];

/** The largest paint's element and its subparts (milliseconds), from the LCP breakdown insight. */
function largestPaintOf(lhr) {
  const parts = lhr.audits["lcp-breakdown-insight"]?.details?.items ?? [];
  const table = parts.find((part) => part.type === "table");
  const node = parts.find((part) => part.type === "node");
  const subparts = Object.fromEntries(
    (table?.items ?? []).map((item) => [item.subpart, item.duration]),
  );
  return {
    lcpElement: node ? (node.nodeLabel ?? node.snippet ?? node.selector) : "",
    lcpSubpartsMs: Object.fromEntries(
      LCP_SUBPARTS.map(([key]) => [key, subparts[key]]),
    ),
  };
}

/**
 * The requests other than the page's own that ended before its largest paint was observed, by
 * path. Lighthouse's simulated LCP waits for every one of them (but low-priority pictures), on a
 * slow phone's round trips: what the browser fetches once the page has loaded (its favicon, its
 * manifest and the manifest's icon) counts when the trace's paint comes after it.
 */
function requestsBeforePaint(lhr, observedLcpMs) {
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  return requests
    .filter(
      (request) =>
        request.resourceType !== "Document" &&
        !request.url.startsWith("data:") &&
        request.networkEndTime <= observedLcpMs,
    )
    .map((request) => new URL(request.url).pathname);
}

/**
 * The figures of one Lighthouse result that the audit prints. FCP and LCP are simulated for a
 * slow phone from the page's trace; the observed ones are the trace's own, unthrottled, which say
 * whether the largest paint came in the same frame as the first.
 */
export function figuresOf(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue;
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const bytes = Object.fromEntries(
    (lhr.audits["resource-summary"]?.details?.items ?? []).map((item) => [
      item.resourceType,
      item.transferSize,
    ]),
  );
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: audit("first-contentful-paint"),
    lcpMs: audit("largest-contentful-paint"),
    observedFcpMs: observed.observedFirstContentfulPaint,
    observedLcpMs: observed.observedLargestContentfulPaint,
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    speedIndexMs: audit("speed-index"),
    jsBytes: bytes.script ?? 0,
    cssBytes: bytes.stylesheet ?? 0,
    imageBytes: bytes.image ?? 0,
    documentBytes: bytes.document ?? 0,
    totalBytes: bytes.total ?? 0,
    ...largestPaintOf(lhr),
    requestsBeforePaint: requestsBeforePaint(
      lhr,
      observed.observedLargestContentfulPaint,
    ),
  };
}

export function median(values) {
  const sorted = values
    .filter((value) => value !== undefined)
    .sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]
    : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The most frequent of `values`; the first of them on a tie. */
function mostFrequent(values) {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].reduce((best, entry) =>
    entry[1] > best[1] ? entry : best,
  )[0];
}

/**
 * The medians of the runs of one route; the element the runs named most often; the requests that
 * ended before the paint in at least half the runs.
 */
export function medianFigures(runs) {
  const numbers = Object.keys(runs[0]).filter(
    (key) => typeof runs[0][key] === "number",
  );
  return {
    ...Object.fromEntries(
      numbers.map((key) => [key, median(runs.map((run) => run[key]))]),
    ),
    lcpElement: mostFrequent(runs.map((run) => run.lcpElement)),
    requestsBeforePaint: [
      ...new Set(runs.flatMap((run) => run.requestsBeforePaint ?? [])),
    ].filter(
      (path) =>
        runs.filter((run) => run.requestsBeforePaint?.includes(path)).length *
          2 >=
        runs.length,
    ),
    lcpSubpartsMs: Object.fromEntries(
      LCP_SUBPARTS.map(([key]) => [
        key,
        median(runs.map((run) => run.lcpSubpartsMs[key])),
      ]),
    ),
  };
}

/**
 * The visits of a run, in order: in each round, every route right after a load of the control
 * page, so that the machine's load at that moment weighs on both alike. `control` says the visit
 * loads the control page, measured for `route`.
 */
export function interleavedVisits(routes, rounds) {
  return Array.from({ length: rounds }, (_, index) => index + 1).flatMap(
    (round) =>
      routes.flatMap((route) => [
        { round, route, control: true },
        { round, route, control: false },
      ]),
  );
}

/** The timings that are printed as differences, by the key of their figure. */
export const TIMINGS = ["fcpMs", "lcpMs", "tbtMs", "speedIndexMs"];

/** A route's timings minus the control's, measured in the same rounds. */
export function differencesFrom(control, row) {
  return Object.fromEntries(
    TIMINGS.map((key) => [key, row[key] - control[key]]),
  );
}

/** Which of a route's figures are above the floor, each by its column's name; none when it is at it. */
export function floorMarks(row, control) {
  const difference = differencesFrom(control, row);
  const marks = [];
  if (difference.lcpMs > FLOOR.lcpAboveControlMs) marks.push("LCP");
  if (difference.tbtMs > FLOOR.tbtAboveControlMs) marks.push("TBT");
  if (row.cls > FLOOR.cls) marks.push("CLS");
  if (row.performance < control.performance) marks.push("perf");
  return marks;
}

/** A difference in milliseconds as seconds with its sign: "+0.22 s", "-0.05 s", "0.00 s". */
export function signedSeconds(ms) {
  return signed((ms / 1000).toFixed(2), " s");
}

/** A difference in milliseconds with its sign: "+12 ms", "-3 ms", "0 ms". */
export function signedMilliseconds(ms) {
  return signed(Math.round(ms).toFixed(0), " ms");
}

function signed(rounded, unit) {
  const value = Number(rounded);
  if (value === 0) return `${rounded.replace("-", "")}${unit}`;
  return `${value > 0 ? "+" : ""}${rounded}${unit}`;
}

/**
 * A route's largest paint in lines: its element; where its time goes, in milliseconds; and the
 * requests that ended before it, when any.
 */
export function largestPaintLines(row) {
  const subparts = LCP_SUBPARTS.filter(
    ([key]) => row.lcpSubpartsMs[key] !== undefined,
  ).map(([key, label]) => `${label} ${Math.round(row.lcpSubpartsMs[key])}`);
  const requests = row.requestsBeforePaint ?? [];
  return [
    row.lcpElement || "(no element)",
    subparts.join(", "),
    ...(requests.length > 0
      ? [`ended before it, so counted in it: ${requests.join(", ")}`]
      : []),
  ];
}

import { describe, expect, test } from "vitest";
import {
  FLOOR,
  differencesFrom,
  figuresOf,
  floorMarks,
  interleavedVisits,
  largestPaintLines,
  median,
  medianFigures,
  signedMilliseconds,
  signedSeconds,
} from "./audit-figures.mjs";

/** A Lighthouse result with the audits the figures read. */
function lighthouseResult({ fcp, lcp, element, subparts, requests = [] }) {
  return {
    categories: { performance: { score: 1 } },
    audits: {
      "first-contentful-paint": { numericValue: fcp },
      "largest-contentful-paint": { numericValue: lcp },
      metrics: {
        details: {
          items: [
            {
              observedFirstContentfulPaint: fcp / 2,
              observedLargestContentfulPaint: lcp / 2,
            },
          ],
        },
      },
      "resource-summary": {
        details: { items: [{ resourceType: "document", transferSize: 9000 }] },
      },
      "network-requests": {
        details: {
          items: requests.map(([url, resourceType, networkEndTime]) => ({
            url,
            resourceType,
            networkEndTime,
          })),
        },
      },
      "lcp-breakdown-insight": {
        details: {
          type: "list",
          items: [
            {
              type: "table",
              items: Object.entries(subparts).map(([subpart, duration]) => ({
                subpart,
                duration,
              })),
            },
            { type: "node", nodeLabel: element, selector: "main > p" },
          ],
        },
      },
    },
  };
}

describe("figuresOf", () => {
  test("reads the largest paint's element and subparts", () => {
    const figures = figuresOf(
      lighthouseResult({
        fcp: 700,
        lcp: 900,
        element: "Na página Doadores…",
        subparts: { timeToFirstByte: 40, elementRenderDelay: 300 },
      }),
    );
    expect(figures).toMatchObject({
      fcpMs: 700,
      lcpMs: 900,
      observedFcpMs: 350,
      observedLcpMs: 450,
      documentBytes: 9000,
      lcpElement: "Na página Doadores…",
      lcpSubpartsMs: {
        timeToFirstByte: 40,
        resourceLoadDelay: undefined,
        resourceLoadDuration: undefined,
        elementRenderDelay: 300,
      },
    });
  });

  test("names the requests other than the page's that ended before its paint was observed", () => {
    const figures = figuresOf(
      lighthouseResult({
        fcp: 700,
        lcp: 800,
        element: "h1",
        subparts: {},
        requests: [
          ["http://localhost:4321/", "Document", 20],
          ["data:image/svg+xml,%3Csvg%3E", "Image", 200],
          ["http://localhost:4321/site.webmanifest", "Manifest", 300],
          ["http://localhost:4321/icons/icon-192.png", "Other", 400],
          ["http://localhost:4321/favicon.svg", "Other", 401],
        ],
      }),
    );
    expect(figures.requestsBeforePaint).toEqual([
      "/site.webmanifest",
      "/icons/icon-192.png",
    ]);
  });

  test("names no element when Lighthouse found no largest paint", () => {
    const lhr = lighthouseResult({ fcp: 1, lcp: 1, element: "", subparts: {} });
    delete lhr.audits["lcp-breakdown-insight"];
    expect(figuresOf(lhr).lcpElement).toBe("");
  });
});

test("medianFigures takes each figure's median, the element most runs name and the requests half the runs count", () => {
  const run = (lcpMs, lcpElement, renderDelay, requestsBeforePaint) => ({
    lcpMs,
    lcpElement,
    lcpSubpartsMs: { elementRenderDelay: renderDelay },
    requestsBeforePaint,
  });
  expect(
    medianFigures([
      run(900, "h1", 30, ["/site.webmanifest", "/favicon.svg"]),
      run(700, "p", 10, []),
      run(800, "p", 20, ["/site.webmanifest"]),
      run(750, "p", 15, ["/site.webmanifest", "/icons/icon-192.png"]),
    ]),
  ).toEqual({
    lcpMs: 775,
    lcpElement: "p",
    requestsBeforePaint: ["/site.webmanifest"],
    lcpSubpartsMs: {
      timeToFirstByte: undefined,
      resourceLoadDelay: undefined,
      resourceLoadDuration: undefined,
      elementRenderDelay: 17.5,
    },
  });
});

test.each([
  ["an odd count, its middle value", [900, 700, 800], 800],
  ["an even count, the mean of its two middle values", [40, 10, 30, 20], 25],
  ["one value, itself", [5], 5],
  ["the values a run did not measure left out", [undefined, 3, 1], 2],
  ["no value", [undefined], undefined],
])("median of %s", (_, values, middle) => {
  expect(median(values)).toBe(middle);
});

describe("interleavedVisits", () => {
  const control = (round, route) => ({ round, route, control: true });
  const page = (round, route) => ({ round, route, control: false });
  test.each([
    [
      "one round: the control before each route",
      ["/", "/o-ita"],
      1,
      [control(1, "/"), page(1, "/"), control(1, "/o-ita"), page(1, "/o-ita")],
    ],
    [
      "two rounds: every route once a round, in the order given",
      ["/", "/o-ita"],
      2,
      [
        control(1, "/"),
        page(1, "/"),
        control(1, "/o-ita"),
        page(1, "/o-ita"),
        control(2, "/"),
        page(2, "/"),
        control(2, "/o-ita"),
        page(2, "/o-ita"),
      ],
    ],
    [
      "one route, three rounds",
      ["/doacao"],
      3,
      [1, 2, 3].flatMap((round) => [
        control(round, "/doacao"),
        page(round, "/doacao"),
      ]),
    ],
    ["no route", [], 3, []],
  ])("%s", (_, routes, rounds, visits) => {
    expect(interleavedVisits(routes, rounds)).toEqual(visits);
  });
});

/** The control page's medians on an idle machine. */
const control = {
  performance: 100,
  fcpMs: 800,
  lcpMs: 800,
  tbtMs: 0,
  speedIndexMs: 800,
  cls: 0,
};

test.each([
  [
    "a slower route",
    { fcpMs: 1020, lcpMs: 1250, tbtMs: 30, speedIndexMs: 1100 },
    { fcpMs: 220, lcpMs: 450, tbtMs: 30, speedIndexMs: 300 },
  ],
  [
    "a route as fast as the control",
    { fcpMs: 800, lcpMs: 800, tbtMs: 0, speedIndexMs: 800 },
    { fcpMs: 0, lcpMs: 0, tbtMs: 0, speedIndexMs: 0 },
  ],
  [
    "a route faster than the control",
    { fcpMs: 750, lcpMs: 760, tbtMs: 0, speedIndexMs: 790 },
    { fcpMs: -50, lcpMs: -40, tbtMs: 0, speedIndexMs: -10 },
  ],
])("differencesFrom the control: %s", (_, route, difference) => {
  expect(differencesFrom(control, { ...control, ...route })).toEqual(
    difference,
  );
});

describe("floorMarks", () => {
  const atFloor = {
    ...control,
    lcpMs: control.lcpMs + FLOOR.lcpAboveControlMs,
    tbtMs: control.tbtMs + FLOOR.tbtAboveControlMs,
    cls: FLOOR.cls,
  };
  test.each([
    ["a route at the floor", {}, {}, []],
    ["a route as fast as the control", control, {}, []],
    [
      "a largest paint more than 0.1 s after the control's",
      { lcpMs: 901 },
      {},
      ["LCP"],
    ],
    [
      "a late first paint alone, which the floor leaves to LCP",
      { fcpMs: 1500 },
      {},
      [],
    ],
    [
      "a main thread blocked more than 50 ms longer",
      { tbtMs: 51 },
      {},
      ["TBT"],
    ],
    [
      "a TBT the control shares, from the machine's load",
      { tbtMs: 120 },
      { tbtMs: 80 },
      [],
    ],
    [
      "a late paint that a loaded machine slowed the control by as much",
      { lcpMs: 1600 },
      { lcpMs: 1550 },
      [],
    ],
    ["a layout shift", { cls: 0.02 }, {}, ["CLS"]],
    ["a score below the control's", { performance: 99 }, {}, ["perf"]],
    [
      "a score the control lost as well",
      { performance: 96 },
      { performance: 96 },
      [],
    ],
    [
      "everything above it, in the table's order",
      { lcpMs: 1400, tbtMs: 200, cls: 0.1, performance: 80 },
      {},
      ["LCP", "TBT", "CLS", "perf"],
    ],
  ])("%s", (_, route, controlChange, marks) => {
    expect(
      floorMarks({ ...atFloor, ...route }, { ...control, ...controlChange }),
    ).toEqual(marks);
  });
});

test.each([
  [220, "+0.22 s"],
  [1234, "+1.23 s"],
  [-50, "-0.05 s"],
  [0, "0.00 s"],
  [-4, "0.00 s"],
  [4, "0.00 s"],
])("signedSeconds(%d) is %s", (ms, text) => {
  expect(signedSeconds(ms)).toBe(text);
});

test.each([
  [12.4, "+12 ms"],
  [-3, "-3 ms"],
  [0, "0 ms"],
  [-0.4, "0 ms"],
])("signedMilliseconds(%d) is %s", (ms, text) => {
  expect(signedMilliseconds(ms)).toBe(text);
});

test.each([
  [
    "an element with the subparts Lighthouse measured",
    {
      lcpElement: "Faça sua doação",
      lcpSubpartsMs: { timeToFirstByte: 8.4, elementRenderDelay: 376.2 },
    },
    ["Faça sua doação", "TTFB 8, render delay 376"],
  ],
  [
    "the requests counted in it",
    {
      lcpElement: "Invista no futuro",
      lcpSubpartsMs: { timeToFirstByte: 11, elementRenderDelay: 381 },
      requestsBeforePaint: ["/site.webmanifest", "/icons/icon-192.png"],
    },
    [
      "Invista no futuro",
      "TTFB 11, render delay 381",
      "ended before it, so counted in it: /site.webmanifest, /icons/icon-192.png",
    ],
  ],
  ["no element", { lcpElement: "", lcpSubpartsMs: {} }, ["(no element)", ""]],
])("largestPaintLines names %s", (_, row, lines) => {
  expect(largestPaintLines(row)).toEqual(lines);
});

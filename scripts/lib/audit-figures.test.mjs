import { describe, expect, test } from "vitest";
import {
  FLOOR,
  figuresOf,
  floorMarks,
  largestPaintLines,
  medianFigures,
} from "./audit-figures.mjs";

/** A Lighthouse result with the audits the figures read. */
function lighthouseResult({ fcp, lcp, element, subparts }) {
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

  test("names no element when Lighthouse found no largest paint", () => {
    const lhr = lighthouseResult({ fcp: 1, lcp: 1, element: "", subparts: {} });
    delete lhr.audits["lcp-breakdown-insight"];
    expect(figuresOf(lhr).lcpElement).toBe("");
  });
});

test("medianFigures takes each figure's median and the element most runs name", () => {
  const run = (lcpMs, lcpElement, renderDelay) => ({
    lcpMs,
    lcpElement,
    lcpSubpartsMs: { elementRenderDelay: renderDelay },
  });
  expect(
    medianFigures([run(900, "h1", 30), run(700, "p", 10), run(800, "p", 20)]),
  ).toEqual({
    lcpMs: 800,
    lcpElement: "p",
    lcpSubpartsMs: {
      timeToFirstByte: undefined,
      resourceLoadDelay: undefined,
      resourceLoadDuration: undefined,
      elementRenderDelay: 20,
    },
  });
});

describe("floorMarks", () => {
  const atFloor = {
    performance: 100,
    fcpMs: FLOOR.lcpMs - FLOOR.lcpAfterFcpMs,
    lcpMs: FLOOR.lcpMs,
    tbtMs: FLOOR.tbtMs,
    cls: FLOOR.cls,
  };
  test.each([
    ["a route at the floor", {}, []],
    ["a late largest paint", { lcpMs: 801, fcpMs: 790 }, ["LCP > 0.8 s"]],
    [
      "a largest paint long after the first",
      { fcpMs: 500, lcpMs: 750 },
      ["LCP 250 ms after FCP"],
    ],
    ["a blocked main thread", { tbtMs: 51 }, ["TBT > 50 ms"]],
    ["a layout shift", { cls: 0.02 }, ["CLS > 0.01"]],
    ["a score below 100", { performance: 99 }, ["performance 99"]],
  ])("%s", (_, change, marks) => {
    expect(floorMarks({ ...atFloor, ...change })).toEqual(marks);
  });
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
  ["no element", { lcpElement: "", lcpSubpartsMs: {} }, ["(no element)", ""]],
])("largestPaintLines names %s", (_, row, lines) => {
  expect(largestPaintLines(row)).toEqual(lines);
});

// The governance chart of /quem-somos as drawn: what its words say is proved on the built page
// (test/built/about.test.ts); how its lines meet its boxes only a browser can measure.
import type { Page } from "@playwright/test";
import { content } from "../test/content";
import { expect, test } from "./fixtures";

const { governance } = content.about;

type Box = { left: number; right: number; top: number; bottom: number };
type ChartGeometry = {
  pageWidth: number;
  chain: (Box & { kind: string })[];
  branches: (Box & { beside: Box })[];
  emptySpaceInBodies: number[];
};

/** Where the chart's boxes and lines fall on the page, and how much room each box leaves unused. */
async function chartGeometry(page: Page): Promise<ChartGeometry> {
  const chart = page.getByRole("list", {
    name: governance.chartLabel,
    exact: true,
  });
  return chart.evaluate((list) => {
    const box = (element: Element) => {
      const { left, right, top, bottom } = element.getBoundingClientRect();
      return { left, right, top, bottom };
    };
    const parts = (name: string) => [
      ...list.querySelectorAll(`[data-chart="${name}"]`),
    ];
    const isDrawn = (element: Element) =>
      element.getBoundingClientRect().height > 0;
    return {
      pageWidth: document.documentElement.scrollWidth,
      chain: [...parts("chain-body"), ...parts("chain-line").filter(isDrawn)]
        .map((element) => ({
          ...box(element),
          kind: element.getAttribute("data-chart") ?? "",
        }))
        .sort((a, b) => a.top - b.top),
      branches: parts("branch-line").map((branch) => ({
        ...box(branch),
        beside: box(branch.nextElementSibling as Element),
      })),
      emptySpaceInBodies: [...parts("chain-body"), ...parts("beside-body")].map(
        (body) => {
          const padding = parseFloat(getComputedStyle(body).paddingBottom);
          const lastLine = (
            body.lastElementChild as Element
          ).getBoundingClientRect();
          return (
            body.getBoundingClientRect().bottom - padding - lastLine.bottom
          );
        },
      ),
    };
  });
}

const near = (a: number, b: number) => Math.abs(a - b) <= 1;

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the governance chart at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("draws one unbroken chain, branches that meet both boxes, and no stretched box", async ({
      page,
    }) => {
      await page.goto("/quem-somos");
      const geometry = await chartGeometry(page);
      expect(geometry.pageWidth).toBeLessThanOrEqual(viewport.width);
      for (const emptySpace of geometry.emptySpaceInBodies)
        expect(emptySpace).toBeLessThanOrEqual(1);

      const { chain } = geometry;
      expect(chain.at(0)?.kind).toBe("chain-body");
      // It ends at the last body, or (on phones) at the branch of the body beside it.
      const end = chain.at(-1);
      if (end?.kind === "chain-line") {
        expect(
          geometry.branches.some((branch) =>
            near((branch.top + branch.bottom) / 2, end.bottom),
          ),
          "the chain runs on past its last branch",
        ).toBe(true);
      } else expect(end?.kind).toBe("chain-body");
      chain.reduce((above, part) => {
        expect(near(part.top, above.bottom), "a gap in the chain").toBe(true);
        return part;
      });
      const bodies = chain.filter((part) => part.kind === "chain-body");
      for (const line of chain.filter((part) => part.kind === "chain-line")) {
        for (const body of bodies) {
          expect(line.left).toBeGreaterThan(body.left);
          expect(line.right).toBeLessThan(body.right);
        }
      }

      expect(geometry.branches).toHaveLength(
        governance.levels.filter((level) => level.beside).length,
      );
      for (const branch of geometry.branches) {
        const height = (branch.top + branch.bottom) / 2;
        expect(near(branch.right, branch.beside.left)).toBe(true);
        expect(height).toBeGreaterThan(branch.beside.top);
        expect(height).toBeLessThan(branch.beside.bottom);
        const attachedTo = chain.filter(
          (part) =>
            branch.left >= part.left - 1 &&
            branch.left <= part.right + 1 &&
            height >= part.top - 1 &&
            height <= part.bottom + 1,
        );
        expect(attachedTo, "a branch hanging in the air").not.toHaveLength(0);
      }
    });
  });
}

// On a laptop or wider, the top bar, the screens' content and the footer line up on one left
// edge: none runs edge to edge while the rest is centred; and every band of a page has the same
// width, the top bar's.
import type { Locator, Page } from "@playwright/test";
import { SCREEN_PATHS } from "../app/lib/site-map";
import { donationPage, site } from "../test/content";
import { expect, test } from "./fixtures";
import { allowNotFoundLogs, allRoutes } from "../test/site-routes";

/** The pieces of content a screen's column holds (its bands of colour span the whole width). */
const CONTENT =
  "main :is(h1, h2, h3, li, article, img, dl, table, form):visible";

async function leftOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not rendered");
  return Math.round(box.x);
}

/** The left edge of the screen's content column: where its leftmost content starts. */
async function contentLeft(page: Page): Promise<number> {
  const lefts = await page
    .locator(CONTENT)
    .evaluateAll((elements) =>
      elements.map((element) =>
        Math.round(element.getBoundingClientRect().left),
      ),
    );
  return Math.min(...lefts);
}

for (const width of [1280, 1600]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of SCREEN_PATHS) {
      test(`${path}: top bar, content and footer share their left edge`, async ({
        page,
      }) => {
        await page.goto(path);
        // The donors page shows its content once the sheets are read: seconds on a busy machine.
        await expect(
          page.getByRole("main").getByRole("heading", { level: 2 }).first(),
        ).toBeVisible({ timeout: 15_000 });
        const header = await leftOf(
          page.getByRole("link", {
            name: site.interface.logoLabel,
            exact: true,
          }),
        );
        const footer = await leftOf(
          page.getByRole("contentinfo").getByText(site.name, { exact: true }),
        );
        expect(header).toBeGreaterThan(0);
        expect({ content: await contentLeft(page), footer }).toEqual({
          content: header,
          footer: header,
        });
      });
    }
  });
}

/**
 * The left and right edges of each band of a page's main content: where its leftmost and
 * rightmost content, or box drawn around content (a card), starts and ends. A band is a block
 * of main that draws a box (a coloured strip, a card), or else holds its content directly: a
 * wrapper as wide as main that draws nothing is looked into for its bands.
 */
function bandEdges(page: Page): Promise<string[]> {
  return page.getByRole("main").evaluate((main, content) => {
    const mainBox = main.getBoundingClientRect();
    const drawsBox = (element: Element) => {
      const style = getComputedStyle(element);
      return (
        style.backgroundColor !== "rgba(0, 0, 0, 0)" ||
        style.boxShadow !== "none" ||
        parseFloat(style.borderLeftWidth) > 0
      );
    };
    const isFullWidth = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.left <= mainBox.left && box.right >= mainBox.right;
    };
    // Text for screen readers only (sr-only) is clipped to nothing, wherever its box lies.
    const isClippedAway = (element: Element | null): boolean =>
      element !== null &&
      element !== main &&
      (getComputedStyle(element).clipPath !== "none" ||
        isClippedAway(element.parentElement));
    // An island's wrapper (display: contents) has no box at all.
    const bands = (element: Element): Element[] =>
      getComputedStyle(element).display === "contents" ||
      (isFullWidth(element) && !drawsBox(element))
        ? [...element.children].flatMap(bands)
        : [element];
    return [...main.children]
      .flatMap(bands)
      .filter((band) => band.checkVisibility())
      .map((band) => {
        const card = drawsBox(band) && !isFullWidth(band) ? [band] : [];
        const boxes = [...card, ...band.querySelectorAll("*")]
          .filter(
            (element) =>
              element.checkVisibility() &&
              (element.matches(content) || drawsBox(element)) &&
              !isClippedAway(element),
          )
          .map((element) => element.getBoundingClientRect())
          .filter((box) => box.width > 1);
        // A live region waiting for a message shows nothing yet.
        if (boxes.length === 0) return undefined;
        const left = Math.round(Math.min(...boxes.map((box) => box.left)));
        const right = Math.round(Math.max(...boxes.map((box) => box.right)));
        const name = band.querySelector("h1, h2")?.textContent?.trim() ?? "";
        return `${name.slice(0, 40)}: ${left} to ${right}`;
      })
      .filter((band) => band !== undefined);
  }, BAND_CONTENT);
}

/** Where the top bar's links start (the logo) and end (the donate button). */
function topBarColumn(page: Page): Promise<{ left: number; right: number }> {
  return page
    .getByRole("banner")
    .getByRole("link")
    .evaluateAll((links) => {
      const boxes = links
        .filter((link) => link.checkVisibility())
        .map((link) => link.getBoundingClientRect());
      return {
        left: Math.round(Math.min(...boxes.map((box) => box.left))),
        right: Math.round(Math.max(...boxes.map((box) => box.right))),
      };
    });
}

/** What a band's content is, for bandEdges: text blocks and controls besides CONTENT's. */
const BAND_CONTENT =
  "h1, h2, h3, h4, p, li, article, img, dl, table, form, figure, blockquote, details, a, button";

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const path of allRoutes) {
    test(`${path}: every band's content spans the top bar's column, edge to edge`, async ({
      page,
      pageProblems,
    }) => {
      allowNotFoundLogs(pageProblems.allow, path);
      await page.goto(path);
      const column = await topBarColumn(page);
      expect(column.left).toBeGreaterThan(0);
      // Polled: the donors page's bands come with the sheets, seconds on a busy machine.
      await expect
        .poll(async () => {
          const bands = await bandEdges(page);
          return bands.length > 0
            ? bands.filter(
                (band) => !band.endsWith(`: ${column.left} to ${column.right}`),
              )
            : ["(no band)"];
        })
        .toEqual([]);
    });
  }

  test("/doacao: the bank data fill the column, the account's details side by side", async ({
    page,
  }) => {
    await page.goto("/doacao");
    const card = page.getByRole("article").filter({
      has: page.getByRole("heading", { name: donationPage.bank.cardTitle }),
    });
    const cardBox = await card.boundingBox();
    const columnBox = await page
      .getByRole("heading", { level: 2, name: donationPage.bank.title })
      .boundingBox();
    if (!cardBox || !columnBox) throw new Error("no bank data on /doacao");
    expect(Math.round(cardBox.x + cardBox.width)).toBe(
      Math.round(columnBox.x + columnBox.width),
    );
    const labels = card.getByText(donationPage.bank.beneficiaryLabel, {
      exact: true,
    });
    const beside = card.getByText(donationPage.bank.bankLabel, { exact: true });
    const [first, second] = await Promise.all([
      labels.boundingBox(),
      beside.boundingBox(),
    ]);
    expect(second?.y).toBe(first?.y);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width);
  });
});

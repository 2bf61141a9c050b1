// Every band of a page (a coloured strip, a card, a block of text) has the top bar's width: its
// content starts where the top bar's logo starts and ends where its last target ends.
import type { Page } from "@playwright/test";
import type { RouteCheck } from "./check";

/** What a band's content is: text blocks, pictures and controls. */
const BAND_CONTENT =
  "h1, h2, h3, h4, p, li, article, img, dl, table, form, figure, blockquote, details, a, button";

/**
 * Where the top bar's targets start (the logo) and end (the donate button, or on a phone the
 * menu's button).
 */
function topBarColumn(page: Page): Promise<{ left: number; right: number }> {
  return page
    .getByRole("banner")
    .locator("a, button")
    .evaluateAll((targets) => {
      const boxes = targets
        .filter((target) => target.checkVisibility())
        .map((target) => target.getBoundingClientRect());
      return {
        left: Math.round(Math.min(...boxes.map((box) => box.left))),
        right: Math.round(Math.max(...boxes.map((box) => box.right))),
      };
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

/** On a laptop, the page's content lines up with the top bar, band by band, edge to edge. */
export const everyBandInTheColumn: RouteCheck = {
  name: "every band spans the top bar's column, edge to edge",
  async problems(page) {
    const column = await topBarColumn(page);
    if (column.left <= 0) return [`the top bar starts at ${column.left} px`];
    const bands = await bandEdges(page);
    if (bands.length === 0) return ["main shows no band"];
    return bands
      .filter((band) => !band.endsWith(`: ${column.left} to ${column.right}`))
      .map((band) => `${band}, not ${column.left} to ${column.right}`);
  },
};

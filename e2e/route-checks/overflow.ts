import type { RouteCheck } from "./check";

/**
 * The page never scrolls sideways: the document is no wider than the screen. When it is, the
 * problems name the outermost elements that reach past the screen's right edge.
 */
export const nothingWiderThanTheScreen: RouteCheck = {
  name: "nothing wider than the screen",
  problems: (page) =>
    page.evaluate(() => {
      const { clientWidth: screenWidth, scrollWidth } =
        document.documentElement;
      if (scrollWidth <= screenWidth) return [];
      const sticksOut = (element: Element) =>
        element.getBoundingClientRect().right > screenWidth + 0.5;
      const outermost = [...document.body.querySelectorAll("*")]
        .filter(
          (element) =>
            sticksOut(element) &&
            !(element.parentElement && sticksOut(element.parentElement)),
        )
        .map((element) => {
          const { right } = element.getBoundingClientRect();
          const text = element.textContent?.trim().slice(0, 40) ?? "";
          return `${element.tagName.toLowerCase()} "${text}" ends at ${Math.round(right)} px, past ${screenWidth} px`;
        });
      return outermost.length > 0
        ? outermost
        : [`the page is ${scrollWidth} px wide on a ${screenWidth} px screen`];
    }),
};

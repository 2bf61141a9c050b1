import type { Page } from "@playwright/test";

/** The longest CSS transition or animation duration of any element on the page, in seconds. */
export function longestTransitionSeconds(page: Page): Promise<number> {
  return page.evaluate(() => {
    const seconds = (value: string) =>
      Math.max(
        ...value
          .split(",")
          .map((part) =>
            part.trim().endsWith("ms")
              ? parseFloat(part) / 1000
              : parseFloat(part),
          ),
      );
    return Math.max(
      0,
      ...[...document.querySelectorAll("*")].map((element) => {
        const style = getComputedStyle(element);
        return Math.max(
          seconds(style.transitionDuration),
          style.animationName === "none" ? 0 : seconds(style.animationDuration),
        );
      }),
    );
  });
}

/** How the page scrolls to an anchor: "smooth" or "auto" (a jump). */
export function scrollBehavior(page: Page): Promise<string> {
  return page.evaluate(
    () => getComputedStyle(document.documentElement).scrollBehavior,
  );
}

// Every link and button of the top bar, its menu and the footer is a target a finger can hit:
// at least 24 by 24 CSS px, WCAG 2.2's minimum target size (2.5.8).
import type { Locator } from "@playwright/test";

export const MINIMUM_TARGET_PX = 24;

/** The visible links and buttons inside `region` smaller than the minimum, with their size. */
export function undersizedTargets(region: Locator): Promise<string[]> {
  return region.locator("a, button").evaluateAll(
    (targets, minimum) =>
      targets
        .filter((target) => target.checkVisibility())
        .map((target) => {
          const { width, height } = target.getBoundingClientRect();
          return { name: target.textContent?.trim() ?? "", width, height };
        })
        .filter(({ width, height }) => width < minimum || height < minimum)
        .map(
          ({ name, width, height }) =>
            `"${name}": ${width.toFixed(1)} x ${height.toFixed(1)} px`,
        ),
    MINIMUM_TARGET_PX,
  );
}

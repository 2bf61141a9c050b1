// Whatever control the keyboard reaches, on any page, shows that it has focus: an outline or a
// ring (box-shadow) it does not have while unfocused. The Pix fields and the notify form included.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { allowNotFoundLogs, allRoutes } from "../test/site-routes";

/** More Tab presses than any page has controls: a page that never gives focus back fails. */
const MAX_STOPS = 400;

type Stop = { control: string; indicator: string | undefined };

/** Records how every focusable control looks while unfocused, to compare with its focus. */
function recordUnfocusedLooks(page: Page): Promise<number> {
  return page.evaluate(() => {
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`;
    };
    const controls = [
      ...document.querySelectorAll(
        "a[href], button, input, select, textarea, summary, [tabindex]",
      ),
    ];
    const looks = new Map(controls.map((element) => [element, look(element)]));
    Object.assign(window, { unfocusedLooks: looks, lookOf: look });
    return looks.size;
  });
}

/** The control that has focus, and what marks it as focused (undefined when nothing does). */
function focusedStop(page: Page): Promise<Stop | undefined> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return undefined;
    const { unfocusedLooks, lookOf } = window as unknown as {
      unfocusedLooks: Map<Element, string>;
      lookOf: (element: Element) => string;
    };
    const style = getComputedStyle(element);
    const hasOutline =
      style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const hasRing = style.boxShadow !== "none";
    const changed = lookOf(element) !== unfocusedLooks.get(element);
    const name = (
      element.getAttribute("aria-label") ??
      element.getAttribute("id") ??
      element.textContent ??
      ""
    )
      .trim()
      .slice(0, 60);
    return {
      control: `${element.tagName.toLowerCase()} "${name}"`,
      indicator:
        (hasOutline || hasRing) && changed
          ? hasOutline
            ? `outline ${style.outlineWidth} ${style.outlineStyle}`
            : "ring"
          : undefined,
    };
  });
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const route of allRoutes) {
      test(`${route}: every control Tab reaches shows an outline or ring it lacks unfocused`, async ({
        page,
        pageProblems,
      }) => {
        allowNotFoundLogs(pageProblems.allow, route);
        await page.goto(route);
        // The donors page's controls come with the sheets: seconds on a busy machine.
        await expect(page.getByRole("contentinfo")).toBeVisible();
        await page.waitForLoadState("networkidle");
        expect(await recordUnfocusedLooks(page)).toBeGreaterThan(0);

        const stops: Stop[] = [];
        for (let press = 0; press < MAX_STOPS; press += 1) {
          await page.keyboard.press("Tab");
          const stop = await focusedStop(page);
          if (!stop || stop.control === stops[0]?.control) break;
          stops.push(stop);
        }
        // The skip link, the top bar and the footer at least.
        expect(stops.length).toBeGreaterThan(4);
        expect(stops.length).toBeLessThan(MAX_STOPS);
        expect(
          stops.filter((stop) => !stop.indicator).map((stop) => stop.control),
        ).toEqual([]);
      });
    }
  });
}

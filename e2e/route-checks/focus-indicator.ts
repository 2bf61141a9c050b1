// Whatever control the keyboard reaches shows that it has focus: an outline or a ring
// (box-shadow) it does not have while unfocused.
import type { Page } from "@playwright/test";
import type { RouteCheck } from "./check";

/** More Tab presses than any page has controls: a page that never gives focus back fails. */
const MAX_STOPS = 400;

/** The skip link, the top bar and the footer at least. */
const FEWEST_STOPS = 5;

/** Tab presses between two looks at the stops recorded. */
const PRESSES_PER_LOOK = 20;

type Stop = { control: string; indicator: string | undefined };

/** What the page's focus watcher keeps, on `window`. */
type FocusWatch = { stops: Stop[]; elements: Element[] };

/**
 * Records how every focusable control looks unfocused, then, on each focus that follows, the
 * control and what marks it as focused (undefined when nothing does), read as focus arrives.
 */
function watchFocus(page: Page): Promise<number> {
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
    const unfocusedLooks = new Map(
      controls.map((element) => [element, look(element)]),
    );
    const watch: FocusWatch = { stops: [], elements: [] };
    document.addEventListener(
      "focusin",
      (event) => {
        if (!(event.target instanceof Element)) return;
        const element = event.target;
        const style = getComputedStyle(element);
        const hasOutline =
          style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
        const hasRing = style.boxShadow !== "none";
        const changed = look(element) !== unfocusedLooks.get(element);
        const name = (
          element.getAttribute("aria-label") ??
          element.getAttribute("id") ??
          element.textContent ??
          ""
        )
          .trim()
          .slice(0, 60);
        watch.elements.push(element);
        watch.stops.push({
          control: `${element.tagName.toLowerCase()} "${name}"`,
          indicator:
            (hasOutline || hasRing) && changed
              ? hasOutline
                ? `outline ${style.outlineWidth} ${style.outlineStyle}`
                : "ring"
              : undefined,
        });
      },
      true,
    );
    Object.assign(window, { focusWatch: watch });
    return unfocusedLooks.size;
  });
}

/** The stops recorded up to the first control's second focus, and whether focus came back. */
function stopsOfOneRound(
  page: Page,
): Promise<{ stops: Stop[]; cameBack: boolean }> {
  return page.evaluate(() => {
    const { stops, elements } = (
      window as unknown as { focusWatch: FocusWatch }
    ).focusWatch;
    const first = elements[0];
    const back = first ? elements.indexOf(first, 1) : -1;
    return back === -1
      ? { stops, cameBack: false }
      : { stops: stops.slice(0, back), cameBack: true };
  });
}

/** Tabs through the page from its top until focus comes back to the first control. */
async function tabStops(page: Page): Promise<Stop[]> {
  for (let press = 0; press < MAX_STOPS; press += PRESSES_PER_LOOK) {
    for (let batch = 0; batch < PRESSES_PER_LOOK; batch += 1)
      await page.keyboard.press("Tab");
    const round = await stopsOfOneRound(page);
    if (round.cameBack) return round.stops;
  }
  return (await stopsOfOneRound(page)).stops;
}

export const focusVisibleOnEveryControl: RouteCheck = {
  name: "every control Tab reaches shows an outline or ring it lacks unfocused",
  async problems(page) {
    if ((await watchFocus(page)) === 0) return ["no control at all"];
    const stops = await tabStops(page);
    if (stops.length < FEWEST_STOPS)
      return [`Tab reaches only ${stops.length} controls`];
    if (stops.length >= MAX_STOPS)
      return [`Tab never comes back to the first control`];
    return stops
      .filter((stop) => !stop.indicator)
      .map((stop) => `${stop.control} shows no focus`);
  },
};

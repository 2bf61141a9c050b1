// What the first frame of every page waits for: the element its `<link rel=expect
// blocking=render>` names. Most pages wait for their whole main content; the giving pages, too
// long for the first round trip of a slow connection, wait for their first screen only, and that
// screen comes in the first 14 KB.
import { parse as parseHtml } from "parse5";
import { describe, expect, test } from "vitest";
import { attribute, elementsOf } from "./parsed-html";
import { donationPage, english } from "../content";
import { allRoutes } from "../site-routes";
import { type BuiltPage, builtPage } from "./built-page";
import { brotliBytes } from "./page-scripts";

const { give, copyPaste } = donationPage;

/** Pages too long for the first round trip, whose first frame waits for their first screen only. */
const FIRST_SCREEN_PAGE = "/doacao";
const GIVE_FROM_ABROAD_PAGE = "/en/give";

/** What the first round trip of a slow connection carries: ten TCP segments, less the headers. */
const FIRST_ROUND_TRIP_BYTES = 14 * 1024;

/** The element the page's one `<link rel=expect>` names, which its first frame waits for. */
function firstFrameTarget({ document }: BuiltPage): Element {
  const links = document.head.querySelectorAll('link[rel="expect"]');
  expect(links, "one <link rel=expect> in the head").toHaveLength(1);
  const [link] = links;
  expect(link).toHaveAttribute("blocking", "render");
  const targetId = link!.getAttribute("href")?.replace(/^#/, "") ?? "";
  const target = document.getElementById(targetId);
  expect(target, `#${targetId} is on the page`).not.toBeNull();
  return target!;
}

/** Whether `element` starts before `target`, in the part of the page the first frame waits for. */
function precedes(element: Element, target: Element): boolean {
  return Boolean(
    target.compareDocumentPosition(element) &
    target.DOCUMENT_POSITION_PRECEDING,
  );
}

/** How many compressed bytes, as the build's `.br` copies are compressed, come before `target`. */
function bytesBefore({ html }: BuiltPage, target: Element): number {
  const element = elementsOf(
    parseHtml(html, { sourceCodeLocationInfo: true }),
  ).find((element) => attribute(element, "id") === target.id);
  return brotliBytes(html.slice(0, element!.sourceCodeLocation!.startOffset));
}

describe("the first frame", () => {
  test.for(
    allRoutes.filter(
      (route) => ![FIRST_SCREEN_PAGE, GIVE_FROM_ABROAD_PAGE].includes(route),
    ),
  )("%s: the first frame waits until the main content is parsed", (route) => {
    const page = builtPage(route);
    // The browser paints again once the element it names is inserted: it must follow the whole
    // main content, or the first frame could show the top bar alone.
    const main = page.screen.getByRole("main");
    expect(main.compareDocumentPosition(firstFrameTarget(page))).toBe(
      main.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  test(`${FIRST_SCREEN_PAGE}: its first screen, heading, amounts, frequency and copy button, comes in the first round trip; the heading and amounts are painted without its script`, () => {
    const page = builtPage(FIRST_SCREEN_PAGE);
    const target = firstFrameTarget(page);
    const { screen } = page;
    const heading = screen.getByRole("heading", { level: 1 });
    // The suggested amounts and the pair "once" / "every month".
    const amounts = screen
      .getAllByRole("radio")
      .filter((radio: HTMLElement) => precedes(radio, target));
    const copyButton = screen.getByRole("button", {
      name: copyPaste.buttonLabel,
    });
    expect(precedes(heading, target), "the heading").toBe(true);
    expect(amounts).toHaveLength(give.amounts.length + 2);
    expect(precedes(copyButton, target), "the copy button").toBe(true);
    // The heading and the amounts wait for no script: an amount chosen early counts once the
    // script runs. The copy button keeps its place until its script runs, so that no tap on it
    // is lost.
    for (const element of [heading, ...amounts])
      expect(
        element.closest("[data-awaits-script], [hidden]"),
        `<${element.tagName.toLowerCase()}> is shown before any script runs`,
      ).toBeNull();
    expect(
      bytesBefore(page, target),
      "compressed bytes up to the first screen's end",
    ).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  });

  // Published only when its content is complete in English.
  if (allRoutes.includes(GIVE_FROM_ABROAD_PAGE)) {
    test(`${GIVE_FROM_ABROAD_PAGE}: its first screen, heading and how to give from abroad, comes in the first round trip`, () => {
      const page = builtPage(GIVE_FROM_ABROAD_PAGE);
      const target = firstFrameTarget(page);
      const abroad = english.abroad!;
      const { screen } = page;
      expect(
        precedes(screen.getByRole("heading", { level: 1 }), target),
        "the heading",
      ).toBe(true);
      expect(precedes(screen.getByText(abroad.title), target)).toBe(true);
      expect(precedes(screen.getByText(abroad.lead), target)).toBe(true);
      expect(
        bytesBefore(page, target),
        "compressed bytes up to the first screen's end",
      ).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
    });
  }
});

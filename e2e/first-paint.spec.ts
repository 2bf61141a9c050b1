// What the first frame of every page waits for, read from the pages as the server hands them out,
// without a browser: the tests come from @playwright/test itself.
import { brotliCompressSync, constants } from "node:zlib";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { parse } from "parse5";
import { donationPage, english } from "../test/content";
import {
  type Element,
  attribute,
  elementsOf,
  textOf,
} from "../app/lib/parsed-html";
import { allRoutes } from "../test/site-routes";

const { give, copyPaste } = donationPage;

/** Pages too long for the first round trip, whose first frame waits for their first screen only. */
const FIRST_SCREEN_PAGE = "/doacao";
const GIVE_FROM_ABROAD_PAGE = "/en/give";

/** What the first round trip of a slow connection carries: ten TCP segments, less the headers. */
const FIRST_ROUND_TRIP_BYTES = 14 * 1024;

/** The element the page's `<link rel=expect>` names, which its first frame waits for. */
function firstFrameTarget(elements: Element[]) {
  const head = elements.find((element) => element.tagName === "head");
  expect(head, "the page has a <head>").toBeDefined();
  const expectLinks = elementsOf(head!).filter(
    (element) =>
      element.tagName === "link" && attribute(element, "rel") === "expect",
  );
  expect(expectLinks, "one <link rel=expect> in the head").toHaveLength(1);
  const [link] = expectLinks;
  expect(attribute(link!, "blocking")).toBe("render");
  const targetId = attribute(link!, "href")?.replace(/^#/, "");
  const target = elements.findIndex(
    (element) => attribute(element, "id") === targetId,
  );
  expect(target, `#${targetId} is on the page`).toBeGreaterThanOrEqual(0);
  return target;
}

/**
 * The elements of `route`'s first screen, before the one its first frame waits for, and how many
 * compressed bytes come before that one, as the build's `.br` copies are compressed.
 */
async function firstScreenOf(request: APIRequestContext, route: string) {
  const html = await (await request.get(route)).text();
  const elements = elementsOf(parse(html, { sourceCodeLocationInfo: true }));
  const target = firstFrameTarget(elements);
  const bytes = brotliCompressSync(
    html.slice(0, elements[target]!.sourceCodeLocation!.startOffset),
    {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      },
    },
  ).length;
  return { firstScreen: elements.slice(0, target), bytes };
}

for (const route of allRoutes.filter(
  (route) => ![FIRST_SCREEN_PAGE, GIVE_FROM_ABROAD_PAGE].includes(route),
)) {
  test(`${route}: the first frame waits until the main content is parsed`, async ({
    request,
  }) => {
    const elements = elementsOf(parse(await (await request.get(route)).text()));
    // The browser paints again once the element it names is inserted: it must follow the whole
    // main content, or the first frame could show the top bar alone.
    const main = elements.findIndex((element) => element.tagName === "main");
    expect(main, "the page has a <main>").toBeGreaterThanOrEqual(0);
    const mainEnd = main + elementsOf(elements[main]!).length;
    expect(firstFrameTarget(elements)).toBeGreaterThan(mainEnd);
  });
}

test(`${FIRST_SCREEN_PAGE}: its first screen, heading, amounts, frequency and copy button, comes in the first round trip; the heading and amounts are painted without its script`, async ({
  request,
}) => {
  const { firstScreen, bytes } = await firstScreenOf(
    request,
    FIRST_SCREEN_PAGE,
  );
  const heading = firstScreen.filter((element) => element.tagName === "h1");
  const amounts = firstScreen.filter(
    (element) =>
      element.tagName === "input" && attribute(element, "type") === "radio",
  );
  const copyButton = firstScreen.filter(
    (element) =>
      element.tagName === "button" &&
      textOf(element).trim() === copyPaste.buttonLabel,
  );
  expect(heading).toHaveLength(1);
  // The suggested amounts and the pair "once" / "every month".
  expect(amounts).toHaveLength(give.amounts.length + 2);
  expect(copyButton).toHaveLength(1);
  // The heading and the amounts wait for no script: an amount chosen early counts once the script
  // runs. The copy button keeps its place until its script runs, so that no tap on it is lost.
  const waiting = firstScreen.filter(
    (element) =>
      element.attrs.some((attr) => attr.name === "data-awaits-script") ||
      element.attrs.some((attr) => attr.name === "hidden"),
  );
  for (const element of [...heading, ...amounts])
    for (const waitingElement of waiting)
      expect(
        [waitingElement, ...elementsOf(waitingElement)].includes(element),
        `<${element.tagName}> is shown before any script runs`,
      ).toBe(false);
  expect(
    bytes,
    "compressed bytes up to the first screen's end",
  ).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
});

// Published only when its content is complete in English.
if (allRoutes.includes(GIVE_FROM_ABROAD_PAGE)) {
  test(`${GIVE_FROM_ABROAD_PAGE}: its first screen, heading and how to give from abroad, comes in the first round trip`, async ({
    request,
  }) => {
    const { firstScreen, bytes } = await firstScreenOf(
      request,
      GIVE_FROM_ABROAD_PAGE,
    );
    const abroad = english.abroad!;
    const texts = firstScreen.map((element) => textOf(element).trim());
    expect(
      firstScreen.filter((element) => element.tagName === "h1"),
    ).toHaveLength(1);
    expect(texts).toContain(abroad.title);
    expect(texts).toContain(abroad.lead);
    expect(
      bytes,
      "compressed bytes up to the first screen's end",
    ).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  });
}

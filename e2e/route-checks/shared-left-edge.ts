import type { Locator, Page } from "@playwright/test";
import { english, site } from "../../test/content";

/** The pieces of content a screen's column holds (its bands of colour span the whole width). */
const CONTENT =
  "main :is(h1, h2, h3, li, article, img, dl, table, form):visible";

/** The site's words in the language of `route`: English under /en. */
function siteIn(route: string) {
  const isEnglish = route === "/en" || route.startsWith("/en/");
  return (isEnglish ? english.site : undefined) ?? site;
}

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

/**
 * Where the top bar's logo, the content's leftmost piece and the footer's name start, when they
 * do not all start at one left edge: none runs edge to edge while the rest is centred.
 */
export async function leftEdgesApart(
  page: Page,
  route: string,
): Promise<string[]> {
  const words = siteIn(route);
  const topBar = await leftOf(
    page.getByRole("link", { name: words.interface.logoLabel, exact: true }),
  );
  const footer = await leftOf(
    page.getByRole("contentinfo").getByText(words.name, { exact: true }),
  );
  const content = await contentLeft(page);
  return topBar > 0 && content === topBar && footer === topBar
    ? []
    : [
        `top bar at ${topBar} px, content at ${content} px, footer at ${footer} px`,
      ];
}

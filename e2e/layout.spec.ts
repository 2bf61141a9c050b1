// On a laptop or wider, the top bar, the screens' content and the footer line up on one left
// edge: none runs edge to edge while the rest is centred.
import type { Locator, Page } from "@playwright/test";
import { SCREEN_PATHS } from "../app/lib/site-map";
import { site } from "./content";
import { expect, test } from "./fixtures";

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

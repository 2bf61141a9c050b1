// /transparencia in the browser: what only a browser can tell. What the page says, its documents
// and its key figures, is proved on the built page (test/built/transparency.test.ts).
import { documents, content } from "../test/content";
import { expect, test } from "./fixtures";

const allDocuments = documents.sections.flatMap((section) => section.documents);
const { keyFigures } = content.impact;
/** The content type each kind of document is served with, by its extension. */
const CONTENT_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  zip: "application/zip",
};

test("every document is served with the content type of its kind", async ({
  request,
}) => {
  for (const { url } of allDocuments) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    const extension = url.slice(url.lastIndexOf(".") + 1).toLowerCase();
    expect(response.headers()["content-type"], url).toBe(
      CONTENT_TYPES[extension],
    );
  }
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("every key figures table fits the page: no column is cut off", async ({
    page,
  }) => {
    await page.goto("/transparencia");
    const block = page.getByRole("region", {
      name: keyFigures.title,
      exact: true,
    });
    const { returns, assetMix, distributed } = keyFigures;
    for (const caption of [returns.title, assetMix.title, distributed.title]) {
      const table = block.getByRole("table", { name: caption, exact: true });
      const { scrollWidth, clientWidth } = await table.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.parentElement?.clientWidth ?? 0,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    }
  });
});

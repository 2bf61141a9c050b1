// What only a browser can tell of the news pages: the grid's columns and the clamped card texts,
// which copy of an article's picture a screen fetches, that the share button's script waits for
// that picture, and the share button itself. What the pages say is read from the built HTML in
// test/built/news.test.ts.
import { newsArticles, newsTexts } from "../test/content";
import { newsArticlePath } from "../test/site-routes";
import { expect, readClipboard, test } from "./fixtures";
import { menuLinkName, menuToggle, mobileMenu } from "./menu";

const { share } = newsTexts.newsArticlePage;
const newsLinkName = menuLinkName("/noticias");

const [newest, second = newest] = newsArticles.map((article) => ({
  ...article,
  path: newsArticlePath(article),
}));
if (!newest || !second) throw new Error("content has no articles");

test("the news grid has 1, 2 and 3 columns at 375, 768 and 1280 px, card titles clamped to 2 lines and summaries to 3", async ({
  page,
}) => {
  await page.goto("/noticias");
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(newsArticles.length);
  for (const [width, columns] of [
    [375, 1],
    [768, 2],
    [1280, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    const offsets = new Set<number>();
    for (const card of await cards.all()) {
      const box = await card.boundingBox();
      if (box) offsets.add(Math.round(box.x));
    }
    expect(offsets.size, `columns at ${width} px`).toBe(
      Math.min(columns, newsArticles.length),
    );
  }
  const card = cards.first();
  await expect(card.getByRole("heading", { level: 2 })).toHaveCSS(
    "-webkit-line-clamp",
    "2",
  );
  await expect(card.getByText(newest.summary)).toHaveCSS(
    "-webkit-line-clamp",
    "3",
  );
});

test("the article's picture loads, in AVIF, in the smallest copy that fills its width, on every screen", async ({
  browser,
  baseURL,
}) => {
  for (const { width, deviceScaleFactor } of [
    { width: 375, deviceScaleFactor: 2 },
    { width: 412, deviceScaleFactor: 1.75 },
    { width: 1280, deviceScaleFactor: 1 },
  ]) {
    const screen = `at ${width} px and ${deviceScaleFactor}x`;
    const context = await browser.newContext({
      baseURL,
      viewport: { width, height: 800 },
      deviceScaleFactor,
    });
    try {
      const page = await context.newPage();
      await page.goto(newest.path);
      const picture = page.getByRole("img", { name: newest.imageAlt });
      await expect
        .poll(
          () =>
            picture.evaluate((image: HTMLImageElement) =>
              image.complete ? image.naturalWidth : 0,
            ),
          screen,
        )
        .toBeGreaterThan(0);
      const { shown, copies, chosen } = await picture.evaluate(
        (image: HTMLImageElement) => ({
          shown: image.getBoundingClientRect().width * window.devicePixelRatio,
          // Chromium reads AVIF: it picks among the AVIF copies. A picture in one copy (an SVG)
          // has neither: there is nothing to choose.
          copies: (
            image.parentElement?.querySelector<HTMLSourceElement>(
              'source[type="image/avif"]',
            )?.srcset ?? ""
          )
            .split(",")
            .filter((candidate) => candidate.trim())
            .map((candidate) => candidate.trim().split(/\s+/))
            .map(([url, descriptor]) => ({
              url: new URL(url ?? "", document.baseURI).href,
              width: Number.parseInt(descriptor ?? "", 10),
            })),
          chosen: image.currentSrc,
        }),
      );
      if (copies.length === 0) {
        // Then it is an SVG, in one copy.
        await expect(picture, screen).not.toHaveAttribute("srcset");
        continue;
      }
      const wideEnough = copies
        .filter((copy) => copy.width >= shown)
        .sort((a, b) => a.width - b.width);
      const expected =
        wideEnough[0] ?? copies.sort((a, b) => b.width - a.width)[0];
      expect(chosen, screen).toBe(expected?.url);
    } finally {
      await context.close();
    }
  }
});

test(
  "when an article's picture stalls, the page still becomes interactive on a phone",
  { tag: "@any-content" },
  async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const stalled: string[] = [];
    await page.route(/\.(?:webp|avif|png|jpe?g|svg)$/, (route) => {
      // Never answered: the picture stays on its way.
      stalled.push(route.request().url());
    });
    await page.goto(newest.path, { waitUntil: "domcontentloaded" });
    // The article's picture, whichever of its sizes the phone picked, is among those held.
    const picture = page.getByRole("article").getByRole("img").first();
    const pictureSources = await picture.evaluate((image) =>
      [
        image.getAttribute("src") ?? "",
        ...[image, ...(image.parentElement?.querySelectorAll("source") ?? [])]
          .flatMap((element) =>
            (element.getAttribute("srcset") ?? "").split(","),
          )
          .map((candidate) => candidate.trim().split(/\s+/)[0] ?? ""),
      ]
        .filter(Boolean)
        .map((source) => new URL(source, document.baseURI).href),
    );
    await expect
      .poll(() => stalled.filter((url) => pictureSources.includes(url)))
      .not.toEqual([]);
    await menuToggle(page).click();
    await expect(
      mobileMenu(page).getByRole("link", { name: newsLinkName, exact: true }),
    ).toBeVisible();
    expect(
      await picture.evaluate((image) => (image as HTMLImageElement).complete),
      "the picture is still on its way",
    ).toBe(false);
  },
);

// The page's timers are Playwright's to run: the two seconds a stalled picture may hold the
// script pass when the test says so, never by a slow machine's accident.
for (const picture of ["arrives", "stalls"] as const) {
  test(
    `the share button's script waits for the article's picture, and starts when it ${picture}`,
    { tag: "@any-content" },
    async ({ page }) => {
      await page.clock.install({ time: new Date("2026-01-05T12:00:00Z") });
      await page.clock.pauseAt(new Date("2026-01-05T12:00:01Z"));
      const held: Array<() => Promise<void>> = [];
      await page.route(/\.(?:avif|webp)$/, (route) => {
        held.push(() => route.continue());
      });
      const shareScripts: string[] = [];
      page.on("request", (request) => {
        if (/\/assets\/share-button\.client\.[\w-]+\.js$/.test(request.url()))
          shareScripts.push(request.url());
      });
      await page.goto(newest.path, { waitUntil: "domcontentloaded" });
      const shareButton = page.getByRole("button", {
        name: share.label,
        exact: true,
      });
      await expect
        .poll(() => held.length, "the picture requested")
        .toBeGreaterThan(0);
      await page.clock.runFor(1_000);
      await expect(
        shareButton,
        "no share button while the picture loads",
      ).toBeHidden();
      expect(shareScripts, "the share script not requested yet").toEqual([]);

      if (picture === "arrives") {
        await Promise.all(held.map((release) => release()));
        await expect
          .poll(() =>
            page
              .getByRole("article")
              .getByRole("img")
              .first()
              .evaluate((image: HTMLImageElement) => image.complete),
          )
          .toBe(true);
      } else {
        await page.clock.runFor(1_000);
      }
      // A frame or so at a time, far from the two seconds when the picture arrives.
      await expect
        .poll(async () => {
          await page.clock.runFor(20);
          return shareButton.isVisible();
        })
        .toBe(true);
      expect(shareScripts).toHaveLength(1);
    },
  );
}

test("the share button uses the device's share sheet with the title and address, and without one copies the address and says so @any-content", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    const calls: ShareData[] = [];
    Object.defineProperty(window, "shareCalls", { value: calls });
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: async (data: ShareData) => {
        calls.push(data);
      },
    });
  });
  await page.goto(second.path);
  await page.getByRole("button", { name: share.label, exact: true }).click();
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { shareCalls: ShareData[] }).shareCalls,
      ),
    )
    .toEqual([{ title: second.title, url: page.url() }]);
  await expect(page.getByRole("main").getByRole("status")).toHaveText("");

  const withoutShareSheet = await context.newPage();
  await withoutShareSheet.addInitScript(() => {
    delete (Navigator.prototype as Partial<Navigator>).share;
  });
  await withoutShareSheet.goto(second.path);
  await withoutShareSheet
    .getByRole("button", { name: share.label, exact: true })
    .click();
  await expect(
    withoutShareSheet.getByRole("main").getByRole("status"),
  ).toHaveText(share.copied);
  await expect(
    withoutShareSheet.getByText(share.copied, { exact: true }),
  ).toBeVisible();
  expect(await readClipboard(withoutShareSheet)).toBe(withoutShareSheet.url());
});

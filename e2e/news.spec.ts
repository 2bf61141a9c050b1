import type { Page } from "@playwright/test";
import { formatLongDate } from "../app/lib/dates";
import { newsArticleBodies, newsArticles, newsTexts, site } from "../test/content";
import { expect, readClipboard, test } from "./fixtures";
import { menuLinkName, menuToggle, mobileMenu } from "./menu";
import { newsArticlePath } from "../test/site-routes";

const { newsPage, newsCardTexts, newsArticlePage } = newsTexts;
const { share, notFound } = newsArticlePage;
const newsCallToAction = site.callsToAction.news;
const pageTitle = (title: string) => `${title} | ${site.name}`;
const newsLinkName = menuLinkName("/noticias");

// The articles as content/pt-BR/noticias/ has them, newest first; the spec's sample has three.
const articles = newsArticles.map((article) => ({
  ...article,
  path: newsArticlePath(article),
  longDate: formatLongDate(article.date),
}));
const [newest, second = newest, third = second] = articles;
if (!newest || !second || !third) throw new Error("content has no articles");
/** An address no article has. */
const unknownArticlePath = `/noticias/${Math.max(...articles.map(({ id }) => id)) + 1}`;

/** The text of an article's first paragraph, as its Markdown rendered it, read by the browser. */
function firstParagraphOf(page: Page, id: number): Promise<string> {
  return page.evaluate(
    (html) =>
      (
        new DOMParser().parseFromString(html, "text/html").querySelector("p")
          ?.textContent ?? ""
      )
        .replace(/\s+/g, " ")
        .trim(),
    newsArticleBodies[id] ?? "",
  );
}

/** The closing call to donate of the news pages. */
async function expectNewsCallToAction(page: Page) {
  await expect(
    page.getByRole("heading", {
      level: 2,
      name: newsCallToAction.title,
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    page
      .getByRole("main")
      .getByRole("link", { name: newsCallToAction.linkLabel, exact: true }),
  ).toHaveAttribute("href", newsCallToAction.href);
}

/** The news cards of the list, in the page's main region. */
function newsCards(page: Page) {
  return page.getByRole("main").getByRole("article");
}

test("the news list opens with its title and subtitle and ends with the call to donate", async ({
  page,
}) => {
  await page.goto("/noticias");
  await expect(
    page.getByRole("heading", { level: 1, name: newsPage.title, exact: true }),
  ).toBeVisible();
  await expect(page.getByText(newsPage.lead, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(pageTitle(newsPage.title));
  await expect(newsCards(page)).toHaveCount(articles.length);
  await expect(newsCards(page).getByRole("heading", { level: 2 })).toHaveText(
    articles.map((article) => article.title),
  );
  await expectNewsCallToAction(page);
});

for (const [width, columns] of [
  [375, 1],
  [768, 2],
  [1280, 3],
] as const) {
  test(`the news grid has ${columns} column(s) at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/noticias");
    const cards = newsCards(page);
    await expect(cards).toHaveCount(articles.length);
    const offsets = new Set<number>();
    for (const card of await cards.all()) {
      const box = await card.boundingBox();
      if (box) offsets.add(Math.round(box.x));
    }
    expect(offsets.size).toBe(Math.min(columns, articles.length));
  });
}

// Far from São Paulo and from UTC, where an instant would fall on the day before: the pages are
// prerendered, so the browser's zone must not matter; the other zones are unit tests.
test.describe("in the Pacific/Honolulu time zone", () => {
  test.use({ timezoneId: "Pacific/Honolulu" });

  test("the news cards and the article page show each date in long pt-BR form", async ({
    page,
  }) => {
    await page.goto("/noticias");
    for (const article of articles) {
      const card = newsCards(page).filter({ hasText: article.title });
      await expect(card.locator("time")).toHaveText(article.longDate);
    }
    await page.goto(newest.path);
    await expect(page.getByRole("main").locator("time").first()).toHaveText(
      newest.longDate,
    );
  });
});

test("card titles are clamped to 2 lines and summaries to 3", async ({
  page,
}) => {
  await page.goto("/noticias");
  const card = newsCards(page).first();
  await expect(card.getByRole("heading", { level: 2 })).toHaveCSS(
    "-webkit-line-clamp",
    "2",
  );
  await expect(card.getByText(newest.summary)).toHaveCSS(
    "-webkit-line-clamp",
    "3",
  );
});

test("'Ler mais' opens the article", async ({ page }) => {
  await page.goto("/noticias");
  const readMore = page.getByRole("link", {
    name: `${newsCardTexts.readMoreLabel}: ${second.title}`,
    exact: true,
  });
  await expect(readMore).toHaveText(newsCardTexts.readMoreLabel);
  await readMore.click();
  await expect(page).toHaveURL(second.path);
  await expect(
    page.getByRole("heading", { level: 1, name: second.title, exact: true }),
  ).toBeVisible();
});

test("an article shows its title, date, author, image and body", async ({
  page,
}) => {
  await page.goto(newest.path);
  await expect(
    page.getByRole("link", { name: newsArticlePage.backLabel, exact: true }),
  ).toHaveAttribute("href", "/noticias");
  await expect(
    page.getByRole("heading", { level: 1, name: newest.title, exact: true }),
  ).toBeVisible();
  await expect(page.getByText(newest.longDate, { exact: true })).toBeVisible();
  await expect(page.getByText(newest.author, { exact: true })).toBeVisible();
  await expect(page.getByRole("article")).toContainText(
    `${newsArticlePage.authorLabel} ${newest.author}`,
  );
  await expect(page).toHaveTitle(pageTitle(newest.title));

  const image = page.getByRole("img", { name: newest.imageAlt, exact: true });
  await expect(image).toHaveAttribute("fetchpriority", "high");
  await expect(image).not.toHaveAttribute("loading", "lazy");
  await expect
    .poll(() =>
      image.evaluate((img: HTMLImageElement) =>
        img.complete ? img.naturalWidth : 0,
      ),
    )
    .toBeGreaterThan(0);

  const article = page.getByRole("article");
  await expect(article.getByRole("paragraph")).not.toHaveCount(0);
  await expect(
    article.getByText(await firstParagraphOf(page, newest.id), {
      exact: true,
    }),
  ).toBeVisible();
  await expectNewsCallToAction(page);
});

for (const { width, deviceScaleFactor } of [
  { width: 375, deviceScaleFactor: 2 },
  { width: 412, deviceScaleFactor: 1.75 },
  { width: 1280, deviceScaleFactor: 1 },
]) {
  test.describe(`at ${width} px and ${deviceScaleFactor}x`, () => {
    test.use({ viewport: { width, height: 800 }, deviceScaleFactor });

    test("the article's picture is fetched first, in AVIF, in the smallest copy that fills its width", async ({
      page,
    }) => {
      await page.goto(newest.path);
      const picture = page.getByRole("img", { name: newest.imageAlt });
      await expect(picture).toHaveAttribute("fetchpriority", "high");
      await expect(picture).not.toHaveAttribute("loading", "lazy");
      await expect
        .poll(() =>
          picture.evaluate((image: HTMLImageElement) => image.complete),
        )
        .toBe(true);
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
              url: new URL(url!, document.baseURI).href,
              width: Number.parseInt(descriptor ?? "", 10),
            })),
          chosen: image.currentSrc,
        }),
      );
      if (copies.length === 0) {
        // Then it is an SVG, in one copy.
        await expect(picture).not.toHaveAttribute("srcset");
        return;
      }
      const wideEnough = copies
        .filter((copy) => copy.width >= shown)
        .sort((a, b) => a.width - b.width);
      const expected =
        wideEnough[0] ?? copies.sort((a, b) => b.width - a.width)[0];
      expect(chosen).toBe(expected?.url);
    });
  });
}

test("when an article's picture stalls, the page still becomes interactive on a phone", async ({
  page,
}) => {
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
        .flatMap((element) => (element.getAttribute("srcset") ?? "").split(","))
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
});

// The page's timers are Playwright's to run: the two seconds a stalled picture may hold the
// script pass when the test says so, never by a slow machine's accident.
for (const picture of ["arrives", "stalls"] as const) {
  test(`the share button's script waits for the article's picture, and starts when it ${picture}`, async ({
    page,
  }) => {
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
  });
}

test("the share button uses the device's share sheet with the title and address", async ({
  page,
}) => {
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
    .toEqual([
      {
        title: second.title,
        url: page.url(),
      },
    ]);
  await expect(page.getByRole("main").getByRole("status")).toHaveText("");
});

test("without a share sheet, the share button copies the address and says so", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    delete (Navigator.prototype as Partial<Navigator>).share;
  });
  await page.goto(third.path);
  await page.getByRole("button", { name: share.label, exact: true }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    share.copied,
  );
  await expect(page.getByText(share.copied, { exact: true })).toBeVisible();
  expect(await readClipboard(page)).toBe(page.url());
});

test("when the clipboard is refused, the share button says to copy the address by hand", async ({
  page,
}) => {
  await page.addInitScript(() => {
    delete (Navigator.prototype as Partial<Navigator>).share;
    Object.defineProperty(Clipboard.prototype, "writeText", {
      configurable: true,
      value: () =>
        Promise.reject(new DOMException("Negado", "NotAllowedError")),
    });
  });
  await page.goto(third.path);
  await page.getByRole("button", { name: share.label, exact: true }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    share.copyFailed,
  );
});

for (const path of [unknownArticlePath, "/noticias/abc"]) {
  test(`${path} says the article was not found and links back to the list`, async ({
    page,
    pageProblems,
  }) => {
    // The server answers an unknown article with its not-found page and status 404.
    pageProblems.allow(new RegExp(`status of 404 .*${path}$`));
    await page.goto(path);
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: notFound.title,
        exact: true,
      }),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: newsArticlePage.backLabel, exact: true }),
    ).toHaveAttribute("href", "/noticias");
    await expect(page.getByText(notFound.text, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(pageTitle(notFound.title));
  });
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("an unknown article still says it was not found", async ({
    page,
    pageProblems,
  }) => {
    pageProblems.allow(new RegExp(`status of 404 .*${unknownArticlePath}$`));
    const response = await page.goto(unknownArticlePath);
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: notFound.title,
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toHaveCount(0);
  });
});

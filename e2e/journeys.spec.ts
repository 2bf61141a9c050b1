// What only a browser can tell of the site's shell: the menu opening and closing (with and without
// JavaScript, by mouse and by keyboard), the language switch, the Tab order and the skip link,
// where focus and scroll land after a link, the not-found log, and the types the files are served
// with. What the pages say, links and targets included, is read from the built HTML in test/built/.
import type { Page } from "@playwright/test";
import { HOME_PATHS } from "../app/lib/locale";
import {
  content,
  donationPage,
  inEnglish,
  newsArticles,
  newsTexts,
  site,
} from "../test/content";
import {
  englishRoutes,
  newsArticlePath,
  notFoundRoutes,
} from "../test/site-routes";
import { expect, test } from "./fixtures";
import {
  mainNavigation,
  menuLinkName,
  menuToggle,
  mobileMenu,
  TOGGLE_NAMES,
  toggleExpanded,
} from "./menu";

const { navigation, interface: shell } = site;
const { newsPage } = newsTexts;
const [firstMenuLink] = navigation;
if (!firstMenuLink)
  throw new Error("the menu of content/pt-BR/site.yml is empty");

const phone = { width: 375, height: 812 };
const laptop = { width: 1280, height: 800 };
/** A page with an island of its own, beside "/", which ships no script at all. */
const PAGE_WITH_ISLAND = "/doacao";

/** The menu's link to `href`, once the menu is open. */
const menuLink = (page: Page, href: string) =>
  mobileMenu(page).getByRole("link", { name: menuLinkName(href), exact: true });

/** Whether the menu is closed, for the eye and for assistive technology alike. */
async function expectMenuClosed(page: Page) {
  await expect(mobileMenu(page)).toBeHidden();
  expect(await toggleExpanded(page)).toBe(false);
}

type Stop = { description: string; hasFocusRing: boolean };

/** The element that has focus, described by tag, name and target, and whether a ring shows. */
function focusedStop(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) {
      return { description: "(nothing)", hasFocusRing: false };
    }
    const style = getComputedStyle(element);
    return {
      description: `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim()}" ${element.getAttribute("href") ?? ""}`,
      hasFocusRing:
        (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== "none",
    };
  });
}

/** Every link and button a visitor can see, in document order, described as focusedStop does. */
function visibleControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("a[href], button")]
      .filter(
        (element) =>
          element.checkVisibility({ visibilityProperty: true }) &&
          !element.matches(":disabled") &&
          element.tabIndex >= 0,
      )
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim()}" ${element.getAttribute("href") ?? ""}`,
      ),
  );
}

test(`the section links show without a menu button from 1280 px; below, on a tablet as on a phone, the button opens the menu, says so, and it closes on Escape, a tap outside and a followed link, on ${PAGE_WITH_ISLAND} @any-content`, async ({
  page,
}) => {
  await page.setViewportSize(laptop);
  await page.goto(PAGE_WITH_ISLAND);
  await expect(menuToggle(page)).toBeHidden();
  for (const item of navigation)
    await expect(
      mainNavigation(page).getByRole("link", { name: item.name, exact: true }),
    ).toBeVisible();
  for (const width of [laptop.width - 1, 768]) {
    await page.setViewportSize({ width, height: laptop.height });
    await expect(mainNavigation(page), `at ${width} px`).toBeHidden();
    await expect(menuToggle(page), `at ${width} px`).toBeVisible();
  }

  await page.setViewportSize(phone);
  await expect(mainNavigation(page)).toBeHidden();
  await expectMenuClosed(page);
  await expect(menuToggle(page)).toHaveAccessibleName(TOGGLE_NAMES.closed);
  await menuToggle(page).click();
  expect(await toggleExpanded(page)).toBe(true);
  // Open, the button says it closes the menu, and shows an × instead of the three lines.
  await expect(menuToggle(page)).toHaveAccessibleName(TOGGLE_NAMES.open);
  await expect(menuToggle(page).locator("svg.lucide-x")).toBeVisible();
  await expect(menuToggle(page).locator("svg.lucide-menu")).toBeHidden();
  for (const item of navigation)
    await expect(menuLink(page, item.href)).toBeVisible();

  await menuLink(page, "/parceiros").focus();
  await page.keyboard.press("Escape");
  await expectMenuClosed(page);
  await expect(menuToggle(page)).toBeFocused();
  await expect(menuToggle(page)).toHaveAccessibleName(TOGGLE_NAMES.closed);

  await menuToggle(page).click();
  await expect(mobileMenu(page)).toBeVisible();
  // Just below the menu, which covers the top of the page, in the page's left margin.
  const menuBox = await mobileMenu(page).boundingBox();
  await page.mouse.click(4, (menuBox?.y ?? 0) + (menuBox?.height ?? 0) + 8);
  await expectMenuClosed(page);
  await expect(page).toHaveURL(PAGE_WITH_ISLAND);

  await menuToggle(page).click();
  await menuLink(page, "/noticias").click();
  await expect(page).toHaveURL("/noticias");
  await expect(
    page.getByRole("heading", { level: 1, name: newsPage.title }),
  ).toBeVisible();
  await expectMenuClosed(page);
});

test("with the keyboard on a phone, Enter opens and closes the menu, Tab walks into it, Escape gives focus back, and a link chosen opens its page with focus at the top @any-content", async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto("/");
  await menuToggle(page).focus();
  await page.keyboard.press("Enter");
  await expect(mobileMenu(page)).toBeVisible();
  expect(await toggleExpanded(page)).toBe(true);
  await page.keyboard.press("Enter");
  await expectMenuClosed(page);
  await expect(menuToggle(page)).toBeFocused();

  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(menuLink(page, firstMenuLink.href)).toBeFocused();
  await page.keyboard.press("Escape");
  await expectMenuClosed(page);
  await expect(menuToggle(page)).toBeFocused();

  await page.keyboard.press("Enter");
  await menuLink(page, "/noticias").focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/noticias");
  await expect(
    page.getByRole("heading", { level: 1, name: newsPage.title }),
  ).toBeVisible();
  expect((await focusedStop(page)).description).toBe("(nothing)");
  await expect(mobileMenu(page)).toBeHidden();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: phone });

  test("on a phone, the menu opens with every section and the current one marked, closes on Escape, and the keyboard follows a link from it @any-content", async ({
    page,
  }) => {
    const from = "/quem-somos";
    const target = "/o-ita";
    await page.goto(from);
    await expectMenuClosed(page);
    await menuToggle(page).click();
    for (const item of navigation)
      await expect(menuLink(page, item.href)).toBeVisible();
    await expect(mobileMenu(page).locator('a[aria-current="page"]')).toHaveText(
      [menuLinkName(from)],
    );
    expect(await toggleExpanded(page)).toBe(true);
    await page.keyboard.press("Escape");
    await expectMenuClosed(page);

    await menuToggle(page).focus();
    await page.keyboard.press("Enter");
    await expect(mobileMenu(page)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menuLink(page, firstMenuLink.href)).toBeFocused();
    // On to the target, one link at a time, in the menu's order.
    const stops = navigation.findIndex((item) => item.href === target);
    for (let stop = 0; stop < stops; stop += 1)
      await page.keyboard.press("Tab");
    await expect(menuLink(page, target)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(target);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      content.institute.hero.title,
    );
    await expect(mobileMenu(page)).toBeHidden();
  });
});

test("on a phone, the language link leads from / to the English home and back, and the English menu opens and closes", async ({
  page,
}) => {
  expect(englishRoutes, "the content publishes an English home").toContain(
    HOME_PATHS.en,
  );
  const english = inEnglish("site");
  await page.setViewportSize(phone);
  await page.goto("/");
  await page
    .getByRole("banner")
    .getByRole("link", { name: shell.otherLanguage, exact: true })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === HOME_PATHS.en);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await expect(menuToggle(page)).toHaveAccessibleName(
    english.interface.openMenu,
  );
  await menuToggle(page).click();
  expect(await toggleExpanded(page)).toBe(true);
  await expect(menuToggle(page)).toHaveAccessibleName(
    english.interface.closeMenu,
  );
  const englishLinks = english.navigation.filter((item) =>
    englishRoutes.includes(item.href),
  );
  await expect(mobileMenu(page).getByRole("link")).toHaveText(
    englishLinks.map((item) => item.name),
  );
  await page.keyboard.press("Escape");
  await expectMenuClosed(page);

  await page
    .getByRole("banner")
    .getByRole("link", { name: english.interface.otherLanguage, exact: true })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === HOME_PATHS["pt-BR"]);
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
});

test("Tab visits the skip link first and then every link and button of the home page in order, each with a visible focus ring, on a phone and on a laptop @any-content", async ({
  page,
}) => {
  for (const viewport of [phone, laptop]) {
    await page.setViewportSize(viewport);
    await page.goto("/");
    const controls = await visibleControls(page);
    expect(controls[0]).toBe(`a "${shell.skipLink}" #conteudo`);
    expect(controls.length).toBeGreaterThan(5);
    const visited: string[] = [];
    for (let step = 0; step < controls.length; step += 1) {
      await page.keyboard.press("Tab");
      const stop = await focusedStop(page);
      expect(stop.hasFocusRing, `focus ring on ${stop.description}`).toBe(true);
      visited.push(stop.description);
    }
    expect(visited, `at ${viewport.width} px`).toEqual(controls);
  }
});

test("the skip link is the first Tab stop and moves focus to the main content; after a followed link, focus starts again at the top @any-content", async ({
  page,
}) => {
  const skipLink = page.getByRole("link", {
    name: shell.skipLink,
    exact: true,
  });
  /** Tab, then Enter: the skip link shows, and takes focus to the main content. */
  async function skipToContent() {
    await page.keyboard.press("Tab");
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  }

  await page.setViewportSize(laptop);
  // From a page without scripts and from one with an island alike.
  for (const from of ["/", PAGE_WITH_ISLAND]) {
    await page.goto(from);
    if (from === PAGE_WITH_ISLAND) await skipToContent();
    await mainNavigation(page)
      .getByRole("link", { name: menuLinkName("/noticias"), exact: true })
      .click();
    await expect(page).toHaveURL("/noticias");
    expect((await focusedStop(page)).description, `from ${from}`).toBe(
      "(nothing)",
    );
    await skipToContent();
  }
});

test(
  "a link followed after scrolling opens its page at the top, and Back restores the position",
  { tag: "@any-content" },
  async ({ page }) => {
    const article = newsArticles.at(-1);
    if (!article) throw new Error("content/pt-BR/noticias has no article");
    const newsCallToAction = site.callsToAction.news;
    // From a page without scripts ("/") and from one with an island.
    for (const { from, link, to, heading } of [
      {
        from: "/",
        link: content.home.latestNews.allNewsLabel,
        to: "/noticias",
        heading: newsPage.title,
      },
      {
        from: newsArticlePath(article),
        link: newsCallToAction.linkLabel,
        to: newsCallToAction.href,
        heading: donationPage.hero.title,
      },
    ]) {
      await page.goto(from);
      const target = page
        .getByRole("main")
        .getByRole("link", { name: link, exact: true });
      await target.scrollIntoViewIfNeeded();
      const scrolledTo = await page.evaluate(() => window.scrollY);
      expect(scrolledTo, from).toBeGreaterThan(300);

      await target.click();
      await expect(page).toHaveURL(to);
      await expect(
        page.getByRole("heading", { level: 1, name: heading }),
      ).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      await page.goBack();
      await expect(page).toHaveURL(from);
      await expect
        .poll(() => page.evaluate(() => window.scrollY), `back on ${from}`)
        .toBe(scrolledTo);
    }
  },
);

// A link replaced while the visitor taps it takes the press but not the release: the tap is lost.
test(`on ${PAGE_WITH_ISLAND}, the page's links stay the same elements when its island starts, so a tap is never lost @any-content`, async ({
  page,
}) => {
  const target = "/transparencia";
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((release) => {
    releaseScripts = release;
  });
  const heldScripts: string[] = [];
  await page.route("**/assets/*.js", async (route) => {
    heldScripts.push(route.request().url());
    await scriptsHeld;
    await route.continue();
  });
  // Module scripts hold up DOMContentLoaded: wait only for the page to start arriving.
  await page.goto(PAGE_WITH_ISLAND, { waitUntil: "commit" });
  const prerenderedLink = await mainNavigation(page)
    .getByRole("link", { name: menuLinkName(target), exact: true })
    .elementHandle();

  // The page's own script is on its way, held, and has not run: its button awaits it.
  const copyButton = page.getByRole("button", {
    name: donationPage.copyKey.buttonLabel,
    exact: true,
  });
  const moduleScripts = page.locator('script[type="module"][src]');
  await moduleScripts.first().waitFor({ state: "attached" });
  const pageScripts = await moduleScripts.evaluateAll((scripts) =>
    scripts.map((script) => (script as HTMLScriptElement).src),
  );
  await expect
    .poll(() => heldScripts)
    .toEqual(expect.arrayContaining(pageScripts));
  await expect(copyButton).toBeHidden();

  releaseScripts();
  await expect(copyButton).toBeVisible();

  expect(await prerenderedLink?.evaluate((link) => link.isConnected)).toBe(
    true,
  );
  await prerenderedLink?.click();
  await expect(page).toHaveURL(target);
});

test("an unknown address logs the attempted path, and 'Return to Home' leads to the home page @any-content", async ({
  page,
  pageProblems,
}) => {
  const unknown = notFoundRoutes.find(
    (path) => !path.startsWith("/en/") && !path.startsWith("/noticias/"),
  );
  if (!unknown) throw new Error("no example of an unknown address");
  pageProblems.allow(/404 Error/);
  // The server answers an unknown address with the prerendered not-found page and status 404.
  pageProblems.allow(/status of 404 /);
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });

  await page.goto(unknown);
  await expect
    .poll(() => consoleErrors)
    .toContain(
      `404 Error: User attempted to access non-existent route: ${unknown}`,
    );
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(
    page
      .getByRole("main")
      .getByRole("link", { name: content.home.hero.donateLabel, exact: true }),
  ).toBeVisible();
});

test("the sitemap, the feed, robots.txt and the icons are served with their types @any-content", async ({
  request,
}) => {
  for (const [path, type] of [
    ["/sitemap.xml", /^(application|text)\/xml/],
    ["/noticias/feed.xml", /^(application\/(rss\+)?xml|text\/xml)/],
    ["/robots.txt", /^text\/plain/],
    ["/favicon.svg", /^image\/svg\+xml/],
    ["/favicon.ico", /^image\/(x-icon|vnd\.microsoft\.icon)/],
    ["/apple-touch-icon.png", /^image\/png/],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toMatch(type);
  }
});

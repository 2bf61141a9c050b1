import type { Page } from "@playwright/test";
import {
  content,
  donationPage,
  newsArticles,
  newsTexts,
  site,
} from "../test/content";
import { expect, test } from "./fixtures";
import {
  mainNavigation,
  menuLinkName,
  menuToggle,
  mobileMenu,
  toggleExpanded,
} from "./menu";
import { newsArticlePath } from "../test/site-routes";
import { nextArticleId } from "../test/test-names";

const { newsPage } = newsTexts;
const { navigation, donateLink, interface: shell } = site;
const newsCallToAction = site.callsToAction.news;

const oldestArticle = newsArticles.at(-1);
if (!oldestArticle) throw new Error("content/pt-BR/noticias has no article");
const articlePath = newsArticlePath(oldestArticle);
const unknownArticlePath = newsArticlePath({ id: nextArticleId(newsArticles) });

test("the top bar links to every section of the menu and to the donation page", async ({
  page,
}) => {
  await page.goto("/");
  const links = mainNavigation(page).getByRole("link");
  await expect(links).toHaveText(navigation.map((link) => link.name));
  for (const [index, link] of navigation.entries()) {
    await expect(links.nth(index)).toHaveAttribute("href", link.href);
  }
  await expect(
    page
      .getByRole("banner")
      .getByRole("link", { name: donateLink.name, exact: true }),
  ).toHaveAttribute("href", donateLink.href);
  await expect(
    page
      .getByRole("banner")
      .getByRole("link", { name: shell.logoLabel, exact: true }),
  ).toHaveAttribute("href", "/");
});

for (const { path, current } of [
  { path: "/quem-somos", current: "/quem-somos" },
  { path: articlePath, current: "/noticias" },
]) {
  test(`on ${path} only the link to ${current} is shown as the current page`, async ({
    page,
  }) => {
    await page.goto(path);
    await expectCurrentLink(page, current);
  });
}

// These addresses are answered by the not-found pages, prerendered once for every such address.
for (const { path, current } of [
  { path: unknownArticlePath, current: "/noticias" },
  { path: "/qualquer-coisa", current: undefined },
]) {
  test(`on ${path}, answered by a not-found page, ${current ? `only the link to ${current}` : "no link"} is shown as the current page`, async ({
    page,
    pageProblems,
  }) => {
    pageProblems.allow(new RegExp(`status of 404 .*${path}$`));
    pageProblems.allow(/404 Error/);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectCurrentLink(page, current);
  });
}

/** Checks that only the menu's link to `current` (none when undefined) is marked current. */
async function expectCurrentLink(page: Page, current: string | undefined) {
  if (current) {
    expect(
      navigation.map((link) => link.href),
      "the menu links to the section",
    ).toContain(current);
  }
  const links = mainNavigation(page).getByRole("link");
  await expect(links).toHaveCount(navigation.length);
  for (const [index, link] of navigation.entries()) {
    if (link.href === current) {
      await expect(links.nth(index)).toHaveAttribute("aria-current", "page");
    } else {
      await expect(links.nth(index)).not.toHaveAttribute("aria-current");
    }
  }
}

// A link replaced while the visitor taps it takes the press but not the release: the tap is lost.
test("on /doacao, the page's links stay the same elements when its island starts, so a tap is never lost", async ({
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
  await page.goto("/doacao", { waitUntil: "commit" });
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

test.describe("on a 375 px screen", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu button opens the menu with every section link", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(mainNavigation(page)).toBeHidden();
    await expect(mobileMenu(page)).toBeHidden();
    expect(await toggleExpanded(page)).toBe(false);
    await menuToggle(page).click();
    expect(await toggleExpanded(page)).toBe(true);
    const links = mobileMenu(page).getByRole("link");
    await expect(links).toHaveText(navigation.map((link) => link.name));
    for (const [index, link] of navigation.entries()) {
      await expect(links.nth(index)).toBeVisible();
      await expect(links.nth(index)).toHaveAttribute("href", link.href);
    }
  });

  for (const path of ["/", "/doacao"]) {
    test(`on ${path}, Escape closes the menu and gives focus back to its button`, async ({
      page,
    }) => {
      await page.goto(path);
      await menuToggle(page).click();
      await expect(mobileMenu(page)).toBeVisible();
      await mobileMenu(page)
        .getByRole("link", { name: menuLinkName("/parceiros"), exact: true })
        .focus();
      await page.keyboard.press("Escape");
      await expect(mobileMenu(page)).toBeHidden();
      expect(await toggleExpanded(page)).toBe(false);
      await expect(menuToggle(page)).toBeFocused();
    });
  }

  // From a page without scripts and from one with an island alike.
  for (const path of ["/", "/doacao"]) {
    test(`on ${path}, following a menu link closes the menu`, async ({
      page,
    }) => {
      await page.goto(path);
      await menuToggle(page).click();
      await mobileMenu(page)
        .getByRole("link", { name: menuLinkName("/noticias"), exact: true })
        .click();
      await expect(page).toHaveURL("/noticias");
      await expect(
        page.getByRole("heading", { level: 1, name: newsPage.title }),
      ).toBeVisible();
      await expect(mobileMenu(page)).toBeHidden();
      expect(await toggleExpanded(page)).toBe(false);
    });
  }

  test("a tap outside the menu closes it", async ({ page }) => {
    await page.goto("/noticias");
    await menuToggle(page).click();
    await expect(mobileMenu(page)).toBeVisible();
    // Just below the menu, which covers the top of the page, in the page's left margin.
    const menuBox = await mobileMenu(page).boundingBox();
    await page.mouse.click(4, menuBox!.y + menuBox!.height + 8);
    await expect(mobileMenu(page)).toBeHidden();
    expect(await toggleExpanded(page)).toBe(false);
    await expect(page).toHaveURL("/noticias");
  });
});

for (const width of [768, 1280]) {
  test(`at ${width} px the section links show without a menu toggle`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    await expect(menuToggle(page)).toBeHidden();
    const links = mainNavigation(page).getByRole("link");
    await expect(links).toHaveText(navigation.map((link) => link.name));
    for (const index of navigation.keys()) {
      await expect(links.nth(index)).toBeVisible();
    }
  });
}

// Every link loads a new page, from a page without scripts ("/") and from one with an island.
for (const { from, link, to, heading } of [
  {
    from: "/",
    link: content.home.latestNews.allNewsLabel,
    to: "/noticias",
    heading: newsPage.title,
  },
  {
    from: articlePath,
    link: newsCallToAction.linkLabel,
    to: newsCallToAction.href,
    heading: donationPage.hero.title,
  },
]) {
  test(`a link followed after scrolling ${from} opens ${to} at the top, and Back restores the position`, async ({
    page,
  }) => {
    await page.goto(from);
    const target = page
      .getByRole("main")
      .getByRole("link", { name: link, exact: true });
    await target.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(300);

    await target.click();
    await expect(page).toHaveURL(to);
    await expect(
      page.getByRole("heading", { level: 1, name: heading }),
    ).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(from);
    await expect
      .poll(() => page.evaluate(() => window.scrollY))
      .toBe(scrolledTo);
  });
}

for (const path of ["/noticias", "/doacao"]) {
  test(`on ${path}, the skip link is the first Tab stop and moves focus to the main content`, async ({
    page,
  }) => {
    await page.goto(path);
    await page.keyboard.press("Tab");
    const skipLink = page.getByRole("link", {
      name: shell.skipLink,
      exact: true,
    });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });
}

test("the footer links to LinkedIn and WhatsApp and carries this year's copyright", async ({
  page,
}) => {
  const { footer: texts } = shell;
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(
    footer.getByRole("heading", { name: texts.contactTitle, exact: true }),
  ).toBeVisible();
  for (const { name, href } of [
    { name: texts.linkedinLabel, href: site.linkedinUrl },
    { name: texts.whatsappLabel, href: site.whatsappUrl },
  ]) {
    const link = footer.getByRole("link", { name, exact: true });
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
  await expect(footer).toContainText(
    `© ${new Date().getFullYear()} ${site.copyrightHolder}. ${texts.rightsReserved}`,
  );
});

import type { Page } from "@playwright/test";
import { content, newsTexts, site } from "./content";
import { expect, test } from "./fixtures";
import { menuToggle, mobileMenu, toggleExpanded } from "./menu";

const { newsPage } = newsTexts;
const newsCallToAction = site.callsToAction.news;

const navigationLinks = [
  { name: "Início", href: "/" },
  { name: "O ITA", href: "/o-ita" },
  { name: "Quem somos", href: "/quem-somos" },
  { name: "Parceiros", href: "/parceiros" },
  { name: "Doadores", href: "/doadores" },
  { name: "Transparência", href: "/transparencia" },
  { name: "Notícias", href: "/noticias" },
];

function mainNavigation(page: Page) {
  return page.getByRole("navigation", { name: "Principal" });
}

test("the top bar links to the seven sections and to the donation page", async ({
  page,
}) => {
  await page.goto("/");
  const links = mainNavigation(page).getByRole("link");
  await expect(links).toHaveText(navigationLinks.map((link) => link.name));
  for (const [index, link] of navigationLinks.entries()) {
    await expect(links.nth(index)).toHaveAttribute("href", link.href);
  }
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Doar", exact: true }),
  ).toHaveAttribute("href", "/doacao");
  await expect(
    page
      .getByRole("banner")
      .getByRole("link", { name: /início/i })
      .first(),
  ).toHaveAttribute("href", "/");
});

for (const { path, current } of [
  { path: "/quem-somos", current: "Quem somos" },
  { path: "/noticias/2", current: "Notícias" },
]) {
  test(`on ${path} only '${current}' is shown as the current page`, async ({
    page,
  }) => {
    await page.goto(path);
    await expectCurrentLink(page, current);
  });
}

// These addresses are answered by the not-found pages, prerendered once for every such address.
for (const { path, current } of [
  { path: "/noticias/99", current: "Notícias" },
  { path: "/qualquer-coisa", current: undefined },
]) {
  test(`on ${path}, answered by a not-found page, ${current ? `only '${current}'` : "no link"} is shown as the current page`, async ({
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

async function expectCurrentLink(page: Page, current: string | undefined) {
  const navigation = mainNavigation(page);
  for (const link of navigationLinks) {
    const locator = navigation.getByRole("link", {
      name: link.name,
      exact: true,
    });
    if (link.name === current) {
      await expect(locator).toHaveAttribute("aria-current", "page");
    } else {
      await expect(locator).not.toHaveAttribute("aria-current");
    }
  }
}

// A link replaced while the visitor taps it takes the press but not the release: the tap is lost.
test("on /doacao, the page's links stay the same elements when its island starts, so a tap is never lost", async ({
  page,
}) => {
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
    .getByRole("link", { name: "Transparência" })
    .elementHandle();

  // The page's own script is on its way, held, and has not run: its button awaits it.
  const copyButton = page.getByRole("button", {
    name: content.donation.page.copyKey.buttonLabel,
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
  await expect(page).toHaveURL(/\/transparencia$/);
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
    for (const link of navigationLinks) {
      await expect(
        mobileMenu(page).getByRole("link", { name: link.name, exact: true }),
      ).toBeVisible();
    }
  });

  for (const path of ["/", "/doacao"]) {
    test(`on ${path}, Escape closes the menu and gives focus back to its button`, async ({
      page,
    }) => {
      await page.goto(path);
      await menuToggle(page).click();
      await expect(mobileMenu(page)).toBeVisible();
      await mobileMenu(page).getByRole("link", { name: "Parceiros" }).focus();
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
      await mobileMenu(page).getByRole("link", { name: "Notícias" }).click();
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
    for (const link of navigationLinks) {
      await expect(
        mainNavigation(page).getByRole("link", {
          name: link.name,
          exact: true,
        }),
      ).toBeVisible();
    }
  });
}

// Every link loads a new page, from a page without scripts ("/") and from one with an island.
for (const { from, link, to, heading } of [
  {
    from: "/",
    link: "Ver todas as notícias",
    to: "/noticias",
    heading: newsPage.title,
  },
  {
    from: "/noticias/1",
    link: newsCallToAction.linkLabel,
    to: "/doacao",
    heading: undefined,
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
    const skipLink = page.getByRole("link", { name: "Pular para o conteúdo" });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });
}

test("the footer links to LinkedIn and WhatsApp and carries this year's copyright", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const linkedin = footer.getByRole("link", { name: /LinkedIn/ });
  await expect(linkedin).toHaveAttribute(
    "href",
    /^https:\/\/www\.linkedin\.com\//,
  );
  await expect(linkedin).toHaveAttribute("target", "_blank");
  await expect(linkedin).toHaveAttribute("rel", /noopener/);
  const whatsapp = footer.getByRole("link", { name: /WhatsApp/ });
  await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+/);
  await expect(whatsapp).toHaveAttribute("target", "_blank");
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

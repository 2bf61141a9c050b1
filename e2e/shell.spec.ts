import { type Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

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

function menuToggle(page: Page) {
  return page.getByRole("banner").getByRole("button", { name: /menu/i });
}

function mobileMenu(page: Page) {
  return page.getByRole("navigation", { name: "Menu" });
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
  test(`on ${path} only '${current}' is marked as the current page`, async ({
    page,
  }) => {
    await page.goto(path);
    await expectCurrentLink(page, current);
  });
}

// These addresses are answered by the fallback page, which was prerendered for "/".
for (const { path, current } of [
  { path: "/noticias/99", current: "Notícias" },
  { path: "/qualquer-coisa", current: undefined },
]) {
  test(`on ${path}, answered by the fallback page, ${current ? `only '${current}'` : "no link"} is marked as the current page`, async ({
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
for (const path of ["/quem-somos", "/qualquer-coisa"]) {
  test(`on ${path}, the top bar's links stay the same elements while the page starts, so a tap is never lost`, async ({
    page,
    pageProblems,
  }) => {
    pageProblems.allow(/status of 404 .*\/qualquer-coisa$/);
    pageProblems.allow(/404 Error/);
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((release) => {
      releaseScripts = release;
    });
    await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto(path);
    const prerenderedLink = await mainNavigation(page)
      .getByRole("link", { name: "Transparência" })
      .elementHandle();

    releaseScripts();
    await waitForHydration(page);

    expect(await prerenderedLink?.evaluate((link) => link.isConnected)).toBe(
      true,
    );
    await prerenderedLink?.click();
    await expect(page).toHaveURL(/\/transparencia$/);
  });
}

test.describe("on a 375 px screen", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu toggle opens the menu with every section link", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(mainNavigation(page)).toBeHidden();
    await expect(mobileMenu(page)).toBeHidden();
    const toggle = menuToggle(page);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    for (const link of navigationLinks) {
      await expect(
        mobileMenu(page).getByRole("link", { name: link.name, exact: true }),
      ).toBeVisible();
    }
  });

  test("Escape closes the menu and gives focus back to the toggle", async ({
    page,
  }) => {
    await page.goto("/");
    const toggle = menuToggle(page);
    await toggle.click();
    await expect(mobileMenu(page)).toBeVisible();
    await mobileMenu(page).getByRole("link", { name: "Parceiros" }).focus();
    await page.keyboard.press("Escape");
    await expect(mobileMenu(page)).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("following a menu link closes the menu", async ({ page }) => {
    await page.goto("/");
    const toggle = menuToggle(page);
    await toggle.click();
    await mobileMenu(page).getByRole("link", { name: "Notícias" }).click();
    await expect(page).toHaveURL("/noticias");
    await expect(
      page.getByRole("heading", { level: 1, name: "Notícias" }),
    ).toBeVisible();
    await expect(mobileMenu(page)).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("a click outside the menu closes it", async ({ page }) => {
    await page.goto("/noticias");
    const toggle = menuToggle(page);
    await toggle.click();
    await expect(mobileMenu(page)).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(mobileMenu(page)).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
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

test("a link followed after scrolling opens the new page at the top, and Back restores the position", async ({
  page,
}) => {
  await page.goto("/");
  const allNews = page.getByRole("link", { name: "Ver todas as notícias" });
  await allNews.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(300);

  await allNews.click();
  await expect(page).toHaveURL("/noticias");
  await expect(
    page.getByRole("heading", { level: 1, name: "Notícias" }),
  ).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL("/");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);
});

test("the skip link is the first Tab stop and moves focus to the main content", async ({
  page,
}) => {
  await page.goto("/noticias");
  await page.keyboard.press("Tab");
  const skipLink = page.getByRole("link", { name: "Pular para o conteúdo" });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});

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

test("the copyright year is the visitor's current year, not the year of the build", async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date("2031-06-15T12:00:00-03:00"));
  await page.goto("/");
  await expect(page.getByRole("contentinfo")).toContainText("© 2031");
});

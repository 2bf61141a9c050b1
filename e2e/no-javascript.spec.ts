// The six content pages ship no script: everything a visitor does there works with JavaScript
// off, including the menu on a phone, which is a native popover.
import type { Locator } from "@playwright/test";
import { content } from "../test/content";
import { expect, test } from "./fixtures";
import {
  mainNavigation,
  menuLinkName,
  menuToggle,
  mobileMenu,
  toggleExpanded,
} from "./menu";

const { about, home, institute, partners } = content;
const transparency = content.documents;
const { navigation, donateLink } = content.site;
const { newsPage } = content.newsTexts;
const [firstMenuLink] = navigation;
if (!firstMenuLink)
  throw new Error("the menu of content/pt-BR/site.yml is empty");

const contentPages = [
  { path: "/", heading: home.hero.title },
  { path: "/o-ita", heading: institute.hero.title },
  { path: "/quem-somos", heading: about.hero.title },
  { path: "/parceiros", heading: partners.hero.title },
  { path: "/transparencia", heading: transparency.hero.title },
  { path: "/noticias", heading: newsPage.title },
];

test.use({ javaScriptEnabled: false });

function currentLinks(menu: Locator) {
  return menu.locator('a[aria-current="page"]');
}

for (const { path, heading } of contentPages) {
  test(`${path} shows its content, links and current section without JavaScript`, async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    const main = mainNavigation(page);
    for (const item of navigation) {
      await expect(
        main.getByRole("link", { name: item.name, exact: true }),
      ).toHaveAttribute("href", item.href);
    }
    await expect(currentLinks(main)).toHaveText([menuLinkName(path)]);
    await expect(
      page
        .getByRole("banner")
        .getByRole("link", { name: donateLink.name, exact: true }),
    ).toHaveAttribute("href", donateLink.href);
    expect(scripts).toEqual([]);
  });

  test.describe(`${path} on a 375 px screen without JavaScript`, () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test("the menu opens with every section, marks the current one and closes on Escape", async ({
      page,
    }) => {
      await page.goto(path);
      await expect(mobileMenu(page)).toBeHidden();
      expect(await toggleExpanded(page)).toBe(false);

      await menuToggle(page).click();
      for (const item of navigation) {
        await expect(
          mobileMenu(page).getByRole("link", { name: item.name, exact: true }),
        ).toBeVisible();
      }
      await expect(currentLinks(mobileMenu(page))).toHaveText([
        menuLinkName(path),
      ]);
      expect(await toggleExpanded(page)).toBe(true);

      await page.keyboard.press("Escape");
      await expect(mobileMenu(page)).toBeHidden();
      expect(await toggleExpanded(page)).toBe(false);
    });
  });
}

test.describe("on a 375 px screen without JavaScript", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the keyboard reaches the menu, walks into it and follows a link", async ({
    page,
  }) => {
    const target = "/o-ita";
    await page.goto("/quem-somos");
    await menuToggle(page).focus();
    await page.keyboard.press("Enter");
    await expect(mobileMenu(page)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(
      mobileMenu(page).getByRole("link", {
        name: firstMenuLink.name,
        exact: true,
      }),
    ).toBeFocused();
    // On to the target, one link at a time, in the menu's order.
    const targetLink = mobileMenu(page).getByRole("link", {
      name: menuLinkName(target),
      exact: true,
    });
    const stops = navigation.findIndex((item) => item.href === target);
    for (let stop = 0; stop < stops; stop += 1)
      await page.keyboard.press("Tab");
    await expect(targetLink).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(target);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      institute.hero.title,
    );
    await expect(mobileMenu(page)).toBeHidden();
  });
});

// The six content pages ship no script: everything a visitor does there works with JavaScript
// off, including the menu on a phone, which is a native popover.
import type { Page } from "@playwright/test";
import { content } from "./content";
import { expect, test } from "./fixtures";
import { menuToggle, mobileMenu, toggleExpanded } from "./menu";

const { about, home, institute, partners } = content;
const transparency = content.documents;
const { navigation, donateLink } = content.site;
const { newsPage } = content.newsTexts;

const contentPages = [
  { path: "/", heading: home.hero.title, section: "Início" },
  { path: "/o-ita", heading: institute.hero.title, section: "O ITA" },
  { path: "/quem-somos", heading: about.hero.title, section: "Quem somos" },
  { path: "/parceiros", heading: partners.hero.title, section: "Parceiros" },
  {
    path: "/transparencia",
    heading: transparency.hero.title,
    section: "Transparência",
  },
  { path: "/noticias", heading: newsPage.title, section: "Notícias" },
];

test.use({ javaScriptEnabled: false });

function currentLinks(page: Page, navigationName: string) {
  return page
    .getByRole("navigation", { name: navigationName })
    .locator('a[aria-current="page"]');
}

for (const { path, heading, section } of contentPages) {
  test(`${path} shows its content, links and current section without JavaScript`, async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    const main = page.getByRole("navigation", { name: "Principal" });
    for (const item of navigation) {
      await expect(
        main.getByRole("link", { name: item.name, exact: true }),
      ).toHaveAttribute("href", item.href);
    }
    await expect(currentLinks(page, "Principal")).toHaveText([section]);
    await expect(
      page.getByRole("banner").getByRole("link", { name: donateLink.name }),
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
      await expect(currentLinks(page, "Menu")).toHaveText([section]);
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
    await page.goto("/quem-somos");
    await menuToggle(page).focus();
    await page.keyboard.press("Enter");
    await expect(mobileMenu(page)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(
      mobileMenu(page).getByRole("link", { name: "Início" }),
    ).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/o-ita");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      institute.hero.title,
    );
    await expect(mobileMenu(page)).toBeHidden();
  });
});

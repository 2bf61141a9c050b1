// What the gifts have done: /impacto lists each year's total, what the returns funded with its
// amount, and a story with its picture; the home page states the latest year's total and leads
// there, and so does /doacao. Every value is read from content/pt-BR/impacto.yml.
import { fillIn } from "../app/lib/fill-in";
import { distributedIn, latestYear, newestFirst } from "../app/lib/impact";
import { formatLargeReais } from "../app/lib/money";
import { content, site } from "../test/content";
import { expect, test } from "./fixtures";

const { impact } = content;

/** "R$ 420 mil distribuídos em 2025", as the officer's words put a year's total. */
const statementOf = (year: (typeof impact.years)[number]) =>
  fillIn(impact.distributedWords, {
    valor: formatLargeReais(distributedIn(year)),
    ano: year.year,
  });

const latest = latestYear(impact.years);

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("/impacto lists each year, newest first, with its total and what it funded", async ({
      page,
    }) => {
      await page.goto("/impacto");
      await expect(page).toHaveTitle(`${impact.meta.title} | ${site.name}`);
      await expect(
        page.getByRole("heading", { level: 1, name: impact.hero.title }),
      ).toBeVisible();
      const main = page.getByRole("main");
      await expect(
        main.getByRole("heading", { level: 2, name: /^\d{4}$/ }),
      ).toHaveText(newestFirst(impact.years).map((year) => String(year.year)));
      for (const year of impact.years) {
        const section = main.getByRole("region", {
          name: String(year.year),
          exact: true,
        });
        await expect(section.getByText(statementOf(year))).toBeVisible();
        await expect(section.getByText(year.summary)).toBeVisible();
        const items = section.getByRole("listitem");
        await expect(items).toHaveCount(year.funded.length);
        for (const item of year.funded) {
          const card = items.filter({
            has: page.getByRole("heading", { level: 4, name: item.title }),
          });
          await expect(card).toContainText(item.kind);
          await expect(card).toContainText(item.description);
          await expect(card).toContainText(formatLargeReais(item.reais));
        }
      }
    });

    test("each year tells a story beside its picture, and the picture loads", async ({
      page,
    }) => {
      await page.goto("/impacto");
      for (const { year, story } of impact.years) {
        const section = page.getByRole("region", {
          name: String(year),
          exact: true,
        });
        const figure = section.getByRole("figure");
        await expect(
          figure.getByRole("heading", { level: 3, name: story.title }),
        ).toBeVisible();
        for (const paragraph of story.paragraphs)
          await expect(figure.getByText(paragraph)).toBeVisible();
        const picture = figure.getByRole("img", {
          name: story.imageAlt,
          exact: true,
        });
        await picture.scrollIntoViewIfNeeded();
        await expect(picture).toBeVisible();
        await expect
          .poll(() =>
            picture.evaluate(
              (image: HTMLImageElement) => image.complete && image.naturalWidth,
            ),
          )
          .toBeGreaterThan(0);
      }
    });

    test("the home page states the latest year's total and leads to /impacto", async ({
      page,
    }) => {
      if (!latest) throw new Error("content/pt-BR/impacto.yml has no year");
      await page.goto("/");
      const main = page.getByRole("main");
      await expect(
        main.getByText(statementOf(latest), { exact: true }),
      ).toBeVisible();
      const link = main.getByRole("link", {
        name: impact.homeLinkLabel,
        exact: true,
      });
      await expect(link).toHaveAttribute("href", "/impacto");
      await link.click();
      await expect(page).toHaveURL(/\/impacto$/);
      await expect(
        page.getByRole("heading", { level: 1, name: impact.hero.title }),
      ).toBeVisible();
    });

    test("/doacao leads to /impacto below the gift", async ({ page }) => {
      await page.goto("/doacao");
      const link = page.getByRole("main").getByRole("link", {
        name: impact.donationLink.linkLabel,
        exact: true,
      });
      await expect(link).toHaveAttribute("href", "/impacto");
      await expect(
        page.getByText(impact.donationLink.text, { exact: false }),
      ).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(/\/impacto$/);
    });
  });
}

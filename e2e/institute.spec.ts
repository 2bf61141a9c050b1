import { institute, site } from "../test/content";
import { expect, test } from "./fixtures";

const institutionCallToAction = site.callsToAction.institution;

test("the institute page opens with its headline and figures", async ({
  page,
}) => {
  await page.goto("/o-ita");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    institute.hero.title,
  );
  const figures = page.getByRole("region", {
    name: institute.stats.label,
    exact: true,
  });
  for (const { value, label } of institute.stats.items) {
    await expect(figures.getByText(value, { exact: true })).toBeVisible();
    await expect(figures.getByText(label, { exact: true })).toBeVisible();
  }
});

test("the institute page lists its differentiators, strategic sectors and education", async ({
  page,
}) => {
  await page.goto("/o-ita");
  const { differentiators, sectors, education } = institute;
  const differentiatorList = page.getByRole("region", {
    name: differentiators.title,
    exact: true,
  });
  await expect(differentiatorList.getByRole("listitem")).toHaveCount(
    differentiators.items.length,
  );
  for (const differentiator of differentiators.items) {
    await expect(
      differentiatorList.getByRole("heading", {
        level: 3,
        name: differentiator.title,
        exact: true,
      }),
    ).toBeVisible();
  }
  const sectorList = page.getByRole("region", {
    name: sectors.title,
    exact: true,
  });
  await expect(sectorList.getByRole("listitem")).toHaveCount(
    sectors.items.length,
  );
  for (const sector of sectors.items) {
    await expect(
      sectorList.getByRole("heading", {
        level: 3,
        name: sector.name,
        exact: true,
      }),
    ).toBeVisible();
  }
  await expect(
    page.getByRole("heading", {
      level: 2,
      name: education.title,
      exact: true,
    }),
  ).toBeVisible();
});

test("the logos of alumni companies load and are named", async ({ page }) => {
  await page.goto("/o-ita");
  const companies = page.getByRole("region", {
    name: institute.companies.title,
    exact: true,
  });
  const logos = companies.getByRole("img");
  await expect(logos).toHaveCount(institute.companies.logos.length);
  for (const { name } of institute.companies.logos) {
    const logo = companies.getByRole("img", { name, exact: true });
    await logo.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        logo.evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0);
  }
});

test("the institute page ends with a call to donate", async ({ page }) => {
  await page.goto("/o-ita");
  await expect(
    page.getByRole("heading", {
      level: 2,
      name: institutionCallToAction.title,
      exact: true,
    }),
  ).toBeVisible();
  const callToAction = page.getByRole("main").getByRole("link", {
    name: institutionCallToAction.linkLabel,
    exact: true,
  });
  await expect(callToAction).toHaveAttribute(
    "href",
    institutionCallToAction.href,
  );
});

test("the institute page has its own title and description", async ({
  page,
}) => {
  await page.goto("/o-ita");
  await expect(page).toHaveTitle(`${institute.meta.title} | ${site.name}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    institute.meta.description,
  );
});

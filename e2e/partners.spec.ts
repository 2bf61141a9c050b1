import { partners, site } from "../test/content";
import { expect, test } from "./fixtures";

const { aeita, itaex } = partners;
const institutionCallToAction = site.callsToAction.institution;

test("the partners page opens with its title and both associations", async ({
  page,
}) => {
  await page.goto("/parceiros");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    partners.hero.title,
  );
  await expect(page.getByRole("heading", { level: 2 })).toContainText([
    aeita.acronym,
    itaex.acronym,
  ]);
  for (const association of [aeita, itaex]) {
    const section = page.getByRole("region", {
      name: association.acronym,
      exact: true,
    });
    await expect(
      section.getByText(association.name, { exact: true }),
    ).toBeVisible();
    await expect(
      section.getByRole("heading", {
        level: 3,
        name: partners.missionTitle,
        exact: true,
      }),
    ).toBeVisible();
    await expect(
      section.getByText(association.mission, { exact: true }),
    ).toBeVisible();
    const image = section.getByRole("img", {
      name: association.mark.alt,
      exact: true,
    });
    await expect
      .poll(() =>
        image.evaluate((element: HTMLImageElement) => element.naturalWidth),
      )
      .toBeGreaterThan(0);
  }
  if (itaex.legalForm)
    await expect(
      page
        .getByRole("region", { name: itaex.acronym, exact: true })
        .getByText(itaex.legalForm, { exact: true }),
    ).toBeVisible();
});

test("the student scholarship shows its figures and a former holder's testimonial", async ({
  page,
}) => {
  await page.goto("/parceiros");
  const section = page.getByRole("region", {
    name: aeita.acronym,
    exact: true,
  });
  const { scholarship, testimonial } = aeita;
  await expect(
    section.getByRole("heading", {
      level: 3,
      name: scholarship.title,
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    section.getByText(scholarship.text, { exact: true }),
  ).toBeVisible();
  for (const { value, label } of scholarship.figures) {
    await expect(section.getByText(value, { exact: true })).toBeVisible();
    await expect(section.getByText(label, { exact: true })).toBeVisible();
  }
  const quote = section.getByRole("figure");
  await expect(quote.getByRole("blockquote")).toHaveText(testimonial.quote);
  await expect(
    quote.getByText(testimonial.author, { exact: true }),
  ).toBeVisible();
  await expect(
    quote.getByText(testimonial.detail, { exact: true }),
  ).toBeVisible();
});

test("ITAEx shows its activities and every initiative it supports", async ({
  page,
}) => {
  await page.goto("/parceiros");
  const section = page.getByRole("region", {
    name: itaex.acronym,
    exact: true,
  });
  const activities = section
    .getByRole("region", { name: itaex.activitiesTitle, exact: true })
    .getByRole("listitem");
  await expect(activities).toHaveCount(itaex.activities.length);
  await expect(activities.getByRole("heading", { level: 4 })).toHaveText(
    itaex.activities.map((activity) => activity.title),
  );
  for (const activity of itaex.activities) {
    await expect(
      activities.getByText(activity.text, { exact: true }),
    ).toBeVisible();
  }

  const initiatives = section
    .getByRole("region", { name: itaex.initiativesTitle, exact: true })
    .getByRole("listitem");
  await expect(initiatives).toHaveCount(itaex.initiatives.length);
  await expect(initiatives.getByRole("heading", { level: 4 })).toHaveText(
    itaex.initiatives.map((initiative) => initiative.name),
  );
  for (const initiative of itaex.initiatives) {
    await expect(
      initiatives.getByText(initiative.description, { exact: true }),
    ).toBeVisible();
  }
});

test("the partners page ends with a call to donate", async ({ page }) => {
  await page.goto("/parceiros");
  await expect(
    page.getByRole("heading", {
      level: 2,
      name: institutionCallToAction.title,
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", {
      name: institutionCallToAction.linkLabel,
      exact: true,
    }),
  ).toHaveAttribute("href", institutionCallToAction.href);
});

test("the partners page has its own title and description", async ({
  page,
}) => {
  await page.goto("/parceiros");
  await expect(page).toHaveTitle(`${partners.meta.title} | ${site.name}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    partners.meta.description,
  );
});

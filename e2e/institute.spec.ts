import { institute } from "./content";
import { expect, test } from "./fixtures";

test("the institute page opens with its headline and figures", async ({
  page,
}) => {
  await page.goto("/o-ita");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Referência em inovação tecnológica desde 1950",
  );
  const figures = page.getByRole("region", { name: "O ITA em números" });
  for (const [value, label] of [
    ["+7.000", "engenheiros formados desde 1950"],
    ["+8.000", "mestres e doutores"],
    ["2", "campi: São José dos Campos e Fortaleza"],
  ] as const) {
    await expect(figures.getByText(value, { exact: true })).toBeVisible();
    await expect(figures.getByText(label, { exact: true })).toBeVisible();
  }
});

test("the institute page lists its four differentiators and three sectors", async ({
  page,
}) => {
  await page.goto("/o-ita");
  for (const differentiator of [
    "Seleção rigorosa de talentos",
    "Corpo docente altamente qualificado",
    "Disciplina Consciente",
    "Modelo imersivo",
  ]) {
    await expect(
      page.getByRole("heading", { level: 3, name: differentiator }),
    ).toBeVisible();
  }
  const sectors = page.getByRole("region", { name: "Setores estratégicos" });
  await expect(sectors.getByRole("listitem")).toHaveCount(3);
  for (const sector of [
    "Aeroespacial",
    "Energia",
    "Produtividade Industrial",
  ]) {
    await expect(
      sectors.getByRole("heading", { level: 3, name: sector }),
    ).toBeVisible();
  }
  await expect(
    page.getByRole("heading", {
      level: 2,
      name: "Formação de excelência em engenharia",
    }),
  ).toBeVisible();
});

test("the logos of alumni companies load and are named", async ({ page }) => {
  await page.goto("/o-ita");
  const companies = page.getByRole("region", {
    name: institute.companies.title,
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
    page.getByRole("heading", { level: 2, name: "Faça sua Doação" }),
  ).toBeVisible();
  const callToAction = page.getByRole("main").getByRole("link", {
    name: "Faça sua Doação",
  });
  await expect(callToAction).toHaveAttribute("href", "/doacao");
});

test("the institute page has its own title and description", async ({
  page,
}) => {
  await page.goto("/o-ita");
  await expect(page).toHaveTitle("O ITA | Endowment ITA");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /^Há 75 anos o ITA forma engenheiros de excelência/,
  );
});

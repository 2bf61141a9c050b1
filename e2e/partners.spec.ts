import { expect, test } from "./fixtures";

test("the partners page opens with its title and both associations", async ({
  page,
}) => {
  await page.goto("/parceiros");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Nossos Parceiros Estratégicos",
  );
  await expect(page.getByRole("heading", { level: 2 })).toContainText([
    "AEITA",
    "ITAEx",
  ]);
  for (const [association, mark] of [
    ["AEITA", "Marca da AEITA"],
    ["ITAEx", "Marca da ITAEx"],
  ] as const) {
    const section = page.getByRole("region", { name: association });
    await expect(
      section.getByRole("heading", { level: 3, name: "Missão" }),
    ).toBeVisible();
    const image = section.getByRole("img", { name: mark });
    await expect
      .poll(() =>
        image.evaluate((element: HTMLImageElement) => element.naturalWidth),
      )
      .toBeGreaterThan(0);
  }
  await expect(
    page
      .getByRole("region", { name: "ITAEx" })
      .getByText("Sem fins lucrativos"),
  ).toBeVisible();
});

test("the Bolsa Aluno shows its figures and a former holder's testimonial", async ({
  page,
}) => {
  await page.goto("/parceiros");
  const aeita = page.getByRole("region", { name: "AEITA" });
  await expect(
    aeita.getByRole("heading", { level: 3, name: "Bolsa Aluno" }),
  ).toBeVisible();
  for (const [value, label] of [
    ["2.500+", "bolsas oferecidas"],
    ["R$ 1,5M+", "concedidos em bolsas"],
    ["Desde 2012", "evasão por motivos financeiros eliminada"],
  ] as const) {
    await expect(aeita.getByText(value, { exact: true })).toBeVisible();
    await expect(aeita.getByText(label, { exact: true })).toBeVisible();
  }
  const testimonial = aeita.getByRole("figure");
  await expect(testimonial.getByRole("blockquote")).toContainText(
    "Bolsa Aluno",
  );
  await expect(testimonial.getByText(/Turma de 2015/)).toBeVisible();
});

test("ITAEx shows its three activities and the 12 initiatives it supports", async ({
  page,
}) => {
  await page.goto("/parceiros");
  const itaex = page.getByRole("region", { name: "ITAEx" });
  await expect(
    itaex
      .getByRole("region", { name: "Como a ITAEx atua" })
      .getByRole("listitem"),
  ).toHaveCount(3);
  await expect(itaex.getByText(/12 iniciativas técnicas/)).toBeVisible();

  const initiatives = page
    .getByRole("region", { name: "Iniciativas técnicas apoiadas" })
    .getByRole("listitem");
  await expect(initiatives).toHaveCount(12);
  await expect(initiatives.getByRole("heading", { level: 4 })).toHaveText([
    "Robótica",
    "eVTOL",
    "Projeto de Foguetes",
    "CubeSat",
    "Biorrobótica",
    "Fórmula",
    "Aerodesign",
    "Baja",
    "Clube de Xadrez",
    "Grupo de Matemática",
    "Empresa Júnior de Consultoria",
    "Centro de Estudos de Defesa",
  ]);
});

test("the partners page ends with a call to donate", async ({ page }) => {
  await page.goto("/parceiros");
  await expect(
    page.getByRole("heading", { level: 2, name: "Faça sua Doação" }),
  ).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: "Faça sua Doação" }),
  ).toHaveAttribute("href", "/doacao");
});

test("the partners page has its own title and description", async ({
  page,
}) => {
  await page.goto("/parceiros");
  await expect(page).toHaveTitle("Parceiros | Endowment ITA");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /^Conheça a AEITA e a ITAEx/,
  );
});

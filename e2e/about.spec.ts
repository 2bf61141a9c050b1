import { peopleGroups } from "./content";
import { expect, test } from "./fixtures";

test("about us opens with its title and the fund's history", async ({
  page,
}) => {
  await page.goto("/quem-somos");
  await expect(
    page.getByRole("heading", { level: 1, name: "Quem somos" }),
  ).toBeVisible();
  await expect(page).toHaveTitle("Quem somos | Endowment ITA");
  const main = page.getByRole("main");
  await expect(
    main.getByText(/Lei federal nº 13\.800\/2019/).first(),
  ).toBeVisible();
  await expect(
    main.getByText(/rendimentos reais, acima da inflação/),
  ).toBeVisible();
});

test("the governance chart lists every body and how it relates to the others", async ({
  page,
}) => {
  await page.goto("/quem-somos");
  const chart = page.getByRole("list", { name: /Organograma/ });
  await expect(chart.getByRole("listitem")).toHaveCount(3);
  await expect(chart.getByRole("heading", { level: 3 })).toHaveText([
    "Assembleia Geral",
    "Conselho de Administração",
    "Conselho Fiscal",
    "Diretoria Executiva",
    "Comitê de Investimentos",
  ]);
  await expect(chart.getByText(/todos os associados/)).toBeVisible();
  await expect(
    chart.getByText(
      /administração, economia, ciências atuariais ou contabilidade/,
    ),
  ).toBeVisible();
  await expect(
    chart.getByText("Nomeada pelo Conselho de Administração"),
  ).toBeVisible();
});

test("the statute link downloads the statute PDF in a new tab", async ({
  page,
}) => {
  await page.goto("/quem-somos");
  const link = page.getByRole("link", { name: /^Baixar estatuto/ });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expect(link).toHaveAttribute("href", "/documents/estatuto-social.pdf");
  const href = await link.getAttribute("href");
  const response = await page.request.get(href ?? "");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
});

test("each governing body shows a card for each of its members", async ({
  page,
}) => {
  await page.goto("/quem-somos");
  for (const [body, count] of peopleGroups.map(
    (group) => [group.title, group.people.length] as const,
  )) {
    await expect(
      page.getByRole("heading", { level: 3, name: body }).last(),
    ).toBeVisible();
    await expect(
      page.getByRole("list", { name: body, exact: true }).getByRole("listitem"),
    ).toHaveCount(count);
  }
});

test("a card shows the graduating class only when the person has one", async ({
  page,
}) => {
  await page.goto("/quem-somos");
  const people = peopleGroups.flatMap((group) => group.people);
  const personWithClass = people.find((person) => person.turma);
  const personWithoutClass = people.find((person) => !person.turma);
  const main = page.getByRole("main");
  if (personWithClass) {
    const card = main
      .getByRole("listitem")
      .filter({ hasText: personWithClass.name });
    await expect(card).toContainText(personWithClass.role);
    await expect(card).toContainText(`Turma ${personWithClass.turma}`);
  }
  if (personWithoutClass) {
    const card = main
      .getByRole("listitem")
      .filter({ hasText: personWithoutClass.name });
    await expect(card).toContainText(personWithoutClass.role);
    await expect(card).not.toContainText("Turma");
  }
  await expect(main.getByText(/^Turma T\d{2}$/)).toHaveCount(
    people.filter((person) => person.turma).length,
  );
});

test("every member's photo loads and is described by name", async ({
  page,
}) => {
  await page.goto("/quem-somos");
  const photos = page.getByRole("main").getByRole("img", { name: /^Foto de / });
  const people = peopleGroups.flatMap((group) => group.people);
  await expect(photos).toHaveCount(people.length);
  expect(
    await photos.evaluateAll((images) =>
      images.map((image) => image.getAttribute("alt")),
    ),
  ).toEqual(people.map((person) => `Foto de ${person.name}`));
  for (const photo of await photos.all()) {
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toHaveAttribute("loading", "lazy");
    await expect
      .poll(() =>
        photo.evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0);
  }
});

test("about us ends with a call to donate", async ({ page }) => {
  await page.goto("/quem-somos");
  await expect(
    page.getByRole("main").getByRole("link", { name: "Faça sua Doação" }),
  ).toHaveAttribute("href", "/doacao");
});

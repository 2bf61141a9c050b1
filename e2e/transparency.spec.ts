import { expect, test } from "./fixtures";

const downloadName = /^Baixar documento/;

test("transparency groups its documents in three sections", async ({
  page,
}) => {
  await page.goto("/transparencia");
  await expect(
    page.getByRole("heading", { level: 1, name: "Transparência" }),
  ).toBeVisible();
  await expect(page).toHaveTitle("Transparência | Endowment ITA");
  for (const [section, count] of [
    ["Relatórios anuais", 2],
    ["Demonstrações financeiras", 2],
    ["Institucional", 1],
  ] as const) {
    await expect(
      page.getByRole("heading", { level: 2, name: section }),
    ).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: section })
        .getByRole("link", { name: downloadName }),
    ).toHaveCount(count);
  }
});

test("each document has a title, a description and its own download link", async ({
  page,
}) => {
  await page.goto("/transparencia");
  const main = page.getByRole("main");
  for (const title of [
    "Relatório anual 2024",
    "Relatório anual 2023",
    "Demonstrações financeiras 2024",
    "Demonstrações financeiras 2023",
    "Estatuto social",
  ]) {
    await expect(
      main.getByRole("heading", { level: 3, name: title }),
    ).toBeVisible();
    await expect(
      main.getByRole("link", { name: `Baixar documento: ${title}` }),
    ).toBeVisible();
  }
  await expect(
    main
      .getByRole("listitem")
      .filter({ hasText: "Demonstrações financeiras 2024" }),
  ).toContainText("parecer do Conselho Fiscal");
});

test("download links open in a new tab and read 'Baixar documento'", async ({
  page,
}) => {
  await page.goto("/transparencia");
  const links = page
    .getByRole("main")
    .getByRole("link", { name: downloadName });
  await expect(links).toHaveCount(5);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    const visibleText = await link.evaluate((element: HTMLElement) =>
      element.innerText.replace(/\s+/g, " ").trim(),
    );
    expect(visibleText).toBe("Baixar documento");
  }
});

test("every document downloads as the file type it claims", async ({
  page,
}) => {
  await page.goto("/transparencia");
  const links = page
    .getByRole("main")
    .getByRole("link", { name: downloadName });
  const hrefs = await links.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute("href") ?? ""),
  );
  expect(hrefs).toHaveLength(5);
  expect(hrefs.filter((href) => href.endsWith(".zip"))).toEqual([
    "/documents/demonstracoes-financeiras-2023.zip",
  ]);
  for (const href of hrefs) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
    const body = await response.body();
    if (href.endsWith(".zip")) {
      expect(response.headers()["content-type"], href).toBe("application/zip");
      expect(body.subarray(0, 2).toString(), href).toBe("PK");
    } else {
      expect(response.headers()["content-type"], href).toBe("application/pdf");
      expect(body.subarray(0, 5).toString(), href).toBe("%PDF-");
    }
  }
});

test("transparency ends with a call to donate", async ({ page }) => {
  await page.goto("/transparencia");
  await expect(
    page.getByRole("main").getByRole("link", { name: "Faça sua Doação" }),
  ).toHaveAttribute("href", "/doacao");
});

test("the top bar leads to transparency with every document and its size", async ({
  page,
}) => {
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Principal" })
    .getByRole("link", { name: "Transparência" })
    .click();
  await expect(page).toHaveURL(/\/transparencia$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Transparência" }),
  ).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: downloadName }),
  ).toHaveCount(5);
  await expect(page.getByText(/^ZIP · \d+(,\d)? KB$/)).toBeVisible();
});

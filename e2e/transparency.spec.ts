import { statSync } from "node:fs";
import { join } from "node:path";
import { formatLongDate } from "../app/lib/dates";
import { fileFacts } from "../app/lib/file-facts";
import { documents } from "./content";
import { expect, test } from "./fixtures";

const downloadName = /^Baixar documento/;
const allDocuments = documents.sections.flatMap((section) => section.documents);
const publishedSections = documents.sections.filter(
  (section) => section.documents.length > 0,
);
const emptySections = documents.sections.filter(
  (section) => section.documents.length === 0,
);

test("transparency groups its documents in their sections", async ({
  page,
}) => {
  await page.goto("/transparencia");
  await expect(
    page.getByRole("heading", { level: 1, name: "Transparência" }),
  ).toBeVisible();
  await expect(page).toHaveTitle("Transparência | Endowment ITA");
  for (const [section, count] of documents.sections.map(
    (section) => [section.title, section.documents.length] as const,
  )) {
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
  for (const { title, description } of allDocuments) {
    await expect(
      main.getByRole("heading", { level: 3, name: title }),
    ).toBeVisible();
    await expect(
      main.getByRole("link", { name: `Baixar documento: ${title}` }),
    ).toBeVisible();
    await expect(
      main.getByRole("listitem").filter({ hasText: title }),
    ).toContainText(description);
  }
});

test("download links open in a new tab and read 'Baixar documento'", async ({
  page,
}) => {
  await page.goto("/transparencia");
  const links = page
    .getByRole("main")
    .getByRole("link", { name: downloadName });
  await expect(links).toHaveCount(allDocuments.length);
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
  expect(hrefs).toEqual(allDocuments.map((document) => document.url));
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

test("each document shows its format, its size on disk and its date", async ({
  page,
}) => {
  await page.goto("/transparencia");
  const main = page.getByRole("main");
  for (const { title, url, date } of allDocuments) {
    const bytes = statSync(join("public", url)).size;
    await expect(
      main.getByRole("listitem").filter({ hasText: title }),
    ).toContainText(
      `${fileFacts(url, bytes)} · ${documents.dateLabel} ${formatLongDate(date)}`,
    );
  }
});

test("a section without documents says they will be published, and links nothing", async ({
  page,
}) => {
  await page.goto("/transparencia");
  for (const { title } of emptySections) {
    const section = page.getByRole("region", { name: title });
    await expect(section).toContainText(documents.emptySection);
    await expect(section.getByRole("link")).toHaveCount(0);
  }
  for (const { title } of publishedSections) {
    await expect(page.getByRole("region", { name: title })).not.toContainText(
      documents.emptySection,
    );
  }
});

test("the top bar leads to transparency with every document", async ({
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
  ).toHaveCount(allDocuments.length);
});

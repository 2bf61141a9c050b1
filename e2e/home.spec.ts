import { figureStatement } from "../app/lib/fund-figures";
import { content } from "./content";
import { expect, test } from "./fixtures";

test("home invites to donate and shows the fund's figures", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: "Doe agora" }),
  ).toHaveAttribute("href", "/doacao");
  for (const name of content.home.stats) {
    const { value } = figureStatement(content.figures, name);
    await expect(page.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(
    page.getByRole("heading", { name: "Por que doar?" }),
  ).toBeVisible();
});

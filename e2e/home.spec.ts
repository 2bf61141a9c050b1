import { expect, test } from "./fixtures";

test("home invites to donate and shows the fund's figures", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: "Doe agora" }),
  ).toHaveAttribute("href", "/doacao");
  for (const figure of ["R$ 14M+", "55+", "24"]) {
    await expect(page.getByText(figure, { exact: true })).toBeVisible();
  }
  await expect(
    page.getByRole("heading", { name: "Por que doar?" }),
  ).toBeVisible();
});

import { figureStatement } from "../app/lib/fund-figures";
import { buildDay, content } from "../test/content";
import { expect, test } from "./fixtures";

const { home, figures } = content;

test("home invites to donate and shows the fund's figures", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    home.hero.title,
  );
  await expect(
    page
      .getByRole("main")
      .getByRole("link", { name: home.hero.donateLabel, exact: true }),
  ).toHaveAttribute("href", content.site.donateLink.href);
  const stats = page.getByRole("region", {
    name: home.statsLabel,
    exact: true,
  });
  for (const name of home.stats) {
    const { value, label, when } = figureStatement(figures, name, buildDay);
    await expect(stats.getByText(value, { exact: true })).toBeVisible();
    await expect(stats).toContainText(`${label} ${when}`);
  }
  await expect(
    page.getByRole("heading", { name: home.reasons.title, exact: true }),
  ).toBeVisible();
});

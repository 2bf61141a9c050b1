import { content, site } from "../test/content";
import { expect, test } from "./fixtures";

const { notFound, home } = content;
const notFoundTitle = `${notFound.meta.title} | ${site.name}`;

test("an unknown address shows the 404 page and logs the attempted path", async ({
  page,
  pageProblems,
}) => {
  pageProblems.allow(/404 Error/);
  // The server answers an unknown address with the prerendered not-found page and status 404.
  pageProblems.allow(/status of 404 .*\/qualquer-coisa$/);
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });

  await page.goto("/qualquer-coisa");

  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toContainText("404");
  await expect(heading).toContainText("Oops! Page not found");
  await expect(page).toHaveTitle(notFoundTitle);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
    "content",
    "noindex",
  );
  await expect
    .poll(() => consoleErrors)
    .toContain(
      "404 Error: User attempted to access non-existent route: /qualquer-coisa",
    );
});

test("'Return to Home' leads to the home page", async ({
  page,
  pageProblems,
}) => {
  pageProblems.allow(/404 Error/);
  pageProblems.allow(/status of 404 .*\/qualquer-coisa$/);
  await page.goto("/qualquer-coisa");
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(
    page
      .getByRole("main")
      .getByRole("link", { name: home.hero.donateLabel, exact: true }),
  ).toBeVisible();
});

test("a Portuguese line explains the page and leads to every section of the site", async ({
  page,
  pageProblems,
}) => {
  pageProblems.allow(/404 Error/);
  pageProblems.allow(/status of 404 .*\/qualquer-coisa$/);
  await page.goto("/qualquer-coisa");
  await expect(
    page.getByText(notFound.explanation, { exact: true }),
  ).toBeVisible();
  const sections = page.getByRole("navigation", {
    name: notFound.sectionsLabel,
    exact: true,
  });
  const expected = site.navigation.filter((item) => item.href !== "/");
  await expect(sections.getByRole("link")).toHaveCount(expected.length);
  for (const item of expected) {
    await expect(
      sections.getByRole("link", { name: item.name, exact: true }),
    ).toHaveAttribute("href", item.href);
  }
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("an unknown address still shows the 404 page, titled and not indexed", async ({
    page,
    pageProblems,
  }) => {
    pageProblems.allow(/status of 404 .*\/qualquer-coisa$/);
    const response = await page.goto("/qualquer-coisa");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      "Oops! Page not found",
    );
    await expect(page).toHaveTitle(notFoundTitle);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex",
    );
  });
});

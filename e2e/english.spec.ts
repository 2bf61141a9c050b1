// The English section for alumni and donors abroad: its pages in English, linked both ways with
// their Portuguese counterparts, giving from abroad with the facts of the Portuguese content, and
// its own not-found page. Every page it tests is one the content publishes in English.
import type { Page } from "@playwright/test";
import { ENGLISH_PAGES } from "../app/content/source/english-section";
import { SPEC_NOT_FOUND } from "../app/content/spec-words";
import { figureStatement } from "../app/lib/fund-figures";
import { HOME_PATHS } from "../app/lib/locale";
import { buildDay, content, inEnglish } from "../test/content";
import { expect, test } from "./fixtures";
import {
  absolute,
  englishRoutes,
  hasEnglishNotFound,
  notFoundRoutes,
} from "../test/site-routes";
import { escapeRegExp } from "../test/text-patterns";

/** The pairs of pages the content publishes in both languages. */
const pairs = ENGLISH_PAGES.filter((page) => englishRoutes.includes(page.path));

const published = (path: string) => englishRoutes.includes(path);

async function alternates(page: Page) {
  return page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(
        links.map((link) => [
          link.getAttribute("hreflang"),
          link.getAttribute("href"),
        ]),
      ),
    );
}

test("the English home is in English, says what an endowment is and gives the dated figures", async ({
  page,
}) => {
  test.skip(!published("/en"), "the content publishes no English home");
  const home = inEnglish("home");
  await page.goto("/en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(
    page.getByRole("heading", { level: 1, name: home.hero.title, exact: true }),
  ).toBeVisible();
  for (const paragraph of home.about.paragraphs)
    await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
  const figures = inEnglish("figures");
  const stats = page.getByRole("region", { name: home.statsLabel });
  for (const name of home.stats) {
    // Written in English: "R$ 14.2 million", "as of September 30, 2025".
    const { value, label, when } = figureStatement(
      figures,
      name,
      buildDay,
      "en",
    );
    await expect(stats.getByText(value, { exact: true })).toBeVisible();
    await expect(stats).toContainText(`${label} ${when}`);
  }
  await expect(
    page.getByRole("main").getByRole("link", { name: home.hero.donateLabel }),
  ).toHaveAttribute("href", inEnglish("site").donateLink.href);
});

for (const pair of pairs) {
  test(`${pair.path} and ${pair.counterpart} name each other as their translations`, async ({
    page,
  }) => {
    const expected = {
      "pt-BR": absolute(pair.counterpart),
      en: absolute(pair.path),
      "x-default": absolute(pair.counterpart),
    };
    for (const path of [pair.path, pair.counterpart]) {
      await page.goto(path);
      expect(await alternates(page), path).toEqual(expected);
    }
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  });
}

test("a page with no English counterpart links to the English home, and declares no translation", async ({
  page,
}) => {
  test.skip(!published("/en"), "the content publishes no English home");
  await page.goto("/parceiros");
  expect(await alternates(page)).toEqual({});
  await expect(
    page
      .getByRole("banner")
      .getByRole("link", { name: content.site.interface.otherLanguage }),
  ).toHaveAttribute("href", HOME_PATHS.en);
});

test("the language link leads from / to /en and back", async ({ page }) => {
  test.skip(!published("/en"), "the content publishes no English home");
  await page.goto("/");
  const toEnglish = page
    .getByRole("banner")
    .getByRole("link", { name: content.site.interface.otherLanguage });
  await expect(toEnglish).toHaveAttribute("hreflang", "en");
  await toEnglish.click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page
    .getByRole("banner")
    .getByRole("link", { name: inEnglish("site").interface.otherLanguage })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
});

test("every English page shows the English menu, and only pages that exist in English", async ({
  page,
}) => {
  test.skip(
    englishRoutes.length === 0,
    "the content publishes no English page",
  );
  const site = inEnglish("site");
  for (const path of englishRoutes) {
    await page.goto(path);
    const menu = page.getByRole("navigation", {
      name: site.interface.mainNavigation,
    });
    const links = await menu
      .getByRole("link")
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    expect(links, path).toEqual(
      site.navigation
        .map((item) => item.href)
        .filter((href) => published(href)),
    );
  }
});

test.describe("giving from abroad", () => {
  test.skip(!published("/en/give"), "the content publishes no /en/give");

  test("the US route through the partner 501(c)(3): its name, EIN, address, link and designation", async ({
    page,
  }) => {
    const { partner } = inEnglish("abroad");
    await page.goto("/en/give");
    const section = page.locator("#give-from-the-us");
    await expect(
      section.getByRole("heading", { name: partner.title, exact: true }),
    ).toBeVisible();
    for (const fact of [
      partner.name,
      partner.ein,
      partner.address,
      partner.designation,
    ])
      await expect(section.getByText(fact, { exact: true })).toBeVisible();
    await expect(
      section.getByRole("link", {
        name: new RegExp(`^${escapeRegExp(partner.linkLabel)}`),
      }),
    ).toHaveAttribute("href", partner.url);
    await expect(section.getByText(partner.receipt)).toBeVisible();
    for (const step of partner.steps)
      await expect(section.getByText(step, { exact: true })).toBeVisible();
  });

  test("matching gifts: what to ask the employer and what the fund sends back", async ({
    page,
  }) => {
    const { matching } = inEnglish("abroad");
    await page.goto("/en/give");
    const section = page.locator("#matching-gifts");
    await expect(
      section.getByRole("heading", { name: matching.title, exact: true }),
    ).toBeVisible();
    for (const step of matching.steps)
      await expect(section.getByText(step, { exact: true })).toBeVisible();
    await expect(section.getByText(matching.fundSends)).toBeVisible();
  });

  test("the international wire gives the fund's account, SWIFT and purpose", async ({
    page,
  }) => {
    const { wire } = inEnglish("abroad");
    const { legalEntity } = content.site;
    const { bankAccount } = content.donation;
    const { bank } = inEnglish("donation").page;
    await page.goto("/en/give");
    const section = page.locator("#international-wire");
    await expect(
      section.getByRole("heading", { name: wire.title, exact: true }),
    ).toBeVisible();
    const facts: [string, string][] = [
      [wire.beneficiaryLabel, legalEntity.name],
      [wire.cnpjLabel, legalEntity.cnpj],
      [wire.swiftLabel, wire.swift],
      [wire.purposeLabel, wire.purpose],
      [bank.bankLabel, bankAccount.bank],
      [bank.branchLabel, bankAccount.branch],
      [bank.accountLabel, bankAccount.account],
      ...(wire.iban ? [[wire.ibanLabel, wire.iban] as [string, string]] : []),
    ];
    for (const [label, value] of facts) {
      const term = section
        .getByRole("term")
        .filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) });
      await expect(term, label).toHaveCount(1);
      await expect(
        section.getByRole("definition").getByText(value, { exact: true }),
        label,
      ).toBeVisible();
    }
    if (wire.intermediary)
      await expect(
        section.getByText(wire.intermediary.swift, { exact: true }),
      ).toBeVisible();
  });

  test("the Pix block and the notify form are in English", async ({ page }) => {
    const texts = inEnglish("donation").page;
    const { notify } = inEnglish("donationHelp");
    await page.goto("/en/give");
    await expect(
      page.getByRole("heading", { name: texts.give.title, exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole("region", { name: notify.title, exact: true }),
    ).toBeVisible();
    await expect(
      page.getByLabel(notify.nameLabel, { exact: true }),
    ).toBeVisible();
  });
});

test("an unknown address under /en/ answers the English not-found page, with status 404", async ({
  page,
  pageProblems,
}) => {
  test.skip(
    !hasEnglishNotFound,
    "the content publishes no English not-found page",
  );
  const unknown = notFoundRoutes.find((path) => path.startsWith("/en/"));
  if (!unknown) throw new Error("no example of an unknown address under /en/");
  pageProblems.allow(/404 Error/);
  pageProblems.allow(/status of 404/);
  const response = await page.goto(unknown);
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    SPEC_NOT_FOUND.message,
  );
  await expect(
    page.getByText(inEnglish("notFound").explanation, { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole("link", { name: SPEC_NOT_FOUND.homeLinkLabel }),
  ).toHaveAttribute("href", HOME_PATHS.en);
});

test("the sitemap lists both pages of every pair, each with its alternates", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const pair of pairs)
    for (const path of [pair.path, pair.counterpart]) {
      const entry = new RegExp(
        `<url><loc>${escapeRegExp(absolute(path))}</loc>(.*?)</url>`,
      ).exec(sitemap);
      expect(entry, path).not.toBeNull();
      expect(entry?.[1], path).toBe(
        (
          [
            ["pt-BR", pair.counterpart],
            ["en", pair.path],
            ["x-default", pair.counterpart],
          ] as const
        )
          .map(
            ([hreflang, href]) =>
              `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${absolute(href)}"/>`,
          )
          .join(""),
      );
    }
});

// /en/donors as the build wrote it, before any script runs: the honour roll in English. Its words
// come from content/en/doadores.yml, the names and classes from the same published list as
// /doadores, the date written in English. Tested when the content publishes the page.
import { readFileSync } from "node:fs";
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { listDonors } from "../../app/sheets/donor-directory";
import { groupDonorsByTier } from "../../app/sheets/donors";
import { parseDonors } from "../../app/sheets/donors-sheet";
import { content, english, inEnglish } from "../content";
import { absolute, englishRoutes } from "../site-routes";
import { escapeRegExp, templatePattern } from "../text-patterns";
import { builtPage, type BuiltPage } from "./built-page";

const PATH = "/en/donors";

/** The sample sheets the build publishes when it reads no sheet of the fund's (public/data/). */
const sample = (file: string) =>
  readFileSync(new URL(`../../public/data/${file}`, import.meta.url), "utf8");

/** The translations a page declares in its head, by language. */
function alternates({ document }: BuiltPage): Record<string, string | null> {
  return Object.fromEntries(
    [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map(
      (link) => [link.getAttribute("hreflang"), link.getAttribute("href")],
    ),
  );
}

describe.each(englishRoutes.includes(PATH) ? [PATH] : [])(
  "%s without JavaScript",
  (path) => {
    const page = builtPage(path);
    const main = within(page.screen.getByRole("main"));
    const texts = inEnglish("donorsPage");
    const { published, finder } = texts;
    /** "Published list, data of November 23, 2026" */
    const publishedTitle = new RegExp(
      `^${escapeRegExp(`${published.title}, `)}${templatePattern(published.dataOf, "data", "([A-Z][a-z]+ \\d{1,2}, \\d{4})")}$`,
    );

    test("is in English, names /doadores as its Portuguese page and is named by it", () => {
      expect(page.document.documentElement).toHaveAttribute("lang", "en");
      const pair = { "pt-BR": absolute("/doadores"), en: absolute(path) };
      expect(alternates(page)).toMatchObject(pair);
      expect(alternates(builtPage("/doadores"))).toMatchObject(pair);
      expect(page.document.title).toContain(texts.meta.title);
    });

    test("shows its English title, loading message and search, inside the site's shell", () => {
      expect(
        page.screen.getByRole("heading", { level: 1, name: texts.title }),
      ).toBeInTheDocument();
      expect(page.screen.getByRole("banner")).toBeInTheDocument();
      expect(page.screen.getByRole("contentinfo")).toBeInTheDocument();
      expect(main.getByRole("status")).toHaveTextContent(texts.loading);
      expect(
        main.getByRole("searchbox", { name: finder.label }),
      ).toBeDisabled();
      expect(
        main.queryByText(content.donorsPage.loading),
      ).not.toBeInTheDocument();
    });

    test("lists the published donors, names as written, under the tiers' English names, dated in English", () => {
      expect(
        main.getByRole("heading", { name: publishedTitle }),
      ).toBeInTheDocument();
      const tiers = groupDonorsByTier(
        listDonors(parseDonors(sample("doadores.csv")).donors),
      );
      expect(tiers.length, "the sample lists donors").toBeGreaterThan(0);
      for (const { tier, donors } of tiers) {
        const section = main.getByRole("region", {
          name: texts.tiers[tier].title,
        });
        expect(section).toHaveTextContent(texts.tiers[tier].description);
        expect(
          within(section)
            .getAllByRole("listitem")
            .map((card) => card.textContent),
        ).toEqual(donors.map(({ name, classLabel }) => `${name}${classLabel}`));
      }
      expect(
        main.getByRole("table", { name: texts.chart.tableCaption }),
      ).toBeInTheDocument();
    });

    test("states the campaign in English when its words are written in English, else not at all", () => {
      expect(
        main.queryByRole("region", { name: content.campaign.title }),
      ).not.toBeInTheDocument();
      const campaign = english.campaign;
      if (campaign && english.figures)
        expect(
          main.getByRole("region", { name: campaign.title }),
        ).toBeInTheDocument();
    });

    test("closes with its English call to give", () => {
      const { callToAction } = texts;
      expect(
        main.getByRole("heading", { level: 2, name: callToAction.title }),
      ).toBeInTheDocument();
      expect(
        main.getByRole("link", {
          name: new RegExp(`^${escapeRegExp(callToAction.linkLabel)}`),
        }),
      ).toHaveAttribute("href", expect.stringMatching(/^\/(en\/give|doacao)/));
    });
  },
);

// /doadores as the build wrote it, before any script runs: what a visitor without JavaScript, a
// crawler and a link preview read. The live part shows its loading message; the list the build
// read from the sheets stands below it, dated, until the live list replaces it.
import { readFileSync } from "node:fs";
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { parseClassTotals } from "../../app/sheets/class-totals-sheet";
import { listDonors } from "../../app/sheets/donor-directory";
import { groupDonorsByTier } from "../../app/sheets/donors";
import { parseDonors } from "../../app/sheets/donors-sheet";
import { fillIn } from "../../app/lib/fill-in";
import { formatLargeReais } from "../../app/lib/money";
import { NOTIFY_FUND_SECTION_ID } from "../../app/components/notify-fund-form";
import { content, notifyTexts } from "../content";
import { escapeRegExp, templatePattern } from "../text-patterns";
import { builtPage } from "./built-page";

const { donorsPage, campaign } = content;
const { published, finder } = donorsPage;

/** The sample sheets the build publishes when it reads no sheet of the fund's (public/data/). */
const sample = (file: string) =>
  readFileSync(new URL(`../../public/data/${file}`, import.meta.url), "utf8");
const publishedTiers = groupDonorsByTier(
  listDonors(parseDonors(sample("doadores.csv")).donors),
);
const publishedReceived = parseClassTotals(sample("turmas.csv")).receivedReais;

/** "Lista publicada, dados de 23/11/2026" */
const PUBLISHED_TITLE = new RegExp(
  `^${escapeRegExp(`${published.title}, `)}${templatePattern(published.dataOf, "data", "(\\d{2}/\\d{2}/\\d{4})")}$`,
);

describe("/doadores without JavaScript", () => {
  const { html, screen } = builtPage("/doadores");
  const main = screen.getByRole("main");

  test("shows its title and the loading message inside the site's shell", () => {
    expect(
      screen.getByRole("heading", { level: 1, name: donorsPage.title }),
    ).toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    expect(within(main).getByRole("status")).toHaveTextContent(
      donorsPage.loading,
    );
    // The search needs the page's script: in the page as built it takes its room, disabled.
    expect(
      within(main).getByRole("searchbox", { name: finder.label }),
    ).toBeDisabled();
  });

  test("lists the published donors under their tiers, with the date the build read them", () => {
    const title = within(main).getByRole("heading", { name: PUBLISHED_TITLE });
    const [, readOn] = PUBLISHED_TITLE.exec(title.textContent ?? "")!;
    const [day, month, year] = readOn!.split("/").map(Number);
    const ageInDays =
      (Date.now() - Date.UTC(year!, month! - 1, day!)) / 86_400_000;
    expect(ageInDays, "the build read the sheets recently").toBeGreaterThan(-1);
    expect(ageInDays).toBeLessThan(8);

    expect(publishedTiers.length, "the sample lists donors").toBeGreaterThan(0);
    for (const { tier, donors } of publishedTiers) {
      const section = within(main).getByRole("region", {
        name: donorsPage.tiers[tier].title,
      });
      expect(
        within(section)
          .getAllByRole("listitem")
          .map((card) => card.textContent),
      ).toEqual(donors.map(({ name, classLabel }) => `${name}${classLabel}`));
    }
    expect(
      within(main).getByRole("table", { name: donorsPage.chart.tableCaption }),
    ).toBeInTheDocument();
  });

  test("states what the published classes sheet received, dated alike, in the campaign", () => {
    expect(publishedReceived, "the sample classes sheet adds up").toBeDefined();
    const title = within(main).getByRole("heading", { name: PUBLISHED_TITLE });
    const [, readOn] = PUBLISHED_TITLE.exec(title.textContent ?? "")!;
    expect(
      within(main).getByRole("region", { name: campaign.title }),
    ).toHaveTextContent(
      `${formatLargeReais(publishedReceived!)}, ${fillIn(campaign.receivedPublished, { data: readOn! })}`,
    );
  });

  test("leads a donor who is not listed to the donation page's form to tell the fund", () => {
    const href = `/doacao#${NOTIFY_FUND_SECTION_ID}`;
    // The published list's own, which a visitor without JavaScript reads; the search's too.
    const publishedList = within(main)
      .getByRole("heading", { name: PUBLISHED_TITLE })
      .closest<HTMLElement>("[data-published-donors]")!;
    const notListed = new RegExp(`^${escapeRegExp(finder.notListed)}`);
    expect(
      within(publishedList).getByRole("link", { name: notListed }),
    ).toHaveAttribute("href", href);
    for (const link of within(main).getAllByRole("link", { name: notListed }))
      expect(link).toHaveAttribute("href", href);
    const form = builtPage("/doacao").screen.getByRole("region", {
      name: notifyTexts.title,
    });
    expect(form).toHaveAttribute("id", NOTIFY_FUND_SECTION_ID);
  });

  test("the stylesheet shows the published list until the live part replaces it, and only that list when scripts cannot run", () => {
    expect(html).toContain(
      "[data-published-donors][data-replaced]{display:none}",
    );
    expect(html).toContain(
      "@media (scripting:none){[data-live-donors]{display:none}}",
    );
    expect(
      within(main)
        .getByRole("heading", { name: PUBLISHED_TITLE })
        .closest("[data-published-donors]"),
    ).not.toHaveAttribute("data-replaced");
  });
});

// What the gifts have done: /impacto lists each year's total, what the returns funded with its
// amount, and a story with its picture; the home page states the latest year's total and leads
// there, and so does /doacao. Every value is read from content/pt-BR/impacto.yml.
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { fillIn } from "../../app/lib/fill-in";
import { distributedIn, latestYear, newestFirst } from "../../app/lib/impact";
import { formatLargeReais } from "../../app/lib/money";
import { IMPACT_PATH } from "../../app/content/source/site-pages";
import { content } from "../content";
import { expectImageInBuild } from "./built-files";
import { builtPage } from "./built-page";
import { expectOwnTitleAndDescription } from "./call-to-donate";

const { impact } = content;

/** "R$ 420 mil distribuídos em 2025", as the officer's words put a year's total. */
const statementOf = (year: (typeof impact.years)[number]) =>
  fillIn(impact.distributedWords, {
    valor: formatLargeReais(distributedIn(year)),
    ano: year.year,
  });

describe(IMPACT_PATH, () => {
  const page = builtPage(IMPACT_PATH);
  const { screen } = page;
  const main = () => within(screen.getByRole("main"));
  const yearSection = (year: number) =>
    within(main().getByRole("region", { name: String(year) }));

  test("lists each year, newest first, with its total and what it funded", () => {
    expectOwnTitleAndDescription(page, impact.meta);
    expect(
      screen.getByRole("heading", { level: 1, name: impact.hero.title }),
    ).toBeInTheDocument();
    expect(
      main()
        .getAllByRole("heading", { level: 2, name: /^\d{4}$/ })
        .map((heading) => heading.textContent),
    ).toEqual(newestFirst(impact.years).map((year) => String(year.year)));
    for (const year of impact.years) {
      const section = yearSection(year.year);
      expect(section.getByText(statementOf(year))).toBeInTheDocument();
      expect(section.getByText(year.summary)).toBeInTheDocument();
      const items = section.getAllByRole("listitem");
      expect(items).toHaveLength(year.funded.length);
      for (const item of year.funded) {
        const cards = items.filter((card) =>
          within(card).queryByRole("heading", { level: 4, name: item.title }),
        );
        expect(cards).toHaveLength(1);
        for (const text of [
          item.kind,
          item.description,
          formatLargeReais(item.reais),
        ])
          expect(cards[0]).toHaveTextContent(text);
      }
    }
  });

  test("each year tells a story beside its picture, and the picture is in the build", () => {
    for (const { year, story } of impact.years) {
      const figure = within(yearSection(year).getByRole("figure"));
      expect(
        figure.getByRole("heading", { level: 3, name: story.title }),
      ).toBeInTheDocument();
      for (const paragraph of story.paragraphs)
        expect(figure.getByText(paragraph)).toBeInTheDocument();
      expectImageInBuild(figure.getByRole("img", { name: story.imageAlt }));
    }
  });
});

const home = builtPage("/");
const donation = builtPage("/doacao");

test("the home page states the latest year's total and leads to /impacto", () => {
  const latest = latestYear(impact.years);
  if (!latest) throw new Error("content/pt-BR/impacto.yml has no year");
  const main = within(home.screen.getByRole("main"));
  expect(main.getByText(statementOf(latest))).toBeInTheDocument();
  expect(
    main.getByRole("link", { name: impact.homeLinkLabel }),
  ).toHaveAttribute("href", IMPACT_PATH);
});

test("/doacao leads to /impacto below the gift", () => {
  const main = donation.screen.getByRole("main");
  const link = within(main).getByRole("link", {
    name: impact.donationLink.linkLabel,
  });
  expect(link).toHaveAttribute("href", IMPACT_PATH);
  expect(link.parentElement).toHaveTextContent(impact.donationLink.text);
});

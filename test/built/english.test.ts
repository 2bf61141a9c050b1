// The English section for alumni and donors abroad: its pages in English, named by their
// Portuguese counterparts as translations and naming them back, and giving from abroad with the
// facts of the Portuguese content. Every page tested is one the content publishes in English.
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { ENGLISH_PAGES } from "../../app/content/source/english-section";
import { figureStatement } from "../../app/lib/fund-figures";
import { HOME_PATHS } from "../../app/lib/locale";
import { buildDay, content, inEnglish } from "../content";
import { absolute, englishRoutes, prerenderedRoutes } from "../site-routes";
import { escapeRegExp } from "../text-patterns";
import { builtPage, type BuiltPage } from "./built-page";
import { topBar } from "./top-bar";
import { builtXml, SITEMAP_NS, XHTML_NS } from "./xml-file";

/** The pairs of pages the content publishes in both languages. */
const pairs = ENGLISH_PAGES.filter((page) => englishRoutes.includes(page.path));
/** `paths` the content publishes in English. */
const published = (...paths: string[]) =>
  paths.filter((path) => englishRoutes.includes(path));

/** The translations a page declares in its head, by language. */
function alternates({ document }: BuiltPage): Record<string, string | null> {
  return Object.fromEntries(
    [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map(
      (link) => [link.getAttribute("hreflang"), link.getAttribute("href")],
    ),
  );
}

/** The top bar's link to the other language, named in that language. */
function languageLink(page: BuiltPage, name: string) {
  return topBar(page).getByRole("link", { name });
}

describe.each(published(HOME_PATHS.en))("%s", (path) => {
  const page = builtPage(path);
  const { screen } = page;
  const home = inEnglish("home");

  test("is in English, says what an endowment is and gives the dated figures", () => {
    expect(page.document.documentElement).toHaveAttribute("lang", "en");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      home.hero.title,
    );
    for (const paragraph of home.about.paragraphs)
      expect(screen.getByText(paragraph)).toBeInTheDocument();
    const stats = screen.getByRole("region", { name: home.statsLabel });
    // Written in English: "R$ 14.2 million", "as of September 30, 2025"; the goal is not
    // stated while the fund has no campaign.
    const stated = home.stats.flatMap(
      (name) =>
        figureStatement(inEnglish("figures"), name, buildDay, "en") ?? [],
    );
    expect(within(stats).getAllByRole("term")).toHaveLength(stated.length);
    for (const { value, label, when } of stated) {
      expect(within(stats).getByText(value)).toBeInTheDocument();
      expect(stats).toHaveTextContent(`${label} ${when}`);
    }
    expect(
      within(screen.getByRole("main")).getByRole("link", {
        name: home.hero.donateLabel,
      }),
    ).toHaveAttribute("href", inEnglish("site").donateLink.href);
  });
});

describe.each(pairs)("$path and $counterpart", ({ path, counterpart }) => {
  const english = builtPage(path);
  const portuguese = builtPage(counterpart);

  test("name each other as their translations, each in its language", () => {
    const expected = {
      "pt-BR": absolute(counterpart),
      en: absolute(path),
      "x-default": absolute(counterpart),
    };
    expect(alternates(english)).toEqual(expected);
    expect(alternates(portuguese)).toEqual(expected);
    expect(english.document.documentElement).toHaveAttribute("lang", "en");
    expect(portuguese.document.documentElement).toHaveAttribute(
      "lang",
      "pt-BR",
    );
  });

  test("lead to each other from the top bar's language link", () => {
    const toEnglish = languageLink(
      portuguese,
      content.site.interface.otherLanguage,
    );
    expect(toEnglish).toHaveAttribute("href", path);
    expect(toEnglish).toHaveAttribute("hreflang", "en");
    const toPortuguese = languageLink(
      english,
      inEnglish("site").interface.otherLanguage,
    );
    expect(toPortuguese).toHaveAttribute("href", counterpart);
    expect(toPortuguese).toHaveAttribute("hreflang", "pt-BR");
  });
});

// The pages with no English counterpart: the other screens and the articles.
const portugueseOnly = prerenderedRoutes.filter(
  (path) =>
    !path.startsWith(`${HOME_PATHS.en}/`) &&
    path !== HOME_PATHS.en &&
    !pairs.some((pair) => pair.counterpart === path),
);

describe.each(published(HOME_PATHS.en))(
  "a page with no English counterpart links to %s",
  (englishHome) => {
    test.each(portugueseOnly)("%s declares no translation", (path) => {
      const page = builtPage(path);
      expect(alternates(page)).toEqual({});
      expect(
        languageLink(page, content.site.interface.otherLanguage),
      ).toHaveAttribute("href", englishHome);
    });
  },
);

describe.each(published("/en/give"))("%s", (path) => {
  const { screen } = builtPage(path);
  const { partner, matching, wire } = inEnglish("abroad");
  /** The part of the page headed `title`. */
  const section = (title: string) =>
    within(screen.getByRole("region", { name: title }));

  test("the US route through the partner 501(c)(3): its name, EIN, address, link and designation", () => {
    const us = section(partner.title);
    for (const fact of [
      partner.name,
      partner.ein,
      partner.address,
      partner.designation,
      ...partner.steps,
    ])
      expect(us.getByText(fact)).toBeInTheDocument();
    expect(
      us.getByRole("link", {
        name: new RegExp(`^${escapeRegExp(partner.linkLabel)}`),
      }),
    ).toHaveAttribute("href", partner.url);
    expect(us.getByText(partner.receipt, { exact: false })).toBeInTheDocument();
  });

  test("matching gifts: what to ask the employer and what the fund sends back", () => {
    const employer = section(matching.title);
    for (const step of matching.steps)
      expect(employer.getByText(step)).toBeInTheDocument();
    expect(
      employer.getByText(matching.fundSends, { exact: false }),
    ).toBeInTheDocument();
  });

  test("the international wire gives the fund's account, SWIFT and purpose", () => {
    const wireSection = section(wire.title);
    const { legalEntity } = content.site;
    const { bankAccount } = content.donation;
    const { bank } = inEnglish("donation").page;
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
    const terms = wireSection.getAllByRole("term");
    for (const [label, value] of facts) {
      const term = terms.filter((element) => element.textContent === label);
      expect(term, label).toHaveLength(1);
      const definition = term[0]?.nextElementSibling;
      expect(definition, label).toHaveRole("definition");
      expect(definition, label).toHaveTextContent(value);
    }
    if (wire.intermediary)
      expect(
        wireSection.getByText(wire.intermediary.swift),
      ).toBeInTheDocument();
  });
});

describe("the sitemap", () => {
  const sitemap = builtXml("sitemap.xml");
  const entries = [...sitemap.getElementsByTagNameNS(SITEMAP_NS, "url")];

  test.each(pairs.flatMap((pair) => [pair.path, pair.counterpart]))(
    "lists %s with both pages of its pair as alternates",
    (path) => {
      const pair = pairs.find(
        (each) => each.path === path || each.counterpart === path,
      );
      const entry = entries.find(
        (url) =>
          url.getElementsByTagNameNS(SITEMAP_NS, "loc")[0]?.textContent ===
          absolute(path),
      );
      if (!pair || !entry) throw new Error(`the sitemap does not list ${path}`);
      expect(
        [...entry.getElementsByTagNameNS(XHTML_NS, "link")].map((link) => [
          link.getAttribute("rel"),
          link.getAttribute("hreflang"),
          link.getAttribute("href"),
        ]),
      ).toEqual([
        ["alternate", "pt-BR", absolute(pair.counterpart)],
        ["alternate", "en", absolute(pair.path)],
        ["alternate", "x-default", absolute(pair.counterpart)],
      ]);
    },
  );

  test("gives no alternates to a page without a translation", () => {
    const lonely = entries.filter(
      (url) =>
        !pairs.some((pair) =>
          [pair.path, pair.counterpart]
            .map(absolute)
            .includes(
              url.getElementsByTagNameNS(SITEMAP_NS, "loc")[0]?.textContent ??
                "",
            ),
        ),
    );
    expect(lonely.length).toBe(prerenderedRoutes.length - 2 * pairs.length);
    for (const url of lonely)
      expect(url.getElementsByTagNameNS(XHTML_NS, "link")).toHaveLength(0);
  });
});

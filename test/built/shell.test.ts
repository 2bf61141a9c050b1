// The top bar and the footer, one component each, on every page the site answers with, in the
// page's language: their links, the section marked current, and the menu a phone opens without
// JavaScript. How the menu opens and closes is the browser's (e2e/journeys.spec.ts).
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { HOME_PATHS } from "../../app/lib/locale";
import { content, inEnglish } from "../content";
import { allRoutes, englishRoutes, hasEnglishNotFound } from "../site-routes";
import { builtPage } from "./built-page";
import { topBar } from "./top-bar";

type Link = { name: string; href: string };

/** The language a route is answered in: English only where an English page answers it. */
function languageOf(route: string): "en" | "pt-BR" {
  const underEnglish =
    route === HOME_PATHS.en || route.startsWith(`${HOME_PATHS.en}/`);
  return underEnglish && (englishRoutes.includes(route) || hasEnglishNotFound)
    ? "en"
    : "pt-BR";
}

const portugueseShell = {
  site: content.site,
  home: HOME_PATHS["pt-BR"],
  navigation: content.site.navigation,
};

/**
 * The English top bar and footer. Their links to the privacy and planned-giving pages, in
 * Portuguese where the English section has none, are checked with the fund's legal data
 * (who-we-are.test.ts).
 */
function englishShell(): typeof portugueseShell {
  const site = inEnglish("site");
  return {
    site,
    home: HOME_PATHS.en,
    // The English section never links to a page it left out.
    navigation: site.navigation.filter((item) =>
      englishRoutes.includes(item.href),
    ),
  };
}

/**
 * The menu link a route belongs under: its own, or the news list's for an article or an address
 * below /noticias; none for the pages outside the menu and the site's not-found pages.
 */
function currentSection(route: string, navigation: Link[]) {
  const section = route.startsWith("/noticias/") ? "/noticias" : route;
  return navigation.find((item) => item.href === section)?.href;
}

/** The links of a menu, the closed phone menu's included. */
const menuLinks = (menu: HTMLElement) =>
  within(menu).getAllByRole("link", { hidden: true });

/** Each link of a menu as [name, href], in order. */
const linksOf = (menu: HTMLElement) =>
  menuLinks(menu).map((link) => [link.textContent, link.getAttribute("href")]);

describe.each(allRoutes)("%s", (route) => {
  const page = builtPage(route);
  const shell = languageOf(route) === "en" ? englishShell() : portugueseShell;
  const words = shell.site.interface;
  const bar = topBar(page);
  // The phone's menu, a closed popover: hidden, and so nameless to Testing Library, until its
  // button opens it.
  const toggle = bar
    .getAllByRole("button")
    .find((button) => button.hasAttribute("popovertarget"));
  const phoneMenu = page.document.getElementById(
    toggle?.getAttribute("popovertarget") ?? "",
  );
  if (!phoneMenu) throw new Error(`${route}: no menu button with its menu`);
  const menus = [
    bar.getByRole("navigation", { name: words.mainNavigation }),
    phoneMenu,
  ];

  test("the top bar links to the home page, every section of the menu and the donation page", () => {
    expect(bar.getByRole("link", { name: words.logoLabel })).toHaveAttribute(
      "href",
      shell.home,
    );
    for (const menu of menus)
      expect(linksOf(menu)).toEqual(
        shell.navigation.map((item) => [item.name, item.href]),
      );
    expect(
      bar.getByRole("link", { name: shell.site.donateLink.name }),
    ).toHaveAttribute("href", shell.site.donateLink.href);
  });

  test("only the link to its section is marked as the current page", () => {
    const current = currentSection(route, shell.navigation);
    for (const menu of menus)
      expect(
        menuLinks(menu)
          .filter((link) => link.getAttribute("aria-current") === "page")
          .map((link) => link.getAttribute("href")),
      ).toEqual(current ? [current] : []);
  });

  test("the skip link comes first and leads to the main content", () => {
    const [first] = page.document.body.querySelectorAll("a[href], button");
    expect(first).toHaveAccessibleName(words.skipLink);
    const target = first?.getAttribute("href") ?? "";
    expect(target).toMatch(/^#./);
    expect(page.screen.getByRole("main")).toHaveAttribute(
      "id",
      target.slice(1),
    );
  });

  test("on a phone, a button opens the menu, a native popover that needs no script", () => {
    expect(toggle).toHaveTextContent(words.openMenu);
    expect(phoneMenu).toHaveRole("navigation");
    expect(phoneMenu).toHaveAttribute("popover", "auto");
    expect(phoneMenu).toHaveAttribute("aria-label", words.openMenu);
  });

  test("the footer names the fund, links to its contacts, and carries this year's copyright", () => {
    const footer = within(page.screen.getByRole("contentinfo"));
    const { footer: texts } = words;
    expect(
      footer.getByRole("heading", { name: texts.contactTitle }),
    ).toBeInTheDocument();
    expect(
      footer.getByRole("heading", { name: texts.entityTitle }),
    ).toBeInTheDocument();
    const { legalEntity } = shell.site;
    expect(footer.getByText(legalEntity.name)).toBeInTheDocument();
    expect(
      footer.getByText(`${texts.cnpjLabel} ${legalEntity.cnpj}`),
    ).toBeInTheDocument();
    for (const { name, href } of [
      { name: texts.linkedinLabel, href: shell.site.linkedinUrl },
      { name: texts.whatsappLabel, href: shell.site.whatsappUrl },
    ]) {
      const link = footer.getByRole("link", { name });
      expect(link).toHaveAttribute("href", href);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", expect.stringMatching(/noopener/));
    }
    expect(page.screen.getByRole("contentinfo")).toHaveTextContent(
      `© ${new Date().getFullYear()} ${shell.site.copyrightHolder}. ${texts.rightsReserved}`,
    );
  });
});

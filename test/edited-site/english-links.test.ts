// The edited site's Portuguese lists were changed, a document without its English entry
// (test/portuguese-list-edits.ts): the build names exactly the entries missing and left over, the
// pages that need them leave the English section, and no English page links to them: their links
// lead to the Portuguese pages, marked as in Portuguese. The English roles stay with their people.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { ENGLISH_PAGES } from "../../app/content/source/english-section";
import { builtPageFile } from "../../scripts/lib/built-page.mjs";
import {
  NEW_MEMBER_ENGLISH_ROLE,
  englishLinesOf,
} from "../portuguese-list-edits";
import { englishRoutes } from "../site-routes";
import { englishRoles, personCards } from "../built/english-roles";
import { inEnglish } from "../content";
import { builtFile, clientDir, parse } from "../built/built-page";
import { editedSite } from "./edited-site";

const site = await editedSite();
const { listEdits } = site;
const isBuilt = (path: string) =>
  existsSync(join(clientDir, builtPageFile(path)));

/** Every English page of the edited build, by the route that answers it. */
const englishPages = [
  "/en",
  ...readdirSync(join(clientDir, "en"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => `/en/${file.slice(0, -".html".length)}`),
]
  .filter(isBuilt)
  .map((route) => ({
    route,
    ...parse(builtFile(builtPageFile(route)).toString("utf8"), route),
  }));

const leftOut = ENGLISH_PAGES.filter((page) => !isBuilt(page.path));

/** Whether a link of the site leads to a file of the build: a page or a document. */
function leadsSomewhere(href: string) {
  const path = new URL(href, "http://localhost").pathname;
  return isBuilt(path) || existsSync(join(clientDir, path));
}

describe("an English page left out of the section", () => {
  test("is each English page that needs the documents' words, whose file lacks the new document", () => {
    // The English file of the documents, when the content has one, has no entry for it.
    const needsDocuments = ENGLISH_PAGES.filter((page) =>
      page.collections.includes("documents"),
    );
    expect(needsDocuments.length).toBeGreaterThan(0);
    for (const page of needsDocuments)
      expect(leftOut, page.path).toContain(page);
  });

  test("is linked from no English page: every link of the site there leads to a page or a file", () => {
    expect(englishPages.length).toBeGreaterThan(0);
    for (const { route, document } of englishPages)
      for (const link of document.querySelectorAll<HTMLAnchorElement>(
        'a[href^="/"]',
      ))
        expect(
          leadsSomewhere(link.getAttribute("href") ?? ""),
          `${route}: ${link.outerHTML}`,
        ).toBe(true);
  });

  test("is replaced in the English top bar by its Portuguese page, marked as in Portuguese", () => {
    const { interface: words, navigation } = inEnglish("site");
    const home = englishPages.find(({ route }) => route === "/en");
    const items = navigation.filter((item) =>
      leftOut.some((page) => page.path === item.href),
    );
    expect(items.length).toBeGreaterThan(0);
    const bar = within(
      home!.screen.getByRole("navigation", { name: words.mainNavigation }),
    );
    for (const item of items) {
      const page = leftOut.find(({ path }) => path === item.href);
      const link = bar.getByRole("link", {
        name: `${item.name} ${words.portugueseOnly}`,
      });
      expect(link).toHaveAttribute("href", page?.counterpart);
      expect(link).toHaveAttribute("hreflang", "pt-BR");
    }
  });
});

// /en/about needs the people's English roles, which the board's edits left complete: the removed
// member's English entry is left over, the new member's stands first in the English group. Tested
// when the repository's content publishes the page.
if (englishRoutes.includes("/en/about"))
  describe("/en/about, after the board's edits", () => {
    test("stays in the section, and gives each member the English role written beside their name", () => {
      expect(isBuilt("/en/about")).toBe(true);
      const { screen } = parse(
        builtFile(builtPageFile("/en/about")).toString("utf8"),
        "/en/about",
      );
      const roles = englishRoles(site.contentDir);
      expect(roles).toContainEqual({
        name: listEdits.added.name,
        role: NEW_MEMBER_ENGLISH_ROLE,
      });
      for (const { name, role } of roles) {
        const cards = personCards(screen, name);
        expect(cards.length, name).toBeGreaterThan(0);
        for (const card of cards) expect(card, name).toHaveTextContent(role);
      }
      expect(personCards(screen, listEdits.removed.name)).toEqual([]);
    });
  });

describe("the build's output", () => {
  const lines = site.output.split("\n").map((line) => line.trim());

  test("names each English entry missing or left over once", () => {
    const expected = englishLinesOf(listEdits);
    expect(expected.length).toBeGreaterThan(0);
    for (const line of expected)
      expect(
        lines.filter((each) => each === line),
        line,
      ).toHaveLength(1);
    const named = [
      listEdits.added.name,
      listEdits.removed.name,
      listEdits.documentUrl,
    ];
    expect(
      lines
        .filter((line) => named.some((name) => line.includes(`'${name}'`)))
        .sort(),
    ).toEqual([...expected].sort());
  });

  test("says in one line where the links to the pages left out lead", () => {
    expect(
      lines.filter((line) => line.startsWith("Links das páginas em inglês")),
    ).toEqual([
      `Links das páginas em inglês que levam, até lá, à página em português: ${leftOut
        .map((page) => `${page.path} → ${page.counterpart}`)
        .join(", ")}.`,
    ]);
  });
});

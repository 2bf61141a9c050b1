// What assistive technology reads from a page's HTML alone, on every route a visitor can land
// on: its language, its landmarks, the names of its links, buttons and pictures, and references
// between elements that lead somewhere. Axe in the browser (e2e/routes.spec.ts) checks the rest,
// colour contrast included.
import { describe, expect, test } from "vitest";
import {
  allRoutes,
  englishRoutes,
  hasEnglishNotFound,
  notFoundRoutes,
} from "../site-routes";
import { builtPage } from "./built-page";

/** Whether `route` is answered in English: an English page, or the English not-found page. */
function isEnglish(route: string): boolean {
  if (englishRoutes.includes(route)) return true;
  return (
    notFoundRoutes.includes(route) &&
    route.startsWith("/en/") &&
    hasEnglishNotFound
  );
}

/** An element as a reader of the failure can find it in the HTML. */
function described(element: Element): string {
  return element.outerHTML.slice(0, 160);
}

/**
 * The landmarks of the whole page among `elements`: a header or a footer inside an article or
 * the main content is that part's own, not the page's banner or footer, as browsers read it
 * (Testing Library counts them all).
 */
function pageLandmarks(elements: HTMLElement[]): HTMLElement[] {
  return elements.filter(
    (element) => !element.closest("article, aside, main, nav, section"),
  );
}

/** The attributes that name other elements by their ids. */
const ID_REFERENCES = [
  "aria-labelledby",
  "aria-describedby",
  "aria-controls",
  "aria-owns",
  "for",
  "popovertarget",
];

describe.each(allRoutes)("%s", (route) => {
  const { document, screen } = builtPage(route);

  test("declares the language it is written in", () => {
    expect(document.documentElement).toHaveAttribute(
      "lang",
      isEnglish(route) ? "en" : "pt-BR",
    );
  });

  test("has one top bar, one main content and one footer, its first link skipping to the main content, and names each navigation", () => {
    expect(pageLandmarks(screen.getAllByRole("banner"))).toHaveLength(1);
    expect(pageLandmarks(screen.getAllByRole("contentinfo"))).toHaveLength(1);
    const main = screen.getByRole("main");
    const skipLink = document.body.querySelector("a[href]");
    expect(skipLink).toHaveAttribute("href", `#${main.id}`);
    for (const navigation of screen.getAllByRole("navigation"))
      expect(navigation, described(navigation)).toHaveAccessibleName();
  });

  test("names every link, button and form field", () => {
    const controls = [
      ...screen.getAllByRole("link"),
      ...screen.queryAllByRole("button"),
      ...screen.queryAllByRole("textbox"),
      ...screen.queryAllByRole("combobox"),
      ...screen.queryAllByRole("radio"),
      ...screen.queryAllByRole("checkbox"),
    ];
    expect(controls.length).toBeGreaterThan(0);
    for (const control of controls)
      expect.soft(control, described(control)).toHaveAccessibleName();
  });

  test("gives every picture a text, empty only for decoration, and hides icons from screen readers", () => {
    for (const image of document.querySelectorAll("img"))
      expect.soft(image, described(image)).toHaveAttribute("alt");
    for (const icon of document.querySelectorAll("svg")) {
      if (icon.getAttribute("aria-hidden") === "true") continue;
      expect.soft(icon, described(icon)).toHaveAttribute("role", "img");
      expect.soft(icon, described(icon)).toHaveAccessibleName();
    }
  });

  test("gives each id to one element, and every reference to an id leads to one", () => {
    const ids = [...document.querySelectorAll("[id]")].map(
      (element) => element.id,
    );
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const references = [
      ...ID_REFERENCES.flatMap((attribute) =>
        [...document.querySelectorAll(`[${attribute}]`)].flatMap((element) =>
          (element.getAttribute(attribute) ?? "")
            .split(/\s+/)
            .filter(Boolean)
            .map((id) => ({ element, id })),
        ),
      ),
      ...[...document.querySelectorAll('a[href^="#"]')]
        .map((link) => ({
          element: link,
          id: decodeURIComponent((link.getAttribute("href") ?? "").slice(1)),
        }))
        .filter(({ id }) => id !== ""),
    ];
    // The skip link at least.
    expect(references.length).toBeGreaterThan(0);
    const broken = references
      .filter(({ id }) => !ids.includes(id))
      .map(({ element, id }) => `#${id} from ${described(element)}`);
    expect(broken).toEqual([]);
  });
});

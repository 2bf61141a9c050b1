// The six content pages ship no script: what a visitor reads there is in the HTML, and the menu a
// phone opens is a native popover (shell.test.ts); the browser opens it with JavaScript off in
// e2e/journeys.spec.ts.
import { describe, expect, test } from "vitest";
import { content } from "../content";
import { builtPage } from "./built-page";

const { about, home, institute, partners, documents } = content;

const contentPages = [
  { path: "/", heading: home.hero.title },
  { path: "/o-ita", heading: institute.hero.title },
  { path: "/quem-somos", heading: about.hero.title },
  { path: "/parceiros", heading: partners.hero.title },
  { path: "/transparencia", heading: documents.hero.title },
  { path: "/noticias", heading: content.newsTexts.newsPage.title },
];

/** Script elements that hold data, for crawlers and the browser's prefetching, and never run. */
const DATA_SCRIPTS = ["application/ld+json", "speculationrules"];

describe.each(contentPages)("$path", ({ path, heading }) => {
  const { screen, document } = builtPage(path);

  test("shows its heading in the HTML and ships no script", () => {
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      heading,
    );
    const scripts = [...document.querySelectorAll("script")].filter(
      (script) => !DATA_SCRIPTS.includes(script.type),
    );
    expect(scripts.map((script) => script.outerHTML)).toEqual([]);
    expect(
      document.querySelectorAll('link[rel="modulepreload"], astro-island'),
    ).toHaveLength(0);
  });
});

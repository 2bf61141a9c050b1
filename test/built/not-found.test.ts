// The page hosts answer an unknown address with: the spec's words, fixed in English, then a line
// and the sections of the site in the page's language, kept out of search engines.
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { HOME_PATHS } from "../../app/lib/locale";
import { content, inEnglish } from "../content";
import {
  englishRoutes,
  hasEnglishNotFound,
  notFoundRoutes,
} from "../site-routes";
import { builtPage } from "./built-page";

const englishUnknown = notFoundRoutes.find((path) => path.startsWith("/en/"));
if (!englishUnknown)
  throw new Error("no example of an unknown address under /en/");

const portuguese = {
  lang: "pt-BR",
  home: HOME_PATHS["pt-BR"],
  notFound: content.notFound,
  site: content.site,
  // The spec's English words on a Portuguese page are marked as English.
  specWordsLang: "en",
};
const english = hasEnglishNotFound
  ? {
      lang: "en",
      home: HOME_PATHS.en,
      notFound: inEnglish("notFound"),
      site: inEnglish("site"),
      specWordsLang: null,
    }
  : portuguese;

const cases = [
  ...["/qualquer-coisa", ...notFoundRoutes]
    .filter(
      (path) => !path.startsWith("/en/") && !path.startsWith("/noticias/"),
    )
    .map((path) => ({ path, ...portuguese })),
  { path: englishUnknown, ...english },
];

describe.each(cases)(
  "$path",
  ({ path, lang, home, notFound, site, specWordsLang }) => {
    const page = builtPage(path);
    const { screen, document } = page;

    test("shows '404' and 'Oops! Page not found', titled and kept out of search engines", () => {
      expect(document.documentElement).toHaveAttribute("lang", lang);
      const heading = screen.getByRole("heading", { level: 1 });
      expect(heading).toHaveTextContent("404");
      expect(heading).toHaveTextContent("Oops! Page not found");
      expect(document.title).toBe(`${notFound.meta.title} | ${site.name}`);
      expect(
        document.head.querySelector('meta[name="robots"]'),
      ).toHaveAttribute("content", "noindex");
      expect(
        within(heading).getByText("Oops! Page not found").closest("[lang]"),
      ).toHaveAttribute("lang", specWordsLang ?? lang);
    });

    test("'Return to Home' leads to the home page of its language", () => {
      const link = screen.getByRole("link", { name: "Return to Home" });
      expect(link).toHaveAttribute("href", home);
      expect(link.closest("[lang]")).toHaveAttribute(
        "lang",
        specWordsLang ?? lang,
      );
    });

    test("a line explains the page and leads to every section of the site", () => {
      expect(screen.getByText(notFound.explanation)).toBeInTheDocument();
      const sections = screen.getByRole("navigation", {
        name: notFound.sectionsLabel,
      });
      const expected = site.navigation.filter(
        (item) =>
          item.href !== home &&
          (lang === "pt-BR" || englishRoutes.includes(item.href)),
      );
      expect(
        within(sections)
          .getAllByRole("link")
          .map((link) => [link.textContent, link.getAttribute("href")]),
      ).toEqual(expected.map((item) => [item.name, item.href]));
    });

    test("logs the address with its one script", () => {
      const scripts = [...document.querySelectorAll("script")].filter(
        (script) =>
          !["application/ld+json", "speculationrules"].includes(script.type),
      );
      expect(scripts.map((script) => script.textContent)).toEqual([
        expect.stringContaining(
          "404 Error: User attempted to access non-existent route:",
        ),
      ]);
    });
  },
);

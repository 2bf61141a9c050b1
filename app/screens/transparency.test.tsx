// @vitest-environment jsdom
// /transparencia as the fund's documents make it, including a section the fund has not
// published in yet, which the officers' content may not hold today.
import { render, screen, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { TransparencyPage } from "./transparency";
import { readSiteContent } from "../../test/site-content";
import { testMark } from "../../test/test-names";

// The content modules read Astro's collections, which only a build or the dev server fills.
// Here they hold the officers' files as the build's check reads them, from content/.
const content = vi.hoisted(async () => {
  const { readSiteContent } = await import("../../test/site-content");
  return readSiteContent();
});

vi.mock("~/content/localized", async () => {
  const texts = (await content) as unknown as Record<string, unknown>;
  const { keyFigures, years } = (await content).impact;
  const { distributedIn, newestFirst } = await import("~/lib/impact");
  // /impacto's content as the pages read it: each year's total summed, newest year first.
  const impact = {
    keyFigures,
    years: newestFirst(years).map((year) => ({
      ...year,
      distributed: distributedIn(year),
    })),
  };
  return {
    localized: (_locale: string, key: string) =>
      key === "impact" ? impact : texts[key],
    // Every link of a Portuguese page leads where it is written.
    linkIn: (locale: string, href: string) => ({ href, locale }),
  };
});

vi.mock("~/content/site", async () => {
  const { site } = await content;
  return { site, pageTitle: (page: string) => `${page} | ${site.name}` };
});

// The page's head is not rendered here; its tags read the site's address from the build.
vi.mock("~/head/seo", () => ({ pageMeta: () => [] }));

const { documents } = await readSiteContent();
const emptySectionTitle = `Relatórios trimestrais (${testMark})`;
const publishedSections = documents.sections.filter(
  (section) => section.documents.length > 0,
);

/** The page with the content's sections, and `extra` after them. */
function renderPage(extra: { title: string; documents: [] }[]) {
  const sections = [
    ...documents.sections.map((section) => ({
      title: section.title,
      documents: section.documents.map((document) => ({
        ...document,
        size: 2048,
      })),
    })),
    ...extra,
  ];
  render(<TransparencyPage data={{ locale: "pt-BR", sections }} />);
}

describe("a section the fund has not published in yet", () => {
  test("says its documents will be published, and links nothing", () => {
    renderPage([{ title: emptySectionTitle, documents: [] }]);
    const section = within(
      screen.getByRole("region", { name: emptySectionTitle }),
    );
    expect(
      section.getByRole("heading", { level: 2, name: emptySectionTitle }),
    ).toBeInTheDocument();
    expect(section.getByText(documents.emptySection)).toBeInTheDocument();
    expect(section.queryAllByRole("link")).toHaveLength(0);
    expect(section.queryAllByRole("listitem")).toHaveLength(0);
    for (const { title } of publishedSections)
      expect(screen.getByRole("region", { name: title })).not.toHaveTextContent(
        documents.emptySection,
      );
    const emptySections = documents.sections.length - publishedSections.length;
    expect(screen.queryAllByText(documents.emptySection)).toHaveLength(
      emptySections + 1,
    );
  });
});

import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { partners } from "../content";
import { expectImageInBuild } from "./built-files";
import { builtPage } from "./built-page";
import {
  expectInstitutionCallToAction,
  expectOwnTitleAndDescription,
} from "./call-to-donate";

const { aeita, itaex } = partners;

describe("/parceiros", () => {
  const page = builtPage("/parceiros");
  const { screen } = page;
  const sectionOf = (name: string) => screen.getByRole("region", { name });

  test("opens with its title and both associations", () => {
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      partners.hero.title,
    );
    const subtitles = within(page.document.body)
      .getAllByRole("heading", { level: 2 })
      .map((heading) => heading.textContent ?? "");
    const place = (acronym: string) =>
      subtitles.findIndex((subtitle) => subtitle.includes(acronym));
    expect(place(aeita.acronym)).toBeGreaterThanOrEqual(0);
    expect(place(itaex.acronym)).toBeGreaterThan(place(aeita.acronym));
    for (const association of [aeita, itaex]) {
      const section = within(sectionOf(association.acronym));
      expect(section.getByText(association.name)).toBeInTheDocument();
      expect(
        section.getByRole("heading", { level: 3, name: partners.missionTitle }),
      ).toBeInTheDocument();
      expect(section.getByText(association.mission)).toBeInTheDocument();
      expectImageInBuild(
        section.getByRole("img", { name: association.mark.alt }),
      );
    }
    if (itaex.legalForm)
      expect(
        within(sectionOf(itaex.acronym)).getByText(itaex.legalForm),
      ).toBeInTheDocument();
  });

  test("the student scholarship shows its figures and a former holder's testimonial", () => {
    const section = within(sectionOf(aeita.acronym));
    const { scholarship, testimonial } = aeita;
    expect(
      section.getByRole("heading", { level: 3, name: scholarship.title }),
    ).toBeInTheDocument();
    expect(section.getByText(scholarship.text)).toBeInTheDocument();
    for (const { value, label } of scholarship.figures) {
      expect(section.getByText(value)).toBeInTheDocument();
      expect(section.getByText(label)).toBeInTheDocument();
    }
    const quote = within(section.getByRole("figure"));
    expect(quote.getByRole("blockquote")).toHaveTextContent(testimonial.quote);
    expect(quote.getByText(testimonial.author)).toBeInTheDocument();
    expect(quote.getByText(testimonial.detail)).toBeInTheDocument();
  });

  test("ITAEx shows its activities and every initiative it supports", () => {
    const section = within(sectionOf(itaex.acronym));
    const listed = [
      {
        title: itaex.activitiesTitle,
        items: itaex.activities.map(({ title, text }) => [title, text]),
      },
      {
        title: itaex.initiativesTitle,
        items: itaex.initiatives.map(({ name, description }) => [
          name,
          description,
        ]),
      },
    ];
    for (const { title, items } of listed) {
      const list = within(section.getByRole("region", { name: title }));
      const entries = list.getAllByRole("listitem");
      expect(entries).toHaveLength(items.length);
      expect(
        entries.map(
          (entry) =>
            within(entry).getByRole("heading", { level: 4 }).textContent,
        ),
      ).toEqual(items.map(([heading]) => heading));
      for (const [index, [, text = ""]] of items.entries())
        expect(within(entries[index]!).getByText(text)).toBeInTheDocument();
    }
  });

  test("ends with a call to donate", () => {
    expectInstitutionCallToAction(page);
  });

  test("has its own title and description", () => {
    expectOwnTitleAndDescription(page, partners.meta);
  });
});

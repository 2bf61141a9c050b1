import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { institute } from "../content";
import { expectImageInBuild } from "./built-files";
import { builtPage } from "./built-page";
import {
  expectInstitutionCallToAction,
  expectOwnTitleAndDescription,
} from "./call-to-donate";

describe("/o-ita", () => {
  const page = builtPage("/o-ita");
  const { screen } = page;
  const region = (name: string) => within(screen.getByRole("region", { name }));

  test("opens with its headline and figures", () => {
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      institute.hero.title,
    );
    const figures = region(institute.stats.label);
    for (const { value, label } of institute.stats.items) {
      expect(figures.getByText(value)).toBeInTheDocument();
      expect(figures.getByText(label)).toBeInTheDocument();
    }
  });

  test("lists its differentiators, strategic sectors and education", () => {
    const { differentiators, sectors, education } = institute;
    const differentiatorList = region(differentiators.title);
    expect(differentiatorList.getAllByRole("listitem")).toHaveLength(
      differentiators.items.length,
    );
    for (const { title } of differentiators.items)
      expect(
        differentiatorList.getByRole("heading", { level: 3, name: title }),
      ).toBeInTheDocument();
    const sectorList = region(sectors.title);
    expect(sectorList.getAllByRole("listitem")).toHaveLength(
      sectors.items.length,
    );
    for (const { name } of sectors.items)
      expect(
        sectorList.getByRole("heading", { level: 3, name }),
      ).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 2, name: education.title }),
    ).toBeInTheDocument();
  });

  test("the logos of alumni companies are named and in the build", () => {
    const companies = region(institute.companies.title);
    expect(companies.getAllByRole("img")).toHaveLength(
      institute.companies.logos.length,
    );
    for (const { name } of institute.companies.logos)
      expectImageInBuild(companies.getByRole("img", { name }));
  });

  test("ends with a call to donate", () => {
    expectInstitutionCallToAction(page);
  });

  test("has its own title and description", () => {
    expectOwnTitleAndDescription(page, institute.meta);
  });
});

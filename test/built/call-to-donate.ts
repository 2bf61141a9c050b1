// What every institutional page ends with, and says of itself in its head.
import { expect } from "vitest";
import { site } from "../content";
import type { BuiltPage } from "./built-page";
import { within } from "@testing-library/dom";

/** The page's main content ends with the call to donate of the institutional pages. */
export function expectInstitutionCallToAction({ screen }: BuiltPage) {
  const { title, linkLabel, href } = site.callsToAction.institution;
  const main = within(screen.getByRole("main"));
  expect(
    main.getByRole("heading", { level: 2, name: title }),
  ).toBeInTheDocument();
  expect(main.getByRole("link", { name: linkLabel })).toHaveAttribute(
    "href",
    href,
  );
}

/** The page's title, "<its title> | <site name>", and its own description. */
export function expectOwnTitleAndDescription(
  { document }: BuiltPage,
  meta: { title: string; description: string },
) {
  expect(document.title).toBe(`${meta.title} | ${site.name}`);
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
    "content",
    meta.description,
  );
}

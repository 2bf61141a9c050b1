import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { fillIn } from "../../app/lib/fill-in";
import { content, documents, peopleGroups } from "../content";
import { templatePattern } from "../text-patterns";
import { kindOfFileAt, promisedKind, expectImageInBuild } from "./built-files";
import { builtPage } from "./built-page";
import {
  expectInstitutionCallToAction,
  expectOwnTitleAndDescription,
} from "./call-to-donate";

const { about } = content;
const { governance } = about;
const governingBodies = governance.levels.flatMap((level) =>
  level.beside ? [level.body, level.beside] : [level.body],
);
const people = peopleGroups.flatMap((group) => group.people);
const classText = (turma: string) => fillIn(about.people.classLabel, { turma });
const photoAlt = (nome: string) => fillIn(about.people.photoAlt, { nome });
/** Any card's class line, and any member's photo. */
const anyClassText = new RegExp(
  `^${templatePattern(about.people.classLabel, "turma", "T\\d{2}")}$`,
);
const anyPhotoAlt = new RegExp(
  `^${templatePattern(about.people.photoAlt, "nome", ".+")}$`,
);

describe("/quem-somos", () => {
  const page = builtPage("/quem-somos");
  const { screen } = page;
  const main = () => within(screen.getByRole("main"));

  test("opens with its title and the fund's history", () => {
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      about.hero.title,
    );
    expectOwnTitleAndDescription(page, about.meta);
    expect(
      main().getByRole("heading", { level: 2, name: about.history.title }),
    ).toBeInTheDocument();
    for (const text of [
      ...about.history.paragraphs,
      ...about.history.principles,
    ])
      expect(main().getByText(text)).toBeInTheDocument();
  });

  test("the governance chart lists every body and how it relates to the others", () => {
    const chart = within(
      screen.getByRole("list", { name: governance.chartLabel }),
    );
    expect(chart.getAllByRole("listitem")).toHaveLength(
      governance.levels.length,
    );
    expect(
      chart
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(governingBodies.map((body) => body.name));
    for (const body of governingBodies) {
      const cards = chart
        .getAllByRole("article")
        .filter((card) =>
          within(card).queryByRole("heading", { level: 3, name: body.name }),
        );
      expect(cards).toHaveLength(1);
      const card = within(cards[0]!);
      if (body.relation)
        expect(card.getByText(body.relation)).toBeInTheDocument();
      expect(card.getByText(body.description)).toBeInTheDocument();
    }
  });

  test("the statute link opens the statute, a file of its kind, in a new tab", () => {
    const link = screen.getByRole("link", {
      name: `${governance.statuteLabel} ${governance.statuteHint}`,
    });
    expect(link).toHaveTextContent(governance.statuteLabel);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveAttribute("href", documents.statuteUrl);
    expect(kindOfFileAt(documents.statuteUrl)).toBe(
      promisedKind(documents.statuteUrl),
    );
  });

  test("each governing body shows a card for each of its members", () => {
    for (const group of peopleGroups) {
      expect(
        screen.getAllByRole("heading", { level: 3, name: group.title }).at(-1),
      ).toBeInTheDocument();
      const list = screen.getByRole("list", { name: group.title });
      expect(within(list).getAllByRole("listitem")).toHaveLength(
        group.people.length,
      );
    }
  });

  test("a card shows the graduating class only when the person has one", () => {
    const cardOf = (name: string) =>
      main()
        .getAllByRole("listitem")
        .find((item) => within(item).queryByText(name)) as HTMLElement;
    for (const person of people) {
      const card = cardOf(person.name);
      expect(card).toHaveTextContent(person.role);
      if (person.turma)
        expect(within(card).getByText(classText(person.turma))).toBeVisible();
      else expect(within(card).queryByText(anyClassText)).toBeNull();
    }
    expect(main().queryAllByText(anyClassText)).toHaveLength(
      people.filter((person) => person.turma).length,
    );
  });

  test("every member's photo is described by name, loads lazily, and is in the build", () => {
    const photos = main().getAllByRole("img", { name: anyPhotoAlt });
    expect(photos.map((photo) => photo.getAttribute("alt"))).toEqual(
      people.map((person) => photoAlt(person.name)),
    );
    for (const photo of photos) {
      expect(photo).toHaveAttribute("loading", "lazy");
      expectImageInBuild(photo);
    }
  });

  test("ends with a call to donate", () => {
    expectInstitutionCallToAction(page);
  });
});

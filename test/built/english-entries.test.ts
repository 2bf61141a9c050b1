// Each English entry of a list shows beside what it translates: a role beside the person whose name
// is written with it in content/en/pessoas.yml, wherever the entry stands in either file.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { parse as parseYaml } from "yaml";
import { englishRoutes } from "../site-routes";
import { builtPage } from "./built-page";

const CONTENT = process.env.CONTENT_DIR ?? "content";

type WrittenPeople = { groups: { people: { name: string; role: string }[] }[] };

/** The people a language's file names, each with the role written beside the name. */
function writtenPeople(folder: string) {
  const path = join(CONTENT, folder, "pessoas.yml");
  if (!existsSync(path)) return [];
  return (
    parseYaml(readFileSync(path, "utf8")) as WrittenPeople
  ).groups.flatMap((group) => group.people);
}

const portugueseNames = new Set(writtenPeople("pt-BR").map(({ name }) => name));
/** The English entries of the people the site shows, when /en/about is published. */
const englishRoles = englishRoutes.includes("/en/about")
  ? writtenPeople("en").filter(({ name }) => portugueseNames.has(name))
  : [];

describe("/en/about", () => {
  test.each(englishRoles)(
    "shows $name with the role written beside the name: $role",
    ({ name, role }) => {
      const { screen } = builtPage("/en/about");
      const cards = within(screen.getByRole("main"))
        .getAllByText(name, { selector: "p" })
        .map((line) => line.closest("li"));
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) expect(card).toHaveTextContent(role);
    },
  );
});

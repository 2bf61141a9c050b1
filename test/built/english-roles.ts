// The English role written beside each person's name in a content folder's en/pessoas.yml, for the
// people its Portuguese file names: what /en/about shows on each person's card, wherever either
// entry stands in its file.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  type BoundFunctions,
  type queries,
  within,
} from "@testing-library/dom";
import { parse as parseYaml } from "yaml";

type WrittenPeople = { groups: { people: { name: string; role: string }[] }[] };

/** The people a language's file names, each with the role written beside the name. */
function writtenPeople(contentDir: string, folder: string) {
  const path = join(contentDir, folder, "pessoas.yml");
  if (!existsSync(path)) return [];
  return (
    parseYaml(readFileSync(path, "utf8")) as WrittenPeople
  ).groups.flatMap((group) => group.people);
}

/** Each person of the Portuguese file that the English file names, with the English role. */
export function englishRoles(contentDir: string) {
  const portugueseNames = new Set(
    writtenPeople(contentDir, "pt-BR").map(({ name }) => name),
  );
  return writtenPeople(contentDir, "en").filter(({ name }) =>
    portugueseNames.has(name),
  );
}

/** The cards of the page's main part that name `name`. */
export function personCards(
  screen: BoundFunctions<typeof queries>,
  name: string,
) {
  return within(screen.getByRole("main"))
    .queryAllByText(name, { selector: "p" })
    .map((line) => line.closest("li"));
}

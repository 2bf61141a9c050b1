// Each English entry of a list shows beside what it translates: a role beside the person whose name
// is written with it in content/en/pessoas.yml, wherever the entry stands in either file.
import { describe, expect, test } from "vitest";
import { englishRoutes } from "../site-routes";
import { builtPage } from "./built-page";
import { englishRoles, personCards } from "./english-roles";

/** The English entries of the people the site shows, when /en/about is published. */
const roles = englishRoutes.includes("/en/about")
  ? englishRoles(process.env.CONTENT_DIR ?? "content")
  : [];

describe("/en/about", () => {
  test.each(roles)(
    "shows $name with the role written beside the name: $role",
    ({ name, role }) => {
      const cards = personCards(builtPage("/en/about").screen, name);
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) expect(card).toHaveTextContent(role);
    },
  );
});

import { within } from "@testing-library/dom";
import type { BuiltPage } from "./built-page";

/**
 * The site's top bar, queried by role and text. An article's own `<header>` is no banner to a
 * browser, but is one to Testing Library, which does not look at where a header stands.
 */
export function topBar({ document }: BuiltPage) {
  const header = document.querySelector<HTMLElement>("body > header");
  if (!header) throw new Error("the page has no top bar");
  return within(header);
}

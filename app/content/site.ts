import { contentFile } from "./entries";
import type { SiteData } from "./source/schema";

/** The fund's identity, used by the shell, page titles and sharing (content/pt-BR/site.yml). */
export type Site = SiteData;

export const site: Site = await contentFile("site");

/** Builds a page title in the site's one pattern: "Page | Endowment ITA". */
export function pageTitle(page: string): string {
  return `${page} | ${site.name}`;
}

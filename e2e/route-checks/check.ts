import type { Page } from "@playwright/test";

/**
 * One check a visit runs on the page as it stands: what it proves, in words, and the problems it
 * finds, each a line naming the element at fault (none when the page passes).
 */
export type RouteCheck = {
  name: string;
  problems: (page: Page) => Promise<string[]>;
};

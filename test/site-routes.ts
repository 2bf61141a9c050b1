import {
  ENGLISH_NOT_FOUND,
  englishSection,
} from "../app/content/source/english-section";
import {
  NOT_FOUND_EXAMPLES,
  indexedPaths,
  newsArticlePath,
} from "../app/content/source/site-pages";
import { translatedCollections } from "./site-content";
import { newsArticles } from "./content";
import { escapeRegExp } from "./text-patterns";

export { newsArticlePath };

const siteUrl = process.env.SITE_URL ?? "http://localhost:3000";

/** `path` as an absolute URL of the site. */
export const absolute = (path: string) => new URL(path, siteUrl).href;

const english = englishSection(await translatedCollections("en")).published;

/** The pages of the English section the content allows, without its not-found page. */
export const englishRoutes = english
  .filter((page) => page !== ENGLISH_NOT_FOUND)
  .map((page) => page.path);

/** Every page the build writes, by path: the screens, the articles of content/, the English pages. */
export const prerenderedRoutes = [
  ...indexedPaths(newsArticles),
  ...englishRoutes,
];

/** Whether the content publishes the English not-found page. */
export const hasEnglishNotFound = english.includes(ENGLISH_NOT_FOUND);

/** The file that answers an unknown address under /en/: the English not-found page, or else ours. */
export const englishNotFoundFile = hasEnglishNotFound
  ? "en/404.html"
  : "404.html";

/** Addresses the site answers with status 404 and a not-found screen. */
export const notFoundRoutes = NOT_FOUND_EXAMPLES;

/** Every route a visitor can land on: the screens, an unknown address and an unknown article. */
export const allRoutes = [...prerenderedRoutes, ...notFoundRoutes];

/**
 * Lets a test open `route` when it is an unknown address: answered with status 404, and logged
 * by design, both of which the fixtures would otherwise count as page errors.
 */
export function allowNotFoundLogs(
  allow: (pattern: RegExp) => void,
  route: string,
) {
  if (!notFoundRoutes.includes(route)) return;
  allow(new RegExp(`status of 404 .*${escapeRegExp(route)}$`));
  allow(/404 Error: User attempted to access non-existent route/);
}

import {
  NOT_FOUND_EXAMPLES,
  indexedPaths,
  newsArticlePath,
} from "../app/lib/site-map";
import { newsArticles } from "./content";

export { newsArticlePath };

/** Every page the build writes, by path: the screens and the articles of content/. */
export const prerenderedRoutes = indexedPaths(newsArticles);

/** Addresses the site answers with status 404 and a not-found screen. */
export const notFoundRoutes = NOT_FOUND_EXAMPLES;

/** Every route a visitor can land on: the screens, an unknown address and an unknown article. */
export const allRoutes = [...prerenderedRoutes, ...notFoundRoutes];

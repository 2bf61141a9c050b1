// The module the content plugin (./vite-plugin.ts) builds from content/.
declare module "virtual:content" {
  import type { Content } from "~/content/source/schema";

  export const site: Content["site"];
  export const home: Content["home"];
  export const institute: Content["institute"];
  export const about: Content["about"];
  export const peopleGroups: Content["peopleGroups"];
  export const documents: Content["documents"];
  export const partners: Content["partners"];
  export const donation: Content["donation"];
  export const newsTexts: Content["newsTexts"];
  export const newsArticles: Content["newsArticles"];
  export const newsArticleBodies: Content["newsArticleBodies"];
}

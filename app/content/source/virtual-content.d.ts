// The modules the content plugin (./vite-plugin.ts) builds from content/, one per kind.
declare module "virtual:content/site" {
  import type { Content } from "~/content/source/schema";

  const site: Content["site"];
  export default site;
}
declare module "virtual:content/home" {
  import type { Content } from "~/content/source/schema";

  const home: Content["home"];
  export default home;
}
declare module "virtual:content/institute" {
  import type { Content } from "~/content/source/schema";

  const institute: Content["institute"];
  export default institute;
}
declare module "virtual:content/about" {
  import type { Content } from "~/content/source/schema";

  const about: Content["about"];
  export default about;
}
declare module "virtual:content/peopleGroups" {
  import type { Content } from "~/content/source/schema";

  const peopleGroups: Content["peopleGroups"];
  export default peopleGroups;
}
declare module "virtual:content/documents" {
  import type { Content } from "~/content/source/schema";

  const documents: Content["documents"];
  export default documents;
}
declare module "virtual:content/partners" {
  import type { Content } from "~/content/source/schema";

  const partners: Content["partners"];
  export default partners;
}
declare module "virtual:content/donation" {
  import type { Content } from "~/content/source/schema";

  const donation: Content["donation"];
  export default donation;
}
declare module "virtual:content/newsTexts" {
  import type { Content } from "~/content/source/schema";

  const newsTexts: Content["newsTexts"];
  export default newsTexts;
}
declare module "virtual:content/newsArticles" {
  import type { Content } from "~/content/source/schema";

  const newsArticles: Content["newsArticles"];
  export default newsArticles;
}
declare module "virtual:content/newsArticleBodies" {
  import type { Content } from "~/content/source/schema";

  const newsArticleBodies: Content["newsArticleBodies"];
  export default newsArticleBodies;
}

// The shape of every file under content/, as the fund's officers write it, one module a kind of
// content under schema/. The types the pages use are inferred from these schemas; the
// collections (app/content.config.ts) read the files with them and turn every mistake into a
// Portuguese line.
export type { CardIconName, Stat } from "./schema/fields.ts";
export type { Picture } from "./schema/picture.ts";
export * from "./schema/site.ts";
export * from "./schema/home.ts";
export * from "./schema/figures.ts";
export * from "./schema/institute.ts";
export * from "./schema/about.ts";
export * from "./schema/people.ts";
export * from "./schema/documents.ts";
export * from "./schema/partners.ts";
export * from "./schema/donation.ts";
export * from "./schema/donation-help.ts";
export * from "./schema/abroad.ts";
export * from "./schema/news.ts";
export * from "./schema/privacy.ts";
export * from "./schema/planned-giving.ts";
export * from "./schema/impact.ts";
export * from "./schema/donors-page.ts";
export * from "./schema/campaign.ts";
export * from "./schema/not-found.ts";
export * from "./schema/giving-day.ts";

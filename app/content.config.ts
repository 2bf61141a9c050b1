// The officers' files under content/ as Astro collections, each read with the schema of its kind
// (app/content/source/schema/). The loaders check every file first and note each mistake in
// Portuguese (app/content/source/loaders.ts); `npm run check:content` and the build print them.
import { defineCollection, type SchemaContext } from "astro:content";
import { z } from "zod";
import { contentDir, PORTUGUESE_FOLDER } from "./content/source/content-dir.ts";
import {
  pictureOnDisk,
  withPublicFiles,
} from "./content/source/disk-checks.ts";
import {
  COLLECTION_FILES,
  type FileCollection,
} from "./content/source/collection-files.ts";
import { officerArticles, officerFile } from "./content/source/loaders.ts";
import {
  aboutSchema,
  documentsSchema,
  donationHelpSchema,
  donationSchema,
  figuresSchema,
  homeSchema,
  instituteSchema,
  newsFrontMatterSchema,
  newsTextsSchema,
  partnersSchema,
  privacySchema,
  plannedGivingSchema,
  impactSchemaWith,
  abroadSchema,
  donorsPageSchema,
  campaignSchema,
  notFoundSchema,
  peopleSchemaWith,
  siteSchema,
} from "./content/source/schema.ts";
import { publishedSheetsLoader } from "./sheets/published-snapshot.server.ts";

const textsFolder = `${contentDir}/${PORTUGUESE_FOLDER}`;

/**
 * A YAML file of texts, with an entry per language it is written in ("pt-BR", "en"). `checkSchema`
 * adds to the schema what only the disk can tell (files and pictures that must exist).
 */
function officerCollection<Schema extends z.ZodType>(
  name: FileCollection,
  schema: Schema,
  checkSchema: z.ZodType = schema,
) {
  return defineCollection({
    loader: officerFile(COLLECTION_FILES[name], checkSchema),
    schema,
  });
}

// Officers write picture paths from content/; a text file sits in its language's folder, an
// article one folder further down.
const fromFolderDepth = (depth: number) => (path: unknown) =>
  typeof path === "string" ? `${"../".repeat(depth)}${path}` : path;

export const collections = {
  site: officerCollection("site", siteSchema),
  home: officerCollection("home", homeSchema),
  figures: officerCollection("figures", figuresSchema),
  institute: officerCollection(
    "institute",
    instituteSchema,
    withPublicFiles(instituteSchema, (data) =>
      data.companies.logos.map(({ src }, index) => [
        ["companies", "logos", index, "src"],
        src,
      ]),
    ),
  ),
  about: officerCollection("about", aboutSchema),
  people: defineCollection({
    loader: officerFile(
      COLLECTION_FILES.people,
      peopleSchemaWith(pictureOnDisk("portrait")),
    ),
    schema: ({ image }: SchemaContext) =>
      peopleSchemaWith(z.preprocess(fromFolderDepth(1), image())),
  }),
  documents: officerCollection(
    "documents",
    documentsSchema,
    withPublicFiles(documentsSchema, (data) =>
      data.sections.flatMap((section, sectionIndex) =>
        section.documents.map(
          ({ url }, documentIndex): [PropertyKey[], string] => [
            ["sections", sectionIndex, "documents", documentIndex, "url"],
            url,
          ],
        ),
      ),
    ),
  ),
  partners: officerCollection(
    "partners",
    partnersSchema,
    withPublicFiles(partnersSchema, (data) =>
      (["aeita", "itaex"] as const).map((partner) => [
        [partner, "mark", "src"],
        data[partner].mark.src,
      ]),
    ),
  ),
  donation: officerCollection(
    "donation",
    donationSchema,
    withPublicFiles(donationSchema, (data) => [
      [["page", "campaign", "pdfPath"], data.page.campaign.pdfPath],
    ]),
  ),
  donationHelp: officerCollection("donationHelp", donationHelpSchema),
  abroad: officerCollection("abroad", abroadSchema),
  newsTexts: officerCollection("newsTexts", newsTextsSchema),
  privacy: officerCollection("privacy", privacySchema),
  plannedGiving: officerCollection("plannedGiving", plannedGivingSchema),
  impact: defineCollection({
    loader: officerFile(
      COLLECTION_FILES.impact,
      impactSchemaWith(pictureOnDisk("photo")),
    ),
    schema: ({ image }: SchemaContext) =>
      impactSchemaWith(z.preprocess(fromFolderDepth(1), image())),
  }),
  donorsPage: officerCollection("donorsPage", donorsPageSchema),
  campaign: officerCollection("campaign", campaignSchema),
  notFound: officerCollection("notFound", notFoundSchema),
  // Not officers' files: the two donors sheets, as the build read them.
  publishedSheets: defineCollection({ loader: publishedSheetsLoader() }),
  news: defineCollection({
    loader: officerArticles(
      `${textsFolder}/noticias`,
      newsFrontMatterSchema.extend({ image: pictureOnDisk("photo") }),
    ),
    schema: ({ image }) =>
      newsFrontMatterSchema.extend({
        image: z.preprocess(fromFolderDepth(2), image()),
      }),
  }),
};

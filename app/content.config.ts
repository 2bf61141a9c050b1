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
import { officerArticles, officerFile } from "./content/source/loaders.ts";
import {
  documentsSchema,
  donationSchema,
  instituteSchema,
  newsFrontMatterSchema,
  partnersSchema,
  impactSchemaWith,
  peopleSchemaWith,
} from "./content/source/schema.ts";
import {
  CONTENT_FILES,
  FILE_COLLECTIONS,
  type FileCollection,
} from "./content/source/site-pages.ts";
import { publishedSheetsLoader } from "./sheets/published-snapshot.server.ts";

const textsFolder = `${contentDir}/${PORTUGUESE_FOLDER}`;

/**
 * A YAML file of texts, with an entry per language it is written in ("pt-BR", "en"), read with
 * its schema (./content/source/site-pages.ts). `checkSchema` adds to the schema what only the disk
 * can tell (files and pictures that must exist).
 */
function officerCollection(
  name: FileCollection,
  checkSchema: z.ZodType = CONTENT_FILES[name].schema,
) {
  const { file, schema } = CONTENT_FILES[name];
  return defineCollection({ loader: officerFile(file, checkSchema), schema });
}

/** What only the disk can tell of some files: the files and pictures they name must exist. */
const diskChecks: Partial<Record<FileCollection, z.ZodType>> = {
  institute: withPublicFiles(instituteSchema, (data) =>
    data.companies.logos.map(({ src }, index) => [
      ["companies", "logos", index, "src"],
      src,
    ]),
  ),
  documents: withPublicFiles(documentsSchema, (data) =>
    data.sections.flatMap((section, sectionIndex) =>
      section.documents.map(
        ({ url }, documentIndex): [PropertyKey[], string] => [
          ["sections", sectionIndex, "documents", documentIndex, "url"],
          url,
        ],
      ),
    ),
  ),
  partners: withPublicFiles(partnersSchema, (data) =>
    (["aeita", "itaex"] as const).map((partner) => [
      [partner, "mark", "src"],
      data[partner].mark.src,
    ]),
  ),
  donation: withPublicFiles(donationSchema, (data) => [
    [["page", "campaign", "pdfPath"], data.page.campaign.pdfPath],
  ]),
};

/** The files whose schema builds their pictures with Astro's `image()`: their collections are below. */
const WITH_PICTURES = [
  "people",
  "impact",
] as const satisfies readonly FileCollection[];
type WithPictures = (typeof WITH_PICTURES)[number];

/** Every other file's collection, read with its schema. */
const officerCollections = Object.fromEntries(
  FILE_COLLECTIONS.filter(
    (name) => !(WITH_PICTURES as readonly FileCollection[]).includes(name),
  ).map((name) => [name, officerCollection(name, diskChecks[name])]),
) as {
  // Each read with its own schema, which Astro infers the collection's type from.
  [Name in Exclude<FileCollection, WithPictures>]: {
    loader: ReturnType<typeof officerFile>;
    schema: (typeof CONTENT_FILES)[Name]["schema"];
  };
};

// Officers write picture paths from content/; a text file sits in its language's folder, an
// article one folder further down.
const fromFolderDepth = (depth: number) => (path: unknown) =>
  typeof path === "string" ? `${"../".repeat(depth)}${path}` : path;

export const collections = {
  ...officerCollections,
  people: defineCollection({
    loader: officerFile(
      CONTENT_FILES.people.file,
      peopleSchemaWith(pictureOnDisk("portrait")),
    ),
    schema: ({ image }: SchemaContext) =>
      peopleSchemaWith(z.preprocess(fromFolderDepth(1), image())),
  }),
  impact: defineCollection({
    loader: officerFile(
      CONTENT_FILES.impact.file,
      impactSchemaWith(pictureOnDisk("photo")),
    ),
    schema: ({ image }: SchemaContext) =>
      impactSchemaWith(z.preprocess(fromFolderDepth(1), image())),
  }),
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

// The officers' files under content/ as Astro collections, each read with the schema of its kind
// (app/content/source/schema/). The build checks the same files first with Portuguese messages
// (scripts/build.mjs), so these schemas only ever see content that passed.
import {
  type BaseSchema,
  defineCollection,
  type SchemaContext,
} from "astro:content";
import { file, glob } from "astro/loaders";
import { z } from "zod";
import { parseAsWritten } from "./content/source/as-written.ts";
import { contentDir } from "./content/source/content-dir.ts";
import { publishedSheetsLoader } from "./screens/donors/published-snapshot.server.ts";
import {
  aboutSchema,
  dataFileSchemas,
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
  peopleSchemaWith,
  siteSchema,
} from "./content/source/schema.ts";

/** A YAML file that holds one entry, whose id is the collection's name. */
function singleEntry<Schema extends BaseSchema>(
  name: string,
  fileName: keyof typeof dataFileSchemas,
  schema: Schema | ((context: SchemaContext) => Schema),
) {
  return defineCollection({
    loader: file(`${contentDir}/${fileName}`, {
      // Unquoted keys and phones read as typed, as the content check reads them.
      parser: (text) => ({
        // The collection's schema checks the entry's shape.
        [name]: parseAsWritten(text, dataFileSchemas[fileName]) as Record<
          string,
          unknown
        >,
      }),
    }),
    schema,
  });
}

// Front matter is read as YAML 1.1, where an unquoted 2025-04-10 is a timestamp.
const calendarDay = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : value;

// Officers write image paths from content/; an article's file is one folder down.
const fromArticleFolder = (path: unknown) =>
  typeof path === "string" ? `../${path}` : path;

export const collections = {
  site: singleEntry("site", "site.yml", siteSchema),
  home: singleEntry("home", "inicio.yml", homeSchema),
  figures: singleEntry("figures", "numeros.yml", figuresSchema),
  institute: singleEntry("institute", "o-ita.yml", instituteSchema),
  about: singleEntry("about", "quem-somos.yml", aboutSchema),
  people: singleEntry("people", "pessoas.yml", ({ image }: SchemaContext) =>
    peopleSchemaWith(image()),
  ),
  documents: singleEntry("documents", "documentos.yml", documentsSchema),
  partners: singleEntry("partners", "parceiros.yml", partnersSchema),
  donation: singleEntry("donation", "doacao.yml", donationSchema),
  donationHelp: singleEntry(
    "donationHelp",
    "doacao-ajuda.yml",
    donationHelpSchema,
  ),
  newsTexts: singleEntry("newsTexts", "noticias.yml", newsTextsSchema),
  privacy: singleEntry("privacy", "privacidade.yml", privacySchema),
  // Not officers' files: the two donors sheets, as the build read them.
  publishedSheets: defineCollection({ loader: publishedSheetsLoader() }),
  news: defineCollection({
    loader: glob({ pattern: "*.md", base: `${contentDir}/noticias` }),
    schema: ({ image }) =>
      newsFrontMatterSchema.extend({
        date: z.preprocess(calendarDay, newsFrontMatterSchema.shape.date),
        image: z.preprocess(fromArticleFolder, image()),
      }),
  }),
};

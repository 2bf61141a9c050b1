// /impacto's content as the pages show it, in any language: each year's story picture built like
// an article's, each year's total summed, the years newest first.
import type { CollectionEntry } from "astro:content";
import { newsPicture } from "./pictures";
import type { FundedYearEntry, ImpactFile, Picture } from "./source/schema";
import { distributedIn, newestFirst } from "~/lib/impact";

/** A year as /impacto shows it: its story's picture built, its total summed. */
export type FundedYear = Omit<FundedYearEntry, "story"> & {
  story: Omit<FundedYearEntry["story"], "image"> & { image: Picture };
  distributed: number;
};

/** content/<language>/impacto.yml, built: its years and its key figures' returns newest first. */
export type Impact = Omit<ImpactFile, "years"> & { years: FundedYear[] };

export async function builtImpact(
  file: CollectionEntry<"impact">["data"],
): Promise<Impact> {
  const { years, keyFigures } = file;
  return {
    ...file,
    years: await Promise.all(
      newestFirst(years).map(async (year) => ({
        ...year,
        story: { ...year.story, image: await newsPicture(year.story.image) },
        distributed: distributedIn(year),
      })),
    ),
    keyFigures: {
      ...keyFigures,
      returns: {
        ...keyFigures.returns,
        years: newestFirst(keyFigures.returns.years),
      },
    },
  };
}

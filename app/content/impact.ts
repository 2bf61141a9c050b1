import { contentFile } from "./entries";
import { impactTexts } from "./impact-texts";

export { impactTexts };
import { newsPicture } from "./pictures";
import type { FundedYearEntry, KeyFigures, Picture } from "./source/schema";
import { fillIn } from "~/lib/fill-in";
import { distributedIn, latestYear, newestFirst } from "~/lib/impact";
import { formatLargeReais } from "~/lib/money";

/** A year as /impacto shows it: its story's picture built, its total summed. */
export type FundedYear = Omit<FundedYearEntry, "story"> & {
  story: Omit<FundedYearEntry["story"], "image"> & { image: Picture };
  distributed: number;
};

const { years, keyFigures: keyFiguresOfFile } = await contentFile("impact");

/** What the returns funded, newest year first, each story's picture made like an article's. */
export const fundedYears: FundedYear[] = await Promise.all(
  newestFirst(years).map(async (year) => ({
    ...year,
    story: { ...year.story, image: await newsPicture(year.story.image) },
    distributed: distributedIn(year),
  })),
);

/** The year the home page states: the latest one (the content check asks for one at least). */
export const latestFundedYear = latestYear(fundedYears) as FundedYear;

/** The key figures of /transparencia, with their returns newest year first. */
export const keyFigures: KeyFigures = {
  ...keyFiguresOfFile,
  returns: {
    ...keyFiguresOfFile.returns,
    years: newestFirst(keyFiguresOfFile.returns.years),
  },
};

/** "R$ 420 mil distribuídos em 2025": a year's total, in the words of content/pt-BR/impacto.yml. */
export function distributedStatement(year: {
  year: number;
  distributed: number;
}): string {
  return fillIn(impactTexts.distributedWords, {
    valor: formatLargeReais(year.distributed),
    ano: year.year,
  });
}

import { impactTexts } from "./impact-texts";
import { localized } from "./localized";
import type { FundedYear } from "./funded-years";
import type { KeyFigures } from "./source/schema";
import { fillIn } from "~/lib/fill-in";
import { latestYear } from "~/lib/impact";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locale";
import { formatLargeReais } from "~/lib/money";

export { impactTexts };
export type { FundedYear };

const impact = localized(DEFAULT_LOCALE, "impact");

/** What the returns funded, newest year first, each story's picture made like an article's. */
export const fundedYears: FundedYear[] = impact.years;

/** The year the home page states: the latest one (the content check asks for one at least). */
export const latestFundedYear = latestYear(fundedYears) as FundedYear;

/** The key figures of /transparencia, with their returns newest year first. */
export const keyFigures: KeyFigures = impact.keyFigures;

/**
 * "R$ 420 mil distribuídos em 2025" ("R$ 420 thousand distributed in 2025"): a year's total, in
 * the words of content/<language>/impacto.yml.
 */
export function distributedStatement(
  year: { year: number; distributed: number },
  locale: Locale = DEFAULT_LOCALE,
): string {
  return fillIn(localized(locale, "impact").distributedWords, {
    valor: formatLargeReais(year.distributed, locale),
    ano: year.year,
  });
}

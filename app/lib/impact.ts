// What the fund's returns funded, year by year, and the key figures beside the documents: the
// sums and rates the pages show, computed from the officers' amounts and percentages.

/** A year of what the returns funded: each item with its amount in reais. */
export type FundedYear = { year: number; funded: readonly { reais: number }[] };

/** What was distributed in a year: the sum of what it funded. */
export function distributedIn(year: FundedYear): number {
  return year.funded.reduce((sum, item) => sum + item.reais, 0);
}

/** The most recent year, wherever the officer listed it; undefined for no years. */
export function latestYear<Year extends { year: number }>(
  years: readonly Year[],
): Year | undefined {
  return years.reduce<Year | undefined>(
    (latest, year) => (!latest || year.year > latest.year ? year : latest),
    undefined,
  );
}

/** The years newest first, as the pages list them. */
export function newestFirst<Year extends { year: number }>(
  years: readonly Year[],
): Year[] {
  return [...years].sort((a, b) => b.year - a.year);
}

/**
 * The return above inflation, as a fraction, from the nominal return and the IPCA of the same
 * year in percent: (1 + nominal) / (1 + IPCA) - 1. 12% against 4% of inflation is 7.69%, not 8%.
 */
export function realReturn(nominalPercent: number, inflationPercent: number) {
  return (1 + nominalPercent / 100) / (1 + inflationPercent / 100) - 1;
}

/**
 * The sum of the shares in percent, to the hundredth: typed with decimals (33.33 + 33.33 +
 * 33.34), they add to 100 exactly, which binary fractions would miss by a hair.
 */
export function percentTotal(percents: readonly number[]): number {
  return (
    Math.round(percents.reduce((sum, share) => sum + share * 100, 0)) / 100
  );
}

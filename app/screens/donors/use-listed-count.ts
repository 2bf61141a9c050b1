import { useState } from "react";

/**
 * Donors a tier lists at first, and adds on each "Mostrar mais": the whole of a usual tier, and
 * few enough that a sheet of thousands renders and lays out in a short task. The search finds
 * everyone else.
 */
export const DONORS_PER_PAGE = 100;

/**
 * How many items of a list to show: a page, then a page more on each `showMore`. A new `listKey`
 * (another search) starts again from one page.
 */
export function useListedCount(total: number, listKey: string) {
  const [listed, setListed] = useState({ listKey, count: DONORS_PER_PAGE });
  if (listed.listKey !== listKey) {
    setListed({ listKey, count: DONORS_PER_PAGE });
  }
  const count = Math.min(listed.count, total);
  return {
    count,
    remaining: total - count,
    showMore: () =>
      setListed((current) => ({
        ...current,
        count: current.count + DONORS_PER_PAGE,
      })),
  };
}

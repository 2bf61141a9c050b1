import { type DonorTierGroup, groupDonorsByTier } from "~/sheets/donors";
import type { ListedDonor } from "~/sheets/donor-directory";

/**
 * Donors the page's HTML lists at most. A usual sheet fits whole; a sheet of tens of thousands
 * would make a page of megabytes that a slow phone parses for seconds before anything else, so
 * its last names are left to the live list and its search.
 */
const PUBLISHED_DONORS_LIMIT = 2_000;

/** The tiers the published list shows, highest first, within `limit`, and how many it leaves out. */
export function publishedTiers(
  donors: ListedDonor[],
  limit = PUBLISHED_DONORS_LIMIT,
): { groups: DonorTierGroup<ListedDonor>[]; leftOut: number } {
  let room = limit;
  const groups = groupDonorsByTier(donors).flatMap((group) => {
    const listed = group.donors.slice(0, room);
    room -= listed.length;
    return listed.length > 0 ? [{ ...group, donors: listed }] : [];
  });
  return { groups, leftOut: donors.length - (limit - room) };
}

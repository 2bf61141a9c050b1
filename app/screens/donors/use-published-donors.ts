import { useEffect, useState } from "react";
import type { ListedDonor } from "~/sheets/donor-directory";

/** Where the build publishes its list's donors (app/pages/data/doadores-publicados.json.ts). */
export const PUBLISHED_DONORS_PATH = "/data/doadores-publicados.json";

/**
 * The donors of the list the build published, once fetched: what the search finds while the live
 * sheets load. Undefined until they arrive, and when they cannot be fetched (the live sheets
 * still come).
 */
export function usePublishedDonors(): ListedDonor[] | undefined {
  const [donors, setDonors] = useState<ListedDonor[]>();
  useEffect(() => {
    const controller = new AbortController();
    fetch(PUBLISHED_DONORS_PATH, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((listed: ListedDonor[] | undefined) => setDonors(listed))
      .catch(() => {});
    return () => controller.abort();
  }, []);
  return donors;
}

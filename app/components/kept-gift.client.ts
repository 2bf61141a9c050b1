// The gift on screen, kept in the tab's session storage: a phone that discards the tab while the
// donor pays in the bank app loads the page again, and the donor must find the gift she paid,
// with its reference, for the notice she sends next. The same storage comes back with a
// restored tab; it is the tab's alone, and goes with it.
import type { Gift } from "~/lib/pix-gift";
import { readStoredGift, storedGiftText } from "~/lib/stored-gift";

/** One gift a tab: the Portuguese and the English page show the same one. */
export const KEPT_GIFT_KEY = "pix-gift";

/** The gift kept in this tab, if it still makes a gift (see `readStoredGift`). */
export function recallGift(now = Date.now()): Gift | undefined {
  try {
    return readStoredGift(sessionStorage.getItem(KEPT_GIFT_KEY), now);
  } catch {
    // Storage refused (a browser's setting, a sandboxed frame): the page works as before.
    return undefined;
  }
}

/** Keeps `gift` in this tab, in place of the one kept before. */
export function keepGift(gift: Gift, now = Date.now()) {
  try {
    sessionStorage.setItem(KEPT_GIFT_KEY, storedGiftText(gift, now));
  } catch {
    // Storage refused or full: the gift is not kept, and the page goes on.
  }
}

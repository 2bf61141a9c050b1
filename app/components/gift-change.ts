import type { Gift } from "~/lib/pix-gift";

/**
 * What the Pix block (`<give-by-pix>`) shows, told to the rest of the page: the notify form
 * starts from it. The block keeps the latest in its `data-gift` attribute (JSON), so a script
 * that starts after it reads it there, and sends `GIFT_CHANGE` (bubbling) each time it changes.
 */
export type GiftShown = {
  /** The gift the code on screen carries; null while no code is shown (an amount being fixed). */
  gift: Gift | null;
  /** The reference the code carries (field 62-05), "" while no code is shown. */
  reference: string;
  /** The donor chose to give every month. */
  monthly: boolean;
};

export const GIFT_CHANGE = "gift-change";
export const GIFT_SHOWN_ATTRIBUTE = "data-gift";

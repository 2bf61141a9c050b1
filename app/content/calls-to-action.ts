import { site } from "./site";

/** A closing invitation to donate; several screens end with one. */
export type { CallToAction } from "./source/schema";

export const { news: newsCallToAction, institution: institutionCallToAction } =
  site.callsToAction;

import { getEntry } from "astro:content";
import {
  type PublishedSnapshot,
  publishedSnapshot,
} from "~/sheets/published-snapshot.server";

const publishedSheets = await getEntry("publishedSheets", "publicadas");
if (!publishedSheets)
  throw new Error("As planilhas de doadores não foram lidas.");

/** The donors sheets as this build read them, dated: the list and ranking it publishes. */
export const publishedDonors: PublishedSnapshot = publishedSnapshot(
  publishedSheets.data,
);

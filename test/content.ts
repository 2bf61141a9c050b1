// The site's content as Astro reads it from content/ (or CONTENT_DIR), so that the tests take
// counts, titles and texts from the officers' files and follow their edits.
import { dayInBrasilia } from "../app/lib/dates.ts";
import { readSiteContent, readTranslatedContent } from "./site-content.ts";

export const content = await readSiteContent();

/**
 * The day the pages state the campaign on: the build's, taken as today's, since the tests run
 * against a build of the same day.
 */
export const buildDay = dayInBrasilia();

export const {
  documents,
  figures,
  newsArticles,
  newsArticleBodies,
  newsTexts,
  peopleGroups,
  partners,
  institute,
  site,
} = content;
export const {
  pix: donationPix,
  bankAccount,
  page: donationPage,
} = content.donation;
export const {
  contacts: donationContacts,
  notify: notifyTexts,
  faq: donationQuestions,
  otherWaysSection,
  otherWays,
} = content.donationHelp;
/** Giving from abroad (content/pt-BR/doacao-exterior.yml), on /doacao. */
export const { abroad } = content;

/** The files written in full in English, facts included, as the English pages read them. */
export const english = await readTranslatedContent("en");

/** The English file of `key`; throws when content/en lacks it. */
export function inEnglish<K extends keyof typeof english>(
  key: K,
): NonNullable<(typeof english)[K]> {
  const file = english[key];
  if (!file) throw new Error(`content/en has no ${String(key)}`);
  return file;
}

// The site's content, read from content/ (or CONTENT_DIR) the way the build reads it, so that
// the tests take counts, titles and texts from the officers' files and follow their edits.
import { readContentOrThrow } from "../app/content/source/reader.server.ts";

export const content = await readContentOrThrow();

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
} = content.donationHelp;

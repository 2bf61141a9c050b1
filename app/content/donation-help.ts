import { contentFile } from "./entries";
import type { DonationHelp } from "./source/schema";

/** The fund's contacts: the WhatsApp and e-mail donors notify, and the one for large gifts. */
export type DonationContacts = DonationHelp["contacts"];
/** The texts of the form that tells the fund about a gift. */
export type NotifyTexts = DonationHelp["notify"];
/** One question donors ask, with its answer. */
export type DonationQuestion = DonationHelp["faq"][number];
/** A page of a payment provider (card, boleto, monthly giving). */
export type OtherWayToGive = DonationHelp["otherWays"][number];

/** content/pt-BR/doacao-ajuda.yml */
export const {
  contacts: donationContacts,
  notify: notifyTexts,
  faqSection,
  faq: donationQuestions,
  otherWaysSection,
  otherWays,
} = await contentFile("donationHelp");

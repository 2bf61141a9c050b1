import { contentFile } from "./entries";
import type { Abroad, Donation } from "./source/schema";

/** The texts of /doacao and /en/give, in either language. */
export type DonationPage = Donation["page"];
/** The amount field's messages, by kind of mistake, as content writes them (`{valor}` unfilled). */
export type AmountErrorTemplates = DonationPage["give"]["amountErrors"];
/** The bank account donations go to. */
export type BankAccount = Donation["bankAccount"];
/**
 * The fund's Pix data; the content check has already validated the key against its kind and the
 * receiver name and city against the BR Code's limits.
 */
export type DonationPix = Donation["pix"];
/** Giving from abroad: the US partner foundation, matching gifts and the international wire. */
export type GivingFromAbroadTexts = Abroad;

/** content/pt-BR/doacao.yml */
export const {
  pix: donationPix,
  bankAccount,
  page: donationPage,
} = await contentFile("donation");

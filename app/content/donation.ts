import { contentFile } from "./entries";
import type { Donation } from "./source/schema";

/** The texts of /doacao. */
export type DonationPage = Donation["page"];
/** One way to give from the United States. */
export type UsGivingOption = Donation["page"]["usDonors"]["options"][number];
/** The bank account donations go to. */
export type BankAccount = Donation["bankAccount"];
/**
 * The fund's Pix data; the content check has already validated the key against its kind and the
 * receiver name and city against the BR Code's limits.
 */
export type DonationPix = Donation["pix"];

/** content/pt-BR/doacao.yml */
export const {
  pix: donationPix,
  bankAccount,
  page: donationPage,
} = await contentFile("donation");

import type { DonationHelp } from "./source/schema";

/** The texts of the form that tells the fund about a gift. */
export type NotifyTexts = DonationHelp["notify"];
/** One question donors ask, with its answer. */
export type DonationQuestion = DonationHelp["faq"][number];

import type { Donation } from "./source/schema";

/** The texts of /doacao and /en/give, in either language. */
export type DonationPage = Donation["page"];
/** The amount field's messages, by kind of mistake, as content writes them (`{valor}` unfilled). */
export type AmountErrorTemplates = DonationPage["give"]["amountErrors"];

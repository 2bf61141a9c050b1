import { contentFile } from "./entries";
import type { Partners } from "./source/schema";

type Itaex = Partners["itaex"];

/** A partner association's mark, a small SVG under public/images/partners/. */
export type PartnerMark = Itaex["mark"];
/** How a partner association presents itself at the top of its section. */
export type PartnerIdentity = Pick<
  Itaex,
  "acronym" | "name" | "mark" | "legalForm"
>;
/** Words of a person who benefited from a partner's work. */
export type Testimonial = Partners["aeita"]["testimonial"];
/** One line of work of a partner association. */
export type PartnerActivity = Itaex["activities"][number];
/** A student technical initiative the alumni support association funds. */
export type TechnicalInitiative = Itaex["initiatives"][number];
/** Keys that tie each supported initiative to its icon on the screen. */
export type InitiativeId = TechnicalInitiative["id"];

/** The texts of /parceiros (content/pt-BR/parceiros.yml). */
export const partners = await contentFile("partners");

/** The name of a card's icon, e.g. "graduation-cap": the officers choose it in content/. */
export type { CardIconName } from "./source/schema";

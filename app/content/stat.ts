/** A headline figure: "R$ 14M+" over "em doações comprometidas". */
export type { Stat } from "./source/schema";

/** A headline figure: "R$ 14M+" over "em doações comprometidas". */
export type Stat = { value: string; label: string };

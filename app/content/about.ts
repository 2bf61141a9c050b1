import type { About } from "./source/schema";

/** One of the fund's governing bodies, as a card in the governance chart. */
export type { GovernanceBody } from "./source/schema";
/** One row of the chart: a body in the chain of command and, optionally, the body beside it. */
export type GovernanceLevel = About["governance"]["levels"][number];

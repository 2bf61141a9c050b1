import type { Home } from "./source/schema";

export type Reason = Home["reasons"]["items"][number];
export type FundModelCard = Home["fundModel"]["cards"][number];

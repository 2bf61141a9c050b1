import { contentFile } from "./entries";
import type { Home } from "./source/schema";

export type Reason = Home["reasons"]["items"][number];
export type FundModelCard = Home["fundModel"]["cards"][number];

/** The home page's texts and figures (content/pt-BR/inicio.yml). */
export const home = await contentFile("home");

import { contentFile } from "./entries";
import type { Institute } from "./source/schema";

/** One reason the institute stands apart, shown as a card with an icon. */
export type Differentiator = Institute["differentiators"]["items"][number];
/** A field of the economy the institute's research and graduates serve. */
export type StrategicSector = Institute["sectors"]["items"][number];
/** A wordmark (SVG under public/images/companies/) in the row of alumni companies. */
export type CompanyLogo = Institute["companies"]["logos"][number];

/** The texts of /o-ita (content/pt-BR/o-ita.yml). */
export const institute = await contentFile("institute");

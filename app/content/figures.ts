import { contentFile } from "./entries";
import type { Figures } from "./source/schema";

export type { FigureName, Figures } from "./source/schema";

/** The fund's figures with their dates (content/pt-BR/numeros.yml). */
export const figures: Figures = await contentFile("figures");

import { contentFile } from "./entries";
import type { GivingDayFile } from "./source/schema";

/** The giving day and the words of its page and announcement (content/pt-BR/dia-de-doar.yml). */
export const givingDayFile: GivingDayFile = await contentFile("givingDay");

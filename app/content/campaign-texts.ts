import { contentFile } from "./entries";
import type { Campaign } from "./source/schema";

/** The words of the campaign's progress, on /doadores and /doacao (content/pt-BR/campanha.yml). */
export const campaignTexts: Campaign = await contentFile("campaign");

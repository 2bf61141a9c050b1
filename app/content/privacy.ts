import { contentFile } from "./entries";

/** The privacy page's texts (content/pt-BR/privacidade.yml). */
export const privacy = await contentFile("privacy");

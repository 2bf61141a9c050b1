import { contentFile } from "./entries";

/** The privacy page's texts (content/privacidade.yml). */
export const privacy = await contentFile("privacy");

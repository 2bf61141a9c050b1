import { contentFile } from "./entries";

/** The texts of /legados, in Portuguese only (content/pt-BR/legados.yml). */
export const plannedGiving = await contentFile("plannedGiving");

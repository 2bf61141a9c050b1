import { contentFile } from "./entries";
import type { DonorsPage } from "./source/schema";

/** The texts of /doadores (content/pt-BR/doadores.yml); names and amounts come from the sheets. */
export const donorsPage: DonorsPage = await contentFile("donorsPage");

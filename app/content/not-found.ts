import { contentFile } from "./entries";

/** The not-found page's texts beside the spec's fixed words (content/pt-BR/pagina-nao-encontrada.yml). */
export const notFound = await contentFile("notFound");

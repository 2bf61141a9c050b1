import { contentFile } from "./entries";
import type { DocumentLink } from "./source/schema";

/** The texts and documents of /transparencia (content/pt-BR/documentos.yml). */
export const transparency = await contentFile("documents");

/** The fund's statute, also offered on /quem-somos; the content check makes sure it is listed. */
export const statute = transparency.sections
  .flatMap((section) => section.documents)
  .find((document) => document.url === transparency.statuteUrl) as DocumentLink;

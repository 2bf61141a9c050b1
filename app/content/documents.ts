import documents from "virtual:content/documents";
import type { DocumentLink, Documents } from "./source/schema";

/** A downloadable file on /transparencia, under public/documents/. */
export type { DocumentLink } from "./source/schema";
/** A group of documents under one heading. */
export type DocumentSection = Documents["sections"][number];

/** The texts and documents of /transparencia (content/documentos.yml). */
export const transparency = documents;

/** The fund's statute, also offered on /quem-somos; the content check makes sure it is listed. */
export const statute = documents.sections
  .flatMap((section) => section.documents)
  .find((document) => document.url === documents.statuteUrl) as DocumentLink;

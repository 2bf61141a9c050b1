import { z } from "zod";
import { calendarDate, hero, meta, publicFile, text } from "./fields.ts";

const documentLink = z.strictObject({
  title: text,
  description: text,
  url: publicFile,
  /** The day the fund published this version; a re-exported file keeps it. */
  date: calendarDate,
});

/** content/documentos.yml */
export const documentsSchema = z.strictObject({
  meta,
  hero,
  downloadLabel: text,
  newTabHint: text,
  /** Before a document's date, e.g. "publicado em". */
  dateLabel: text,
  /** Shown in a section whose documents are not published yet. */
  emptySection: text,
  /** The statute, also offered on /quem-somos: the address of one of the documents below. */
  statuteUrl: publicFile,
  sections: z
    .array(
      z.strictObject({ title: text, documents: z.array(documentLink) }),
    )
    .min(1),
});

export type DocumentLink = z.infer<typeof documentLink>;
export type Documents = z.infer<typeof documentsSchema>;

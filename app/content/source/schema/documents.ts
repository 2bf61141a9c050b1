import { z } from "zod";
import { hero, meta, publicFile, text } from "./fields.ts";

const documentLink = z.strictObject({
  title: text,
  description: text,
  url: publicFile,
});

/** content/documentos.yml */
export const documentsSchema = z.strictObject({
  meta,
  hero,
  downloadLabel: text,
  newTabHint: text,
  /** The statute, also offered on /quem-somos: the address of one of the documents below. */
  statuteUrl: publicFile,
  sections: z
    .array(
      z.strictObject({ title: text, documents: z.array(documentLink).min(1) }),
    )
    .min(1),
});

export type DocumentLink = z.infer<typeof documentLink>;
export type Documents = z.infer<typeof documentsSchema>;

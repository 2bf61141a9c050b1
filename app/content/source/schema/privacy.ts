import { z } from "zod";
import { emailAddress } from "./donation-help.ts";
import { hero, meta, text } from "./fields.ts";

/** content/privacidade.yml: what the site publishes about donors, and whom to write to. */
export const privacySchema = z.strictObject({
  meta,
  hero,
  sections: z
    .array(
      z.strictObject({ title: text, paragraphs: z.array(text).min(1) }),
    )
    .min(1),
  controller: z.strictObject({
    title: text,
    text: text,
    controllerLabel: text,
    /** The "encarregado" of the LGPD, the data protection officer. */
    dpoLabel: text,
    dpoEmail: emailAddress,
  }),
});

export type Privacy = z.infer<typeof privacySchema>;

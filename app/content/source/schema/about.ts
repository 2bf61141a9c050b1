import { z } from "zod";
import { hero, meta, text } from "./fields.ts";

const governanceBody = z.strictObject({
  name: text,
  relation: text.optional(),
  description: text,
});

/** content/quem-somos.yml */
export const aboutSchema = z.strictObject({
  meta,
  hero,
  history: z.strictObject({
    title: text,
    paragraphs: z.array(text).min(1),
    principles: z.array(text).min(1),
  }),
  governance: z.strictObject({
    title: text,
    lead: text,
    chartLabel: text,
    statuteLabel: text,
    statuteHint: text,
    levels: z
      .array(
        z.strictObject({
          body: governanceBody,
          beside: governanceBody.optional(),
        }),
      )
      .min(1),
  }),
  people: z.strictObject({ title: text, lead: text }),
});

export type About = z.infer<typeof aboutSchema>;
export type GovernanceBody = z.infer<typeof governanceBody>;

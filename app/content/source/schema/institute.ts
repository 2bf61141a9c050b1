import { z } from "zod";
import {
  cardIcon,
  hero,
  iconCard,
  meta,
  publicFile,
  stat,
  text,
} from "./fields.ts";

/** content/o-ita.yml */
export const instituteSchema = z.strictObject({
  meta,
  hero,
  stats: z.strictObject({ label: text, items: z.array(stat).min(1) }),
  differentiators: z.strictObject({
    title: text,
    items: z.array(iconCard).min(1),
  }),
  sectors: z.strictObject({
    title: text,
    lead: text,
    items: z
      .array(z.strictObject({ name: text, text: text, icon: cardIcon }))
      .min(1),
  }),
  companies: z.strictObject({
    title: text,
    lead: text,
    logos: z
      .array(
        z.strictObject({
          name: text,
          src: publicFile,
          width: z.number().int().positive(),
          height: z.number().int().positive(),
        }),
      )
      .min(1),
  }),
  education: z.strictObject({ title: text, paragraphs: z.array(text).min(1) }),
});

export type Institute = z.infer<typeof instituteSchema>;

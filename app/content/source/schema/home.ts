import { z } from "zod";
import { figureName } from "./figures.ts";
import { hero, iconCard, meta, sitePath, text } from "./fields.ts";

/** content/inicio.yml */
export const homeSchema = z.strictObject({
  meta,
  hero: hero.extend({ donateLabel: text }),
  /** Which of the fund's figures (content/numeros.yml) the home page shows, in order. */
  stats: z.array(figureName).min(1),
  about: z.strictObject({
    title: text,
    paragraphs: z.array(text).min(1),
    linkLabel: text,
    href: sitePath,
  }),
  reasons: z.strictObject({ title: text, items: z.array(iconCard).min(1) }),
  fundModel: z.strictObject({
    title: text,
    cards: z
      .array(
        z.strictObject({
          title: text,
          points: z.array(text).min(1),
          soonPoint: text.optional(),
        }),
      )
      .min(1),
  }),
  latestNews: z.strictObject({ title: text, allNewsLabel: text }),
});

export type Home = z.infer<typeof homeSchema>;

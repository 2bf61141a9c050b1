import { z } from "zod";
import { hero, iconCard, meta, publicFile, stat, text } from "./fields.ts";

const svgMark = z.strictObject({
  src: publicFile,
  alt: text,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

const initiativeIds = [
  "robotics",
  "evtol",
  "rockets",
  "cubesat",
  "biorobotics",
  "formula",
  "aerodesign",
  "baja",
  "chess",
  "math",
  "junior-consultancy",
  "defence-studies",
] as const;

/** content/parceiros.yml */
export const partnersSchema = z.strictObject({
  meta,
  hero,
  missionTitle: text,
  aeita: z.strictObject({
    acronym: text,
    name: text,
    mark: svgMark,
    mission: text,
    scholarship: z.strictObject({
      title: text,
      text: text,
      figures: z.array(stat).min(1),
    }),
    testimonial: z.strictObject({ quote: text, author: text, detail: text }),
  }),
  itaex: z.strictObject({
    acronym: text,
    name: text,
    legalForm: text.optional(),
    mark: svgMark,
    mission: text,
    activitiesTitle: text,
    activities: z.array(iconCard).min(1),
    initiativesTitle: text,
    initiatives: z
      .array(
        z.strictObject({
          id: z.enum(initiativeIds, {
            error: (issue) =>
              issue.input === undefined
                ? undefined
                : `'${String(issue.input)}' não é um ícone conhecido; use um destes: ${initiativeIds.join(", ")}`,
          }),
          name: text,
          description: text,
        }),
      )
      .min(1),
  }),
});

export type Partners = z.infer<typeof partnersSchema>;

import { z } from "zod";
import { hero, iconCard, meta, publicFile, stat, text } from "./fields.ts";

const svgMark = z
  .strictObject({
    src: publicFile.meta({ label: "Endereço do arquivo SVG" }),
    alt: text.meta({ label: "Descrição da imagem" }),
    width: z.number().int().positive().meta({ label: "Largura (px)" }),
    height: z.number().int().positive().meta({ label: "Altura (px)" }),
  })
  .meta({ label: "Marca", collapsed: true });

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

/** content/pt-BR/parceiros.yml */
export const partnersSchema = z.strictObject({
  meta,
  hero,
  missionTitle: text.meta({ label: "Título das missões" }),
  aeita: z
    .strictObject({
      acronym: text.meta({ label: "Sigla" }),
      name: text.meta({ label: "Nome" }),
      mark: svgMark,
      mission: text.meta({ label: "Missão", widget: "text" }),
      scholarship: z
        .strictObject({
          title: text.meta({ label: "Nome da bolsa" }),
          text: text.meta({ label: "Texto", widget: "text" }),
          figures: z
            .array(stat)
            .min(1)
            .meta({ label: "Números", labelSingular: "número" }),
        })
        .meta({ label: "Bolsa" }),
      testimonial: z
        .strictObject({
          quote: text.meta({ label: "Depoimento", widget: "text" }),
          author: text.meta({ label: "Autor" }),
          detail: text.meta({ label: "Quem é" }),
        })
        .meta({ label: "Depoimento" }),
    })
    .meta({ label: "AEITA" }),
  itaex: z
    .strictObject({
      acronym: text.meta({ label: "Sigla" }),
      name: text.meta({ label: "Nome" }),
      legalForm: text.optional().meta({ label: "Natureza jurídica" }),
      mark: svgMark,
      mission: text.meta({ label: "Missão", widget: "text" }),
      activitiesTitle: text.meta({ label: "Título das atividades" }),
      activities: z
        .array(iconCard)
        .min(1)
        .meta({ label: "Atividades", labelSingular: "atividade" }),
      initiativesTitle: text.meta({ label: "Título das iniciativas" }),
      initiatives: z
        .array(
          z.strictObject({
            id: z
              .enum(initiativeIds, {
                error: (issue) =>
                  issue.input === undefined
                    ? undefined
                    : `'${String(issue.input)}' não é um ícone conhecido; use um destes: ${initiativeIds.join(", ")}`,
              })
              .meta({
                label: "Ícone",
                options: {
                  robotics: "Robótica",
                  evtol: "eVTOL",
                  rockets: "Foguetes",
                  cubesat: "CubeSat",
                  biorobotics: "Biorrobótica",
                  formula: "Fórmula",
                  aerodesign: "Aerodesign",
                  baja: "Baja",
                  chess: "Xadrez",
                  math: "Matemática",
                  "junior-consultancy": "Empresa júnior",
                  "defence-studies": "Estudos de defesa",
                },
              }),
            name: text.meta({ label: "Nome" }),
            description: text.meta({ label: "Descrição", widget: "text" }),
          }),
        )
        .min(1)
        .meta({
          label: "Iniciativas técnicas",
          labelSingular: "iniciativa",
          summary: "{{fields.name}}",
        }),
    })
    .meta({ label: "ITAEx" }),
});

export type Partners = z.infer<typeof partnersSchema>;

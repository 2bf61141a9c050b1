import { z } from "zod";
import { cardIcon, hero, iconCard, meta, paragraphs, publicFile, stat, text } from "./fields.ts";

/** content/pt-BR/o-ita.yml */
export const instituteSchema = z.strictObject({
  meta,
  hero,
  stats: z
    .strictObject({
      label: text.meta({ label: "Título (lido por leitores de tela)" }),
      items: z
        .array(stat)
        .min(1)
        .meta({ label: "Números", labelSingular: "número" }),
    })
    .meta({ label: "Números do ITA" }),
  differentiators: z
    .strictObject({
      title: text.meta({ label: "Título" }),
      items: z
        .array(iconCard)
        .min(1)
        .meta({ label: "Diferenciais", labelSingular: "diferencial" }),
    })
    .meta({ label: "Diferenciais" }),
  sectors: z
    .strictObject({
      title: text.meta({ label: "Título" }),
      lead: text.meta({ label: "Texto", widget: "text" }),
      items: z
        .array(
          z.strictObject({
            name: text.meta({ label: "Nome" }),
            text: text.meta({ label: "Texto", widget: "text" }),
            icon: cardIcon,
          }),
        )
        .min(1)
        .meta({ label: "Setores", labelSingular: "setor" }),
    })
    .meta({ label: "Setores estratégicos" }),
  companies: z
    .strictObject({
      title: text.meta({ label: "Título" }),
      lead: text.meta({ label: "Texto", widget: "text" }),
      logos: z
        .array(
          z.strictObject({
            name: text.meta({ label: "Nome da empresa" }),
            src: publicFile.meta({ label: "Endereço do arquivo SVG" }),
            width: z.number().int().positive().meta({ label: "Largura (px)" }),
            height: z.number().int().positive().meta({ label: "Altura (px)" }),
          }),
        )
        .min(1)
        .meta({
          label: "Logotipos",
          labelSingular: "logotipo",
          summary: "{{fields.name}}",
        }),
    })
    .meta({ label: "Empresas de ex-alunos" }),
  education: z
    .strictObject({
      title: text.meta({ label: "Título" }),
      paragraphs,
    })
    .meta({ label: "Formação" }),
});

export type Institute = z.infer<typeof instituteSchema>;

import { z } from "zod";
import { emailAddress } from "./donation-help.ts";
import { hero, meta, paragraphs, text } from "./fields.ts";

/** content/pt-BR/privacidade.yml: what the site publishes about donors, and whom to write to. */
export const privacySchema = z.strictObject({
  meta,
  hero,
  sections: z
    .array(
      z.strictObject({
        title: text.meta({ label: "Título" }),
        paragraphs,
      }),
    )
    .min(1)
    .meta({
      label: "Seções",
      labelSingular: "seção",
      summary: "{{fields.title}}",
    }),
  controller: z
    .strictObject({
      title: text.meta({ label: "Título" }),
      text: text.meta({ label: "Texto", widget: "text" }),
      controllerLabel: text.meta({
        label: "Título antes da entidade responsável",
      }),
      /** The "encarregado" of the LGPD, the data protection officer. */
      dpoLabel: text.meta({ label: "Título antes do e-mail do encarregado" }),
      dpoEmail: emailAddress.meta({
        label: "E-mail do encarregado de dados",
        shared: true,
      }),
    })
    .meta({
      label: "A quem escrever (LGPD)",
      hint: 'O controlador é a entidade responsável, em "Textos do site".',
    }),
});

export type Privacy = z.infer<typeof privacySchema>;

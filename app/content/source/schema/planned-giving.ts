import { z } from "zod";
import { faqFields } from "./donation-help.ts";
import { hero, meta, paragraphs, text, textWith, titledText } from "./fields.ts";

const titledParagraphs = z.strictObject({
  title: text.meta({ label: "Título" }),
  paragraphs,
});

const titledList = z
  .strictObject({
    title: text.meta({ label: "Título" }),
    items: z
      .array(text.meta({ label: "Item", widget: "text" }))
      .min(1)
      .meta({ label: "Itens", labelSingular: "item" }),
  });

/**
 * content/pt-BR/legados.yml: the page /legados, on bequests and other planned gifts, what the law
 * allows, how a conversation with the fund goes, and the fund's gift acceptance policy.
 */
export const plannedGivingSchema = z.strictObject({
  meta,
  hero,
  ways: z
    .strictObject({
      title: text.meta({ label: "Título" }),
      lead: text.meta({ label: "Texto", widget: "text" }),
      items: z
        .array(
          titledParagraphs.extend({
            example: z
              .strictObject({
                title: text.meta({ label: "Título" }),
                text: textWith("entidade", "cnpj").meta({
                  label: "Texto",
                  widget: "text",
                  hint: "{entidade} e {cnpj} mostram a razão social e o CNPJ do fundo, de \"Textos do site\".",
                }),
              })
              .optional()
              .meta({ label: "Exemplo de cláusula", collapsed: true }),
          }),
        )
        .min(1)
        .meta({
          label: "Formas",
          labelSingular: "forma",
          summary: "{{fields.title}}",
        }),
    })
    .meta({ label: "Formas de doação planejada" }),
  law: titledParagraphs.meta({ label: "O que a lei permite" }),
  conversation: z
    .strictObject({
      title: text.meta({ label: "Título" }),
      lead: text.meta({ label: "Texto", widget: "text" }),
      steps: z
        .array(titledText)
        .min(1)
        .meta({
          label: "Passos",
          labelSingular: "passo",
          summary: "{{fields.title}}",
        }),
    })
    .meta({
      label: "Como é a conversa com o fundo",
      hint: 'O contato mostrado é o de grandes doações, em "Doação: avisos e perguntas".',
    }),
  policy: z
    .strictObject({
      title: text.meta({ label: "Título" }),
      lead: text.meta({ label: "Texto", widget: "text" }),
      accepted: titledList.meta({ label: "O que o fundo aceita" }),
      refused: titledList.meta({ label: "O que o fundo recusa" }),
      sections: z.array(titledParagraphs).min(1).meta({
        label: "Seções",
        labelSingular: "seção",
        summary: "{{fields.title}}",
      }),
    })
    .meta({ label: "Política de aceitação de doações" }),
  ...faqFields,
});

export type PlannedGiving = z.infer<typeof plannedGivingSchema>;

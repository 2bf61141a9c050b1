import { z } from "zod";
import { hero, meta, paragraphs, text, textWith } from "./fields.ts";

const governanceBody = z.strictObject({
  name: text.meta({ label: "Nome" }),
  relation: text.optional().meta({ label: "Relação com os outros órgãos" }),
  description: text.meta({ label: "Atribuições", widget: "text" }),
});

/** content/pt-BR/quem-somos.yml */
export const aboutSchema = z.strictObject({
  meta,
  hero,
  history: z
    .strictObject({
      title: text.meta({ label: "Título" }),
      paragraphs,
      principles: z
        .array(text.meta({ label: "Princípio" }))
        .min(1)
        .meta({ label: "Princípios", labelSingular: "princípio" }),
    })
    .meta({ label: "História" }),
  governance: z
    .strictObject({
      title: text.meta({ label: "Título" }),
      lead: text.meta({ label: "Texto", widget: "text" }),
      chartLabel: text.meta({
        label: "Descrição do organograma (leitores de tela)",
      }),
      statuteLabel: text.meta({ label: "Texto do link do estatuto" }),
      statuteHint: text.meta({ label: "Aviso do link do estatuto" }),
      levels: z
        .array(
          z.strictObject({
            body: governanceBody.meta({ label: "Órgão" }),
            beside: governanceBody.optional().meta({ label: "Órgão ao lado" }),
          }),
        )
        .min(1)
        .meta({ label: "Níveis do organograma", labelSingular: "nível" }),
    })
    .meta({ label: "Governança" }),
  people: z
    .strictObject({
      title: text.meta({ label: "Título" }),
      lead: text.meta({ label: "Texto", widget: "text" }),
      classLabel: textWith("turma").meta({
        label: "Turma de uma pessoa",
        hint: "Abaixo do cargo; {turma} é a turma da pessoa, como T98.",
      }),
      photoAlt: textWith("nome").meta({
        label: "Descrição da foto (leitores de tela)",
        hint: "{nome} é o nome da pessoa.",
      }),
    })
    .meta({ label: "Seção das pessoas" }),
});

export type About = z.infer<typeof aboutSchema>;
export type GovernanceBody = z.infer<typeof governanceBody>;

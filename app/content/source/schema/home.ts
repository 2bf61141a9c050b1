import { z } from "zod";
import { figureName } from "./figures.ts";
import { hero, iconCard, meta, paragraphs, sitePath, text } from "./fields.ts";

/** content/pt-BR/inicio.yml */
export const homeSchema = z.strictObject({
  meta,
  // `.extend()` leaves the group's own label behind.
  hero: hero
    .extend({ donateLabel: text.meta({ label: "Texto do botão de doar" }) })
    .meta({ label: "Topo da página" }),
  /** Which of the fund's figures (content/pt-BR/numeros.yml) the home page shows, in order. */
  stats: z
    .array(figureName)
    .min(1)
    .meta({
      shared: true,
      label: "Números do fundo mostrados",
      hint: 'Os valores e as datas ficam em "Números do fundo"; aqui, só quais aparecem e em que ordem.',
    }),
  statsLabel: text.meta({
    label: "Nome da faixa de números",
    hint: "Lido pelos leitores de tela.",
  }),
  about: z
    .strictObject({
      title: text.meta({ label: "Título" }),
      paragraphs,
      linkLabel: text.meta({ label: "Texto do link" }),
      href: sitePath.meta({ label: "Endereço do link" }),
    })
    .meta({ label: "O que é o Endowment ITA" }),
  reasons: z
    .strictObject({
      title: text.meta({ label: "Título" }),
      items: z
        .array(iconCard)
        .min(1)
        .meta({ label: "Motivos", labelSingular: "motivo" }),
    })
    .meta({ label: "Por que doar" }),
  fundModel: z
    .strictObject({
      title: text.meta({ label: "Título" }),
      cards: z
        .array(
          z.strictObject({
            title: text.meta({ label: "Título" }),
            points: z
              .array(text.meta({ label: "Item" }))
              .min(1)
              .meta({ label: "Itens", labelSingular: "item" }),
            soonPoint: text.optional().meta({ label: 'Item "em breve"' }),
          }),
        )
        .min(1)
        .meta({ label: "Quadros", labelSingular: "quadro" }),
      soonLabel: text.meta({
        label: 'Selo do item "em breve"',
        hint: "Aparece ao lado do item em breve de um quadro.",
      }),
    })
    .meta({ label: "Como funciona o fundo" }),
  latestNews: z
    .strictObject({
      title: text.meta({ label: "Título" }),
      allNewsLabel: text.meta({ label: "Texto do link para todas" }),
      readMoreLabel: text.meta({ label: "Texto do link de cada notícia" }),
    })
    .meta({ label: "Últimas notícias" }),
});

export type Home = z.infer<typeof homeSchema>;

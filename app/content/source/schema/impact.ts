import { z } from "zod";
import { percentTotal } from "../../../lib/impact.ts";
import { reais } from "./figures.ts";
import {
  calendarDate,
  contentImage,
  hero,
  meta,
  paragraphs,
  text,
  textWith,
} from "./fields.ts";

const year = z
  .number({
    error: (issue) =>
      issue.input === undefined
        ? undefined
        : `'${String(issue.input)}' não é um ano (escreva os quatro algarismos: 2025)`,
  })
  .int({ error: (issue) => `'${String(issue.input)}' não é um ano (escreva os quatro algarismos: 2025)` })
  .min(2000, { error: (issue) => `'${String(issue.input)}' não é um ano do fundo (escreva os quatro algarismos: 2025)` })
  .max(2100, { error: (issue) => `'${String(issue.input)}' não é um ano do fundo (escreva os quatro algarismos: 2025)` })
  .meta({ label: "Ano", shared: true });

/** A list of years in which each year appears once, its items named `what` in the message. */
function oncePerYear<Item extends z.ZodType<{ year: number }>>(item: Item) {
  return z.array(item).superRefine((entries, context) => {
    entries.forEach(({ year }, index) => {
      const first = entries.findIndex((entry) => entry.year === year);
      if (first !== index)
        context.addIssue({
          code: "custom",
          path: [index, "year"],
          message: `o ano ${year} já está no item ${first + 1} da lista; cada ano aparece uma vez`,
        });
    });
  });
}

/** A rate or a share in percent, written with a dot for decimals: 12.5 is 12,5%. */
const percent = z
  .number({
    error: (issue) =>
      issue.input === undefined
        ? undefined
        : `'${String(issue.input)}' não é um percentual (escreva só o número, com ponto nos decimais e sem "%": 12.5)`,
  })
  .meta({ shared: true, hint: 'Só o número, com ponto nos decimais e sem "%": 12.5' });

const fundedItem = z.strictObject({
  kind: text.meta({ label: "Tipo", hint: "Ex.: Bolsas de estudo, Cátedra, Projeto estudantil" }),
  title: text.meta({ label: "O que foi apoiado" }),
  description: text.meta({ label: "Descrição", widget: "text" }),
  reais: reais.meta({
    label: "Valor em reais",
    hint: "Só os algarismos, sem pontos: 240000",
    shared: true,
  }),
});

/** What the returns funded in `picture`'s place, a source image the build checks or imports. */
function fundedYearWith<Picture extends z.ZodType>(picture: Picture) {
  return z.strictObject({
    // The year names its item in every language: an English year translates the Portuguese one.
    year: year.meta({ key: true }),
    summary: text.meta({ label: "Resumo do ano", widget: "text" }),
    funded: z.array(fundedItem).min(1).meta({
      label: "O que os rendimentos apoiaram",
      labelSingular: "apoio",
      summary: "{{fields.kind}}: {{fields.title}}",
    }),
    story: z
      .strictObject({
        title: text.meta({ label: "Título" }),
        paragraphs,
        // The same picture in every language: a translation writes only its description.
        image: picture.meta({ shared: true }),
        imageAlt: text.meta({
          label: "Descrição da imagem",
          hint: "O que a imagem mostra, para quem não pode vê-la.",
        }),
      })
      .meta({ label: "Uma história do ano" }),
  });
}

const keyFigures = z
  .strictObject({
    title: text.meta({ label: "Título" }),
    date: calendarDate.meta({
      label: "Data da posição",
      shared: true,
      hint: "O dia a que se referem o patrimônio, a carteira e as rentabilidades.",
    }),
    asOf: textWith("data").meta({
      label: "Data dos números",
      hint: "{data} é a data da posição: posição em 31/12/2025.",
    }),
    netAssets: z
      .strictObject({
        label: text.meta({ label: "Legenda" }),
        reais: reais.meta({ hint: "Só os algarismos, sem pontos: 9400000", shared: true }),
      })
      .meta({ label: "Patrimônio líquido" }),
    returns: z
      .strictObject({
        title: text.meta({ label: "Título da tabela" }),
        yearLabel: text.meta({ label: "Cabeçalho da coluna do ano" }),
        nominalLabel: text.meta({ label: "Cabeçalho da rentabilidade nominal" }),
        inflationLabel: text.meta({ label: "Cabeçalho do IPCA" }),
        realLabel: text.meta({
          label: "Cabeçalho da rentabilidade real",
          hint: "A página calcula a real a partir da nominal e do IPCA.",
        }),
        years: oncePerYear(
          z.strictObject({
            year,
            nominal: percent.meta({ label: "Rentabilidade nominal (%)" }),
            inflation: percent.meta({ label: "IPCA do ano (%)" }),
          }),
        )
          .min(1)
          // Figures only: a translation takes the whole list from the Portuguese file.
          .meta({ label: "Anos", labelSingular: "ano", summary: "{{fields.year}}", shared: true }),
      })
      .meta({ label: "Rentabilidade contra a inflação (IPCA)" }),
    assetMix: z
      .strictObject({
        title: text.meta({ label: "Título da tabela" }),
        classLabel: text.meta({ label: "Cabeçalho da classe de ativo" }),
        shareLabel: text.meta({ label: "Cabeçalho da participação" }),
        classes: z
          .array(
            z.strictObject({
              name: text.meta({ label: "Classe de ativo" }),
              percent: percent.min(0).meta({ label: "Participação (%)" }),
            }),
          )
          .min(1)
          .meta({
            label: "Classes de ativo",
            labelSingular: "classe",
            hint: "As participações somam 100.",
            summary: "{{fields.name}}: {{fields.percent}}%",
          }),
      })
      .superRefine(({ classes }, context) => {
        const total = percentTotal(classes.map((assetClass) => assetClass.percent));
        if (total !== 100)
          context.addIssue({
            code: "custom",
            path: ["classes"],
            message: `as participações somam ${String(total).replace(".", ",")}%, e não 100%; confira cada uma`,
          });
      })
      .meta({ label: "Composição da carteira" }),
    distributed: z
      .strictObject({
        title: text.meta({ label: "Título da tabela" }),
        yearLabel: text.meta({ label: "Cabeçalho da coluna do ano" }),
        amountLabel: text.meta({
          label: "Cabeçalho do valor",
          hint: "O valor de cada ano é a soma do que os rendimentos apoiaram nele, acima.",
        }),
      })
      .meta({ label: "Distribuído por ano" }),
  })
  .meta({ label: "Números-chave em /transparencia" });

/** content/pt-BR/impacto.yml, with the story's picture checked or imported as `picture` says. */
export function impactSchemaWith<Picture extends z.ZodType>(picture: Picture) {
  return z.strictObject({
    meta,
    hero,
    /** The words of a year's total: "R$ 420 mil distribuídos em 2025". */
    distributedWords: textWith("valor", "ano").meta({
      label: "Total de um ano",
      hint: "{valor} é a soma do ano e {ano} o ano: {valor} distribuídos em {ano}.",
    }),
    fundedTitle: text.meta({ label: "Título da lista do que foi apoiado" }),
    homeLinkLabel: text.meta({ label: "Link na página inicial" }),
    donationLink: z
      .strictObject({
        text: text.meta({ label: "Texto", widget: "text" }),
        linkLabel: text.meta({ label: "Texto do link" }),
      })
      .meta({ label: "Chamada em /doacao" }),
    years: oncePerYear(fundedYearWith(picture)).min(1).meta({
      label: "Anos",
      labelSingular: "ano",
      summary: "{{fields.year}}",
    }),
    keyFigures,
  });
}

export const impactSchema = impactSchemaWith(
  contentImage.meta({
    label: "Imagem",
    hint: "JPG, PNG ou WebP com 1200 pixels de largura ou mais.",
    media: "impact",
  }),
);

/** content/pt-BR/impacto.yml as the officers write it. */
export type ImpactFile = z.infer<typeof impactSchema>;
export type FundedYearEntry = ImpactFile["years"][number];
export type KeyFigures = ImpactFile["keyFigures"];

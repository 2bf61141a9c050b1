import { z } from "zod";
import { calendarDate, text, textWith } from "./fields.ts";

export const reais = z
  .number({
    error: (issue) =>
      issue.input === undefined
        ? undefined
        : `'${String(issue.input)}' não é um valor em reais (escreva só os algarismos, sem "R$" nem pontos: 14200000)`,
  })
  .positive({
    error: (issue) =>
      `'${String(issue.input)}' não é um valor em reais maior que zero`,
  })
  .meta({ label: "Valor em reais", min: 1 });

const count = z
  .number({
    error: (issue) =>
      issue.input === undefined
        ? undefined
        : `'${String(issue.input)}' não é um número inteiro (escreva só os algarismos)`,
  })
  .int()
  .positive()
  .meta({ label: "Quantidade" });

// `label` is what follows the figure wherever it is shown: "R$ 14,2 milhões em doações comprometidas".
const figureDate = calendarDate.meta({
  label: "Data da posição",
  shared: true,
});
const figureLabel = text.meta({ label: "Legenda ao lado do número" });
const amountOn = z.strictObject({
  reais: reais.meta({
    hint: "Só os algarismos, sem pontos: 14200000",
    shared: true,
  }),
  date: figureDate,
  label: figureLabel,
});
const countOn = z.strictObject({
  count: count.meta({ shared: true }),
  date: figureDate,
  label: figureLabel,
});

/** content/pt-BR/numeros.yml: the fund's figures, each with the day it was taken. */
export const figuresSchema = z
  .strictObject({
    /** What donors have promised to give. */
    committed: amountOn.meta({
      label: "Comprometido",
      hint: "O total que os doadores se comprometeram a doar.",
    }),
    /** What has reached the fund. */
    received: amountOn.meta({
      label: "Recebido",
      hint: "O total que já entrou no fundo; não pode passar do comprometido.",
    }),
    donors: countOn.meta({ label: "Doadores" }),
    classes: countOn.meta({ label: "Turmas" }),
    goal: z
      .strictObject({
        reais: reais.meta({
          hint: "Só os algarismos, sem pontos: 25000000",
          shared: true,
        }),
        deadline: calendarDate.meta({ label: "Prazo", shared: true }),
        label: figureLabel,
      })
      .optional()
      .meta({
        label: "Meta da campanha",
        hint: "Sem campanha, apague a meta: as páginas deixam de falar de campanha até que uma nova meta seja posta.",
      }),
    dateWords: z
      .strictObject({
        asOf: textWith("data").meta({
          label: "Data de um número",
          hint: "{data} é a data da posição: em 30/09/2025.",
        }),
        until: textWith("data").meta({
          label: "Prazo da meta",
          hint: "{data} é o prazo: até 31/12/2025.",
        }),
        ended: textWith("data").meta({
          label: "Prazo da meta que já passou",
          hint: "{data} é o prazo: encerrada em 31/12/2025.",
        }),
      })
      .meta({ label: "Como as datas aparecem", collapsed: true }),
    campaign: z
      .strictObject({
        ended: textWith("data", "comprometido", "percentual", "meta").meta({
          label: "Campanha encerrada",
          hint: "Aparece depois do prazo da meta, até que uma nova meta seja posta. {data} é o prazo, {comprometido} o comprometido, {percentual} a parte da meta e {meta} a meta.",
        }),
        lessThan: textWith("percentual").meta({
          label: "Menos que o menor percentual",
          hint: "{percentual} é 0,1%.",
        }),
      })
      .meta({ label: "Como a campanha aparece", collapsed: true }),
  })
  .refine(({ committed, received }) => received.reais <= committed.reais, {
    path: ["received", "reais"],
    error: "o recebido é maior que o comprometido; confira os dois valores",
  });

export type Figures = z.infer<typeof figuresSchema>;

/** A campaign's goal: what is to be committed, by when. */
export type Goal = NonNullable<Figures["goal"]>;

/** The fund's figures while it has a campaign, running or ended. */
export type FiguresWithGoal = Figures & { goal: Goal };

/** The names an article or the home page uses to cite one figure. */
export const figureNames = [
  "committed",
  "received",
  "donors",
  "classes",
  "goal",
] as const;

export const figureName = z.enum(figureNames, {
  error: (issue) =>
    issue.input === undefined
      ? undefined
      : `'${String(issue.input)}' não é um dos números do fundo; use um destes: ${figureNames.join(", ")}`,
}).meta({
  options: {
    committed: "Comprometido",
    received: "Recebido",
    donors: "Doadores",
    classes: "Turmas",
    goal: "Meta e prazo",
  },
});

export type FigureName = z.infer<typeof figureName>;

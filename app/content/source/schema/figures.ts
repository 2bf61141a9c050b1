import { z } from "zod";
import { calendarDate, text } from "./fields.ts";

const reais = z
  .number({
    error: (issue) =>
      issue.input === undefined
        ? undefined
        : `'${String(issue.input)}' não é um valor em reais (escreva só os algarismos, sem "R$" nem pontos: 14200000)`,
  })
  .positive({
    error: (issue) =>
      `'${String(issue.input)}' não é um valor em reais maior que zero`,
  });

const count = z
  .number({
    error: (issue) =>
      issue.input === undefined
        ? undefined
        : `'${String(issue.input)}' não é um número inteiro (escreva só os algarismos)`,
  })
  .int()
  .positive();

// `label` is what follows the figure wherever it is shown: "R$ 14,2 milhões em doações comprometidas".
const amountOn = z.strictObject({ reais, date: calendarDate, label: text });
const countOn = z.strictObject({ count, date: calendarDate, label: text });

/** content/numeros.yml: the fund's figures, each with the day it was taken. */
export const figuresSchema = z
  .strictObject({
    /** What donors have promised to give. */
    committed: amountOn,
    /** What has reached the fund. */
    received: amountOn,
    donors: countOn,
    classes: countOn,
    goal: z.strictObject({ reais, deadline: calendarDate, label: text }),
  })
  .refine(({ committed, received }) => received.reais <= committed.reais, {
    path: ["received", "reais"],
    error: "o recebido é maior que o comprometido; confira os dois valores",
  });

export type Figures = z.infer<typeof figuresSchema>;

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
});

export type FigureName = z.infer<typeof figureName>;

import { z } from "zod";
import {
  calendarDateProblem,
  hero,
  meta,
  text,
  textWith,
} from "./fields.ts";
import { reais } from "./figures.ts";

/**
 * A whole hour in Brasília, "2026-12-01T00:00": a giving day starts and ends on the hour, the hours
 * at which the site's edge keeps a copy of the sheets (app/sheets/sheet-relay.ts).
 */
const hourInBrasilia = z.string().superRefine((value, context) => {
  const parts = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value);
  const problem = !parts
    ? `'${value}' não é uma data e hora AAAA-MM-DDTHH:00, no horário de Brasília (por exemplo 2026-12-01T00:00)`
    : (calendarDateProblem(parts[1]!) ??
      (Number(parts[2]) > 23
        ? `'${value}': a hora ${parts[2]} não existe (de 00 a 23)`
        : parts[3] !== "00"
          ? `'${value}': o dia começa e termina numa hora cheia; escreva ${parts[1]}T${parts[2]}:00`
          : undefined));
  if (problem) context.addIssue({ code: "custom", message: problem });
});

const match = z
  .strictObject({
    matcher: text.meta({
      label: "Quem soma às doações",
      hint: "Nomeie só com o consentimento de quem soma: uma pessoa, uma turma ou uma empresa.",
    }),
    ratio: z
      .number({
        error: (issue) =>
          issue.input === undefined
            ? undefined
            : `'${String(issue.input)}' não é um número (1 soma um real a cada real doado; 0.5, meio real)`,
      })
      .positive()
      .meta({
        label: "Reais somados a cada real doado",
        hint: "1 dobra cada doação; 0.5 soma a metade; 2 a triplica.",
        shared: true,
      }),
    capReais: reais.meta({
      label: "Limite do que é somado, em reais",
      hint: "Só os algarismos, sem pontos: 100000",
      shared: true,
    }),
    rules: text.meta({
      label: "As regras, em palavras simples",
      widget: "text",
    }),
  })
  .optional()
  .meta({
    label: "Doação casada (opcional)",
    hint: "Alguém que soma às doações do dia, até um limite. Sem doação casada, apague o bloco.",
  });

const day = z
  .strictObject({
    name: text.meta({ label: "Nome", hint: "Como Dia de Doar ITA 2026." }),
    startsAt: hourInBrasilia.meta({
      label: "Começo, no horário de Brasília",
      hint: "Uma hora cheia: 2026-12-01T00:00.",
      shared: true,
    }),
    endsAt: hourInBrasilia.meta({
      label: "Fim, no horário de Brasília",
      hint: "Uma hora cheia, depois do começo: 2026-12-02T00:00 encerra o dia à meia-noite.",
      shared: true,
    }),
    participationGoal: z
      .number({
        error: (issue) =>
          issue.input === undefined
            ? undefined
            : `'${String(issue.input)}' não é um número inteiro de doadores`,
      })
      .int()
      .positive()
      .meta({ label: "Meta de doadores no dia", shared: true }),
    match,
  })
  .refine((value) => value.endsAt > value.startsAt, {
    error: (issue) => {
      const { startsAt, endsAt } = issue.input as {
        startsAt: string;
        endsAt: string;
      };
      return `o fim (${endsAt}) precisa vir depois do começo (${startsAt})`;
    },
  })
  .optional()
  .meta({
    label: "O dia de doação",
    hint: "Sem dia marcado, apague o bloco: as páginas deixam de anunciá-lo.",
  });

/**
 * content/pt-BR/dia-de-doar.yml: the fund's giving day, its hours, match and goal, and the words
 * of its page (/dia-de-doar) and of its announcement on the home page, /doacao and /doadores.
 */
export const givingDaySchema = z.strictObject({
  meta,
  hero,
  day,
  noDay: text.meta({
    label: "Sem dia marcado",
    hint: "O que a página diz quando nenhum dia está marcado.",
  }),
  giveLink: text.meta({ label: "Link para doar" }),
  when: textWith("inicio", "fim").meta({
    label: "Quando",
    hint: "{inicio} e {fim} são o dia e a hora, como 01/12/2026, 00:00.",
  }),
  announcement: z
    .strictObject({
      upcoming: textWith("nome", "quando").meta({
        label: "Antes e durante o dia",
      }),
      upcomingLink: text.meta({ label: "Link, antes e durante o dia" }),
      ended: textWith("nome").meta({ label: "Depois do dia" }),
      endedLink: text.meta({ label: "Link, depois do dia" }),
    })
    .meta({
      label: "Anúncio na página inicial, em /doacao e em /doadores",
      collapsed: true,
    }),
  countdown: z
    .strictObject({
      startsIn: text.meta({ label: "Antes do começo" }),
      endsIn: text.meta({ label: "Durante o dia" }),
      ended: textWith("data").meta({ label: "Depois do fim" }),
      days: text.meta({ label: "Dias" }),
      hours: text.meta({ label: "Horas" }),
      minutes: text.meta({ label: "Minutos" }),
      seconds: text.meta({ label: "Segundos" }),
    })
    .meta({ label: "Contagem regressiva", collapsed: true }),
  figures: z
    .strictObject({
      title: text.meta({ label: "Título" }),
      given: text.meta({ label: "Doado no dia" }),
      donors: text.meta({ label: "Doadores no dia" }),
      goal: textWith("meta").meta({
        label: "Meta de doadores",
        hint: "{meta} é o número de doadores.",
      }),
      since: textWith("data").meta({
        label: "Desde quando os números contam",
        hint: "{data} é a hora da cópia das planilhas do começo do dia.",
      }),
      unavailable: text.meta({
        label: "Quando os números do dia não podem ser lidos",
        widget: "text",
      }),
      loading: text.meta({ label: "Enquanto as planilhas carregam" }),
    })
    .meta({ label: "Números do dia", collapsed: true }),
  match: z
    .strictObject({
      title: text.meta({ label: "Título" }),
      used: textWith("quem", "valor").meta({ label: "Quanto já foi somado" }),
      left: textWith("valor", "limite").meta({ label: "Quanto falta" }),
      reached: textWith("limite").meta({ label: "Limite alcançado" }),
    })
    .meta({ label: "Doação casada", collapsed: true }),
  ranking: z
    .strictObject({
      byParticipation: text.meta({ label: "Título: por participação" }),
      byAmount: text.meta({ label: "Título: por valor" }),
      classColumn: text.meta({ label: "Coluna da turma" }),
      donorsColumn: text.meta({ label: "Coluna dos doadores" }),
      amountColumn: text.meta({ label: "Coluna do valor" }),
      giveWithClass: textWith("turma").meta({
        label: "Link para doar pela turma",
      }),
      noneYet: text.meta({ label: "Quando nenhuma turma doou ainda" }),
      published: textWith("data").meta({
        label: "Título da participação publicada",
        hint: "Sem JavaScript, ou sem os números do dia: os doadores de cada turma na lista publicada; {data} é o dia dela.",
      }),
    })
    .meta({ label: "Ranking das turmas", collapsed: true }),
});

export type GivingDayFile = z.infer<typeof givingDaySchema>;
export type GivingDay = NonNullable<GivingDayFile["day"]>;

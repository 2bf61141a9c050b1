import type { FiguresWithGoal } from "~/content/source/schema";

/** The fund's figures for unit tests that must not follow content/pt-BR/numeros.yml. */
export const exampleFigures: FiguresWithGoal = {
  committed: { reais: 14_200_000, date: "2025-09-30", label: "comprometidos" },
  received: { reais: 850_000, date: "2025-08-31", label: "recebidos" },
  donors: { count: 1234, date: "2025-09-30", label: "doadores" },
  classes: { count: 24, date: "2025-07-01", label: "turmas" },
  goal: { reais: 25_000_000, deadline: "2025-12-31", label: "meta" },
  dateWords: {
    asOf: "em {data}",
    until: "até {data}",
    ended: "encerrada em {data}",
  },
  campaign: {
    ended:
      "Campanha encerrada em {data}: {comprometido} comprometidos, {percentual} da meta de {meta}",
    lessThan: "menos de {percentual}",
  },
};

/** The same figures as an English page has them. */
export const exampleFiguresInEnglish: FiguresWithGoal = {
  committed: { ...exampleFigures.committed, label: "committed" },
  received: { ...exampleFigures.received, label: "received" },
  donors: { ...exampleFigures.donors, label: "donors" },
  classes: { ...exampleFigures.classes, label: "classes" },
  goal: { ...exampleFigures.goal, label: "goal" },
  dateWords: {
    asOf: "as of {data}",
    until: "by {data}",
    ended: "ended on {data}",
  },
  campaign: {
    ended:
      "Campaign ended on {data}: {comprometido} committed, {percentual} of the {meta} goal",
    lessThan: "less than {percentual}",
  },
};

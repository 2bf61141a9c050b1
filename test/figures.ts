import type { Figures } from "~/content/source/schema";

/** The fund's figures for unit tests that must not follow content/pt-BR/numeros.yml. */
export const exampleFigures: Figures = {
  committed: { reais: 14_200_000, date: "2025-09-30", label: "comprometidos" },
  received: { reais: 850_000, date: "2025-08-31", label: "recebidos" },
  donors: { count: 1234, date: "2025-09-30", label: "doadores" },
  classes: { count: 24, date: "2025-07-01", label: "turmas" },
  goal: { reais: 25_000_000, deadline: "2025-12-31", label: "meta" },
};

import { expect, test } from "vitest";
import type { FiguresWithGoal } from "~/content/source/schema";
import { campaignEndedText, campaignFigures } from "./campaign-figures";
import { exampleFigures, exampleFiguresInEnglish } from "../../test/figures";

const COMMITTED_OF_GOAL = "{comprometido} comprometidos de {meta}";

function figuresWith(committed: number, deadline: string): FiguresWithGoal {
  return {
    ...exampleFigures,
    committed: { ...exampleFigures.committed, reais: committed },
    goal: { ...exampleFigures.goal, reais: 25_000_000, deadline },
  };
}

test.each([
  {
    committed: 6_000,
    text: "R$ 6 mil comprometidos de R$ 25 milhões (menos de 0,1%)",
    filled: 0.024,
  },
  {
    committed: 25_000,
    text: "R$ 25 mil comprometidos de R$ 25 milhões (0,1%)",
    filled: 0.1,
  },
  {
    committed: 14_200_000,
    text: "R$ 14,2 milhões comprometidos de R$ 25 milhões (56,8%)",
    filled: 56.8,
  },
  {
    committed: 25_000_000,
    text: "R$ 25 milhões comprometidos de R$ 25 milhões (100%)",
    filled: 100,
  },
  {
    committed: 26_000_000,
    text: "R$ 26 milhões comprometidos de R$ 25 milhões (104%)",
    filled: 100,
  },
])(
  "running, R$ $committed committed reads '$text' and fills $filled% of the bar",
  ({ committed, text, filled }) => {
    const figures = campaignFigures(
      figuresWith(committed, "2025-12-31"),
      COMMITTED_OF_GOAL,
      "2025-12-31",
    );
    expect(figures.state).toBe("running");
    expect(figures.text).toBe(text);
    expect(figures.filledPercent).toBeCloseTo(filled);
  },
);

test.each([
  {
    committed: 14_200_000,
    text: "Campanha encerrada em 31/12/2025: R$ 14,2 milhões comprometidos, 56,8% da meta de R$ 25 milhões",
  },
  {
    committed: 6_000,
    text: "Campanha encerrada em 31/12/2025: R$ 6 mil comprometidos, menos de 0,1% da meta de R$ 25 milhões",
  },
  {
    committed: 30_000_000,
    text: "Campanha encerrada em 31/12/2025: R$ 30 milhões comprometidos, 120% da meta de R$ 25 milhões",
  },
])("ended, R$ $committed committed reads '$text'", ({ committed, text }) => {
  const figures = campaignFigures(
    figuresWith(committed, "2025-12-31"),
    COMMITTED_OF_GOAL,
    "2026-01-01",
  );
  expect(figures.state).toBe("ended");
  expect(figures.text).toBe(text);
});

test("an ended campaign in English", () => {
  expect(campaignEndedText(exampleFiguresInEnglish, "en")).toBe(
    "Campaign ended on December 31, 2025: R$ 14.2 million committed, 56.8% of the R$ 25 million goal",
  );
});

test("a running campaign in English", () => {
  const figures = campaignFigures(
    exampleFiguresInEnglish,
    "{comprometido} committed of {meta}",
    exampleFiguresInEnglish.goal.deadline,
    "en",
  );
  expect(figures.state).toBe("running");
  expect(figures.text).toBe(
    "R$ 14.2 million committed of R$ 25 million (56.8%)",
  );
});

import { expect, test } from "vitest";
import { type CampaignFigureTexts, campaignFigures } from "./campaign-figures";

const goal = 25_000_000;
const texts: CampaignFigureTexts = {
  receivedOfGoal: "{recebido} recebidos de {meta}",
  lessThan: "menos de {percentual}",
};

test.each([
  { received: 0, text: "R$ 0 mil recebidos de R$ 25 milhões (0%)", filled: 0 },
  {
    received: 6_000,
    text: "R$ 6 mil recebidos de R$ 25 milhões (menos de 0,1%)",
    filled: 0.024,
  },
  {
    received: 25_000,
    text: "R$ 25 mil recebidos de R$ 25 milhões (0,1%)",
    filled: 0.1,
  },
  {
    received: 8_131_550,
    text: "R$ 8,13 milhões recebidos de R$ 25 milhões (32,5%)",
    filled: 32.5262,
  },
  {
    received: goal,
    text: "R$ 25 milhões recebidos de R$ 25 milhões (100%)",
    filled: 100,
  },
  {
    received: goal * 1.04,
    text: "R$ 26 milhões recebidos de R$ 25 milhões (104%)",
    filled: 100,
  },
])(
  "R$ $received received reads '$text' and fills $filled% of the bar",
  ({ received, text, filled }) => {
    const figures = campaignFigures(received, goal, texts);
    expect(figures.text).toBe(text);
    expect(figures.filledPercent).toBeCloseTo(filled);
  },
);

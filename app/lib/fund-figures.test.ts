import { expect, test } from "vitest";
import { figureStatement } from "./fund-figures";
import type { FigureName } from "~/content/source/schema";
import {
  exampleFigures as figures,
  exampleFiguresInEnglish,
} from "../../test/figures";

test.each<[FigureName, string, string, string]>([
  ["committed", "R$ 14,2 milhões", "comprometidos", "em 30/09/2025"],
  ["received", "R$ 850 mil", "recebidos", "em 31/08/2025"],
  ["donors", "1.234", "doadores", "em 30/09/2025"],
  ["classes", "24", "turmas", "em 01/07/2025"],
  ["goal", "R$ 25 milhões", "meta", "até 31/12/2025"],
])("%s reads '%s %s, %s'", (name, value, label, when) => {
  expect(figureStatement(figures, name, "2025-12-31")).toEqual({
    value,
    label,
    when,
  });
});

test.each([
  { today: "2025-12-31", when: "até 31/12/2025" },
  { today: "2026-01-01", when: "encerrada em 31/12/2025" },
])("on $today the goal reads '$when'", ({ today, when }) => {
  expect(figureStatement(figures, "goal", today)?.when).toBe(when);
});

test("without a goal the fund has no campaign, and no goal is stated", () => {
  expect(
    figureStatement({ ...figures, goal: undefined }, "goal", "2025-12-31"),
  ).toBeUndefined();
});

test.each<[FigureName, string, string, string]>([
  ["committed", "R$ 14.2 million", "committed", "as of September 30, 2025"],
  ["received", "R$ 850 thousand", "received", "as of August 31, 2025"],
  ["donors", "1,234", "donors", "as of September 30, 2025"],
  ["goal", "R$ 25 million", "goal", "by December 31, 2025"],
])("in English, %s reads '%s %s, %s'", (name, value, label, when) => {
  expect(
    figureStatement(exampleFiguresInEnglish, name, "2025-12-31", "en"),
  ).toEqual({
    value,
    label,
    when,
  });
});

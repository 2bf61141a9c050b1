import { expect, test } from "vitest";
import { content } from "../../test/content";
import { outdatedFigureWarnings } from "./figure-warnings.mjs";

/** The content's figures, dated `date`, with a goal due `deadline`. */
function figuresWith(date: string, deadline: string) {
  const { figures } = content;
  const dated = (figure: { date: string }) => ({ ...figure, date });
  return {
    ...figures,
    committed: dated(figures.committed),
    received: dated(figures.received),
    donors: dated(figures.donors),
    classes: dated(figures.classes),
    goal: {
      reais: figures.committed.reais * 2,
      deadline,
      label: figures.goal?.label ?? figures.committed.label,
    },
  };
}

const TODAY = "2026-11-27";
const warningsFor = (date: string, deadline: string) =>
  outdatedFigureWarnings(figuresWith(date, deadline), "content", TODAY);

test("a goal whose deadline has passed: one Portuguese warning line, naming the file and the field", () => {
  expect(warningsFor("2026-10-01", "2026-11-26")).toEqual([
    expect.stringMatching(
      /^Aviso: content[/\\]pt-BR[/\\]numeros\.yml: campo `goal\.deadline`: o prazo da meta passou em 26\/11\/2026;/,
    ),
  ]);
});

test("a goal due long from now and recent figures: nothing to say", () => {
  expect(warningsFor("2026-10-01", "2099-12-31")).toEqual([]);
});

test("figures older than six months: a warning for each", () => {
  const warnings = warningsFor("2025-09-30", "2099-12-31");
  expect(warnings).toHaveLength(4);
  for (const figure of ["committed", "received", "donors", "classes"])
    expect(warnings.join("\n")).toContain(`campo \`${figure}.date\``);
});

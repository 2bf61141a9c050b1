import { expect, test } from "vitest";
import type { Figures } from "~/content/source/schema";
import { isOutOfDate, outdatedFigureLines } from "./figure-age";
import { exampleFigures } from "../../test/figures";

test.each([
  { date: "2025-09-30", today: "2026-03-29", outOfDate: false },
  { date: "2025-09-30", today: "2026-03-30", outOfDate: false },
  { date: "2025-09-30", today: "2026-03-31", outOfDate: true },
  { date: "2025-08-31", today: "2026-02-28", outOfDate: false },
  { date: "2025-08-31", today: "2026-03-01", outOfDate: true },
  { date: "2027-08-31", today: "2028-02-29", outOfDate: false },
  { date: "2027-08-31", today: "2028-03-01", outOfDate: true },
  { date: "2025-07-15", today: "2026-01-15", outOfDate: false },
  { date: "2025-07-15", today: "2026-01-16", outOfDate: true },
  { date: "2026-11-27", today: "2026-11-27", outOfDate: false },
])(
  "a figure of $date is out of date on $today: $outOfDate",
  ({ date, today, outOfDate }) => {
    expect(isOutOfDate(date, today)).toBe(outOfDate);
  },
);

const FILE = "content/pt-BR/numeros.yml";

function figuresOf(dates: {
  committed: string;
  received: string;
  donors: string;
  classes: string;
  /** The goal's deadline; without one, the fund has no campaign. */
  deadline?: string;
}): Figures {
  const dated = <T extends { date: string }>(figure: T, date: string) => ({
    ...figure,
    date,
  });
  return {
    ...exampleFigures,
    committed: dated(exampleFigures.committed, dates.committed),
    received: dated(exampleFigures.received, dates.received),
    donors: dated(exampleFigures.donors, dates.donors),
    classes: dated(exampleFigures.classes, dates.classes),
    goal: dates.deadline
      ? { ...exampleFigures.goal, deadline: dates.deadline }
      : undefined,
  };
}

const recent = "2026-10-01";
const old = "2025-09-30";

test.each([
  {
    case: "every figure recent, the goal due later",
    figures: {
      committed: recent,
      received: recent,
      donors: recent,
      classes: recent,
      deadline: "2026-12-31",
    },
    lines: [],
  },
  {
    case: "the goal due today",
    figures: {
      committed: recent,
      received: recent,
      donors: recent,
      classes: recent,
      deadline: "2026-11-27",
    },
    lines: [],
  },
  {
    case: "the goal due yesterday",
    figures: {
      committed: recent,
      received: recent,
      donors: recent,
      classes: recent,
      deadline: "2026-11-26",
    },
    lines: [
      `${FILE}: campo \`goal.deadline\`: o prazo da meta passou em 26/11/2026; o site mostra a campanha como encerrada até que uma nova meta seja posta em \`goal.reais\` e \`goal.deadline\`, ou que a meta seja apagada, quando não houver campanha`,
    ],
  },
  {
    case: "no campaign, every figure recent",
    figures: {
      committed: recent,
      received: recent,
      donors: recent,
      classes: recent,
    },
    lines: [],
  },
  {
    case: "no campaign, an old figure",
    figures: {
      committed: recent,
      received: old,
      donors: recent,
      classes: recent,
    },
    lines: [
      `${FILE}: campo \`received.date\`: o número é de 30/09/2025, mais de 6 meses atrás; atualize \`received.reais\` e a data`,
    ],
  },
  {
    case: "two old figures",
    figures: {
      committed: old,
      received: recent,
      donors: recent,
      classes: old,
      deadline: "2026-12-31",
    },
    lines: [
      `${FILE}: campo \`committed.date\`: o número é de 30/09/2025, mais de 6 meses atrás; atualize \`committed.reais\` e a data`,
      `${FILE}: campo \`classes.date\`: o número é de 30/09/2025, mais de 6 meses atrás; atualize \`classes.count\` e a data`,
    ],
  },
  {
    case: "every figure old and the goal past",
    figures: {
      committed: old,
      received: old,
      donors: old,
      classes: old,
      deadline: "2025-12-31",
    },
    lines: [
      `${FILE}: campo \`committed.date\`: o número é de 30/09/2025, mais de 6 meses atrás; atualize \`committed.reais\` e a data`,
      `${FILE}: campo \`received.date\`: o número é de 30/09/2025, mais de 6 meses atrás; atualize \`received.reais\` e a data`,
      `${FILE}: campo \`donors.date\`: o número é de 30/09/2025, mais de 6 meses atrás; atualize \`donors.count\` e a data`,
      `${FILE}: campo \`classes.date\`: o número é de 30/09/2025, mais de 6 meses atrás; atualize \`classes.count\` e a data`,
      `${FILE}: campo \`goal.deadline\`: o prazo da meta passou em 31/12/2025; o site mostra a campanha como encerrada até que uma nova meta seja posta em \`goal.reais\` e \`goal.deadline\`, ou que a meta seja apagada, quando não houver campanha`,
    ],
  },
])("on 27/11/2026, $case", ({ figures, lines }) => {
  expect(outdatedFigureLines(figuresOf(figures), "2026-11-27", FILE)).toEqual(
    lines,
  );
});

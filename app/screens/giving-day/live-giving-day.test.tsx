// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { fillIn } from "~/lib/fill-in";
import { brasiliaInstant } from "~/lib/giving-day";
import { readSiteContent } from "../../../test/site-content";
import { LiveGivingDay } from "./live-giving-day";
import { GIVING_DAY_SHEETS as SHEETS } from "~/sheets/fixtures/giving-day-sheets";

const { givingDay: texts } = await readSiteContent();
/** A day of the test's own, with a match. */
const day = {
  name: "Dia de Doar de Teste",
  startsAt: "2030-03-10T09:00",
  endsAt: "2030-03-10T21:00",
  participationGoal: 50,
  match: {
    matcher: "Turma T70",
    ratio: 1,
    capReais: 3000,
    rules: "Soma um real a cada real.",
  },
};
const START = brasiliaInstant(day.startsAt);
const END = brasiliaInstant(day.endsAt);
const HOUR = 60 * 60 * 1000;
const START_READ_AT = "Sun, 10 Mar 2030 11:55:00 GMT";

/** The sheets' answers: as they are, and the edge's copies of the day's start and end. */
function serveSheets({ hasStartCopy = true } = {}) {
  const at = (hour: number) => new Date(hour).toISOString();
  const fetch = vi.fn(async (url: string) => {
    for (const sheet of ["doadores", "turmas"] as const) {
      if (url === `/data/${sheet}.csv`) return new Response(SHEETS.now[sheet]);
      if (url === `/data/${sheet}.csv?antes=${at(START)}`) {
        return hasStartCopy
          ? new Response(SHEETS.atStart[sheet], {
              headers: { "Sheet-Read-At": START_READ_AT },
            })
          : new Response("sem cópia", { status: 404 });
      }
      if (url === `/data/${sheet}.csv?antes=${at(END)}`)
        return new Response(SHEETS.now[sheet]);
    }
    return new Response("", { status: 404 });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const published = {
  readOn: "2030-03-09",
  participation: [
    { turmaId: "T72", donorCount: 9 },
    { turmaId: "T00", donorCount: 7 },
  ],
};

function renderDay(withDay = day) {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  render(
    <LiveGivingDay
      day={withDay}
      texts={texts}
      builtAt={START - 24 * HOUR}
      published={published}
      giveHref="/doacao#doe-por-pix"
      locale="pt-BR"
    />,
  );
  return { warn };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The ranking under `title`: each class, its figure and its link's address. */
function ranking(title: string) {
  const section = screen
    .getByRole("heading", { name: title })
    .closest("section")!;
  return within(section)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [
      within(row).getByRole("rowheader").textContent,
      within(row).getAllByRole("cell")[0]!.textContent,
      within(row).getByRole("link").getAttribute("href"),
    ]);
}

describe("LiveGivingDay", () => {
  test("before the day: the time to its start, no sheet read, and the published ranking", async () => {
    vi.setSystemTime(START - (26 * HOUR + 3 * 60 * 1000 + 4000));
    const fetch = serveSheets();
    renderDay();
    const timer = await screen.findByRole("timer", {
      name: texts.countdown.startsIn,
    });
    expect(
      within(timer).getByText(texts.countdown.days).nextSibling,
    ).toHaveTextContent("01");
    expect(
      within(timer).getByText(texts.countdown.hours).nextSibling,
    ).toHaveTextContent("02");
    expect(
      within(timer).getByText(texts.countdown.minutes).nextSibling,
    ).toHaveTextContent("03");
    expect(
      ranking(fillIn(texts.ranking.published, { data: "09/03/2030" })),
    ).toEqual([
      ["T72", "9", "/doacao?turma=T72#doe-por-pix"],
      ["T00", "7", "/doacao?turma=T00#doe-por-pix"],
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });

  test("during the day: the time to its end, what it gave and who, the match, and both rankings", async () => {
    vi.setSystemTime(START + 3 * HOUR);
    serveSheets();
    renderDay();
    expect(
      await screen.findByRole("heading", { name: texts.figures.title }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("timer", { name: texts.countdown.endsIn }),
    ).toBeInTheDocument();
    expect(screen.getByText(texts.figures.given).nextSibling).toHaveTextContent(
      "R$ 3.300",
    );
    expect(
      screen.getByText(texts.figures.donors).nextSibling,
    ).toHaveTextContent("3");
    expect(
      screen.getByRole("progressbar", {
        name: fillIn(texts.figures.goal, { meta: "50" }),
      }),
    ).toHaveAttribute("value", String(3 / 50));
    expect(
      screen.getByText(
        `${fillIn(texts.match.used, { quem: "Turma T70", valor: "R$ 3.000" })} ${fillIn(texts.match.reached, { limite: "R$ 3.000" })}`,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        fillIn(texts.figures.since, { data: "10/03/2030, 08:55" }),
      ),
    ).toBeInTheDocument();
    expect(ranking(texts.ranking.byParticipation)).toEqual([
      ["T98", "2", "/doacao?turma=T98#doe-por-pix"],
      ["T05", "1", "/doacao?turma=T05#doe-por-pix"],
    ]);
    expect(ranking(texts.ranking.byAmount)).toEqual([
      ["T98", "R$ 2.500", "/doacao?turma=T98#doe-por-pix"],
      ["T05", "R$ 800", "/doacao?turma=T05#doe-por-pix"],
    ]);
  });

  test("during the day, with the match below its cap: what it added and what is left", async () => {
    vi.setSystemTime(START + HOUR);
    serveSheets();
    renderDay({ ...day, match: { ...day.match, capReais: 10_000 } });
    expect(
      await screen.findByText(
        `${fillIn(texts.match.used, { quem: "Turma T70", valor: "R$ 3.300" })} ${fillIn(texts.match.left, { valor: "R$ 6.700", limite: "R$ 10.000" })}`,
      ),
    ).toBeInTheDocument();
  });

  test("without a copy of the day's start: says the day's figures cannot be read, over the published ranking", async () => {
    vi.setSystemTime(START + HOUR);
    serveSheets({ hasStartCopy: false });
    const { warn } = renderDay();
    expect(
      await screen.findByText(texts.figures.unavailable),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("heading", {
        name: fillIn(texts.ranking.published, { data: "09/03/2030" }),
      }),
    ).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  test("after the day: when it ended, and its figures from the copies of its start and end", async () => {
    vi.setSystemTime(END + 5 * 24 * HOUR);
    const fetch = serveSheets();
    renderDay();
    expect(
      await screen.findByText(
        fillIn(texts.countdown.ended, { data: "10/03/2030, 21:00" }),
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole("heading", { name: texts.figures.title }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(texts.figures.donors).nextSibling,
    ).toHaveTextContent("3");
    expect(fetch.mock.calls.map(([url]) => url)).not.toContain(
      "/data/doadores.csv",
    );
  });
});

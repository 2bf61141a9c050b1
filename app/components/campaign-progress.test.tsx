// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { CampaignProgress } from "./campaign-progress";
import { showCampaignProgress } from "./campaign-progress.client";
import { campaignEndedText, campaignFigures } from "~/lib/campaign-figures";
import { fillIn } from "~/lib/fill-in";
import { figureStatement, goalStatement } from "~/lib/fund-figures";
import { formatLargeReais } from "~/lib/money";
import { exampleFigures as figures } from "../../test/figures";
import { readSiteContent } from "../../test/site-content";

const { campaign } = await readSiteContent();

/** Within the goal's deadline (31/12/2025 in the example figures), and past it. */
const RUNNING_ON = figures.goal.deadline;
const ENDED_ON = "2026-01-01";

const published = figureStatement(figures, "received", RUNNING_ON);

/** The donation page's prerendered progress on `today`, filled as its script does, from `response`. */
async function showWith(response: Response, today = RUNNING_ON) {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(response)),
  );
  vi.spyOn(console, "warn").mockImplementation(() => {});
  document.body.innerHTML = renderToStaticMarkup(
    <CampaignProgress figures={figures} texts={campaign} today={today} />,
  );
  const section = document.querySelector("section")!;
  await showCampaignProgress(section);
  return section;
}

/** The bar compares committed with the goal, whatever the classes sheet says was received. */
function expectBar(section: HTMLElement) {
  const { text, filledPercent } = campaignFigures(
    figures,
    campaign.committedOfGoal,
    RUNNING_ON,
  );
  expect(section).toHaveTextContent(text);
  const bar = section.querySelector<HTMLElement>("[role=progressbar]")!;
  expect(bar).toHaveAttribute("aria-label", campaign.progressLabel);
  expect(bar).toHaveAttribute(
    "aria-valuenow",
    String(Math.round(filledPercent)),
  );
  expect(bar).toHaveAttribute("aria-valuetext", text);
  expect(bar.querySelector("rect")).toHaveAttribute(
    "width",
    `${filledPercent}%`,
  );
}

const SHEET_OF_3_75_MILLION = () =>
  new Response('turma,valor\nT65,"R$ 1.000.000,00"\nT72,"R$ 2.750.000,00"\n', {
    headers: { "content-type": "text/csv" },
  });

afterEach(() => vi.unstubAllGlobals());

describe("CampaignProgress, as prerendered for a visitor without JavaScript", () => {
  /** The section the build writes on `today`. */
  function prerendered(today: string) {
    document.body.innerHTML = renderToStaticMarkup(
      <CampaignProgress figures={figures} texts={campaign} today={today} />,
    );
    return document.querySelector("section")!;
  }

  test("without a goal, the fund has no campaign: nothing is written", () => {
    expect(
      renderToStaticMarkup(
        <CampaignProgress
          figures={{ ...figures, goal: undefined }}
          texts={campaign}
          today={RUNNING_ON}
        />,
      ),
    ).toBe("");
  });

  test.each([RUNNING_ON, "2025-01-01"])(
    "on %s, within the deadline, compares committed with the goal, as text and as a bar",
    (today) => {
      const section = prerendered(today);
      expectBar(section);
      expect(section).not.toHaveTextContent(campaignEndedText(figures));
      const goal = goalStatement(figures, today);
      expect(section).toHaveTextContent(`${goal.value} ${goal.when}`);
    },
  );

  test("past the deadline, says the campaign ended and what it reached, with no bar", () => {
    const section = prerendered(ENDED_ON);
    expect(section).toHaveTextContent(campaignEndedText(figures));
    expect(section.querySelector("[role=progressbar]")).toBeNull();
    const goal = goalStatement(figures, ENDED_ON);
    expect(section).toHaveTextContent(`${goal.value} ${goal.when}`);
    expect(goal.when).not.toBe(goalStatement(figures, RUNNING_ON).when);
  });

  test("each figure on its own line, received with its date until the sheet is read", () => {
    const section = prerendered(RUNNING_ON);
    const lines = [...section.querySelectorAll("dt")].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    const statement = (name: "received" | "committed") => {
      const { value, when } = figureStatement(figures, name, RUNNING_ON);
      return `${value}, ${when}`;
    };
    const goal = goalStatement(figures, RUNNING_ON);
    expect(lines).toEqual([
      [campaign.receivedLabel, statement("received")],
      [campaign.committedLabel, statement("committed")],
      [campaign.goalLabel, `${goal.value} ${goal.when}`],
    ]);
  });
});

describe("showCampaignProgress", () => {
  test("puts the total of the classes sheet in place of the published received figure, on its own line", async () => {
    const section = await showWith(SHEET_OF_3_75_MILLION());
    expectBar(section);
    expect(section.querySelector("[data-campaign-received]")).toHaveTextContent(
      `${formatLargeReais(3_750_000)}, ${campaign.receivedLive}`,
    );
    expect(section).not.toHaveTextContent(published.when);
  });

  test("leaves an ended campaign ended: no bar comes back", async () => {
    const section = await showWith(SHEET_OF_3_75_MILLION(), ENDED_ON);
    expect(section).toHaveTextContent(campaignEndedText(figures));
    expect(section.querySelector("[role=progressbar]")).toBeNull();
    expect(section).toHaveTextContent(
      `${formatLargeReais(3_750_000)}, ${campaign.receivedLive}`,
    );
    expect(section).toHaveTextContent(goalStatement(figures, ENDED_ON).when);
  });

  // Rows numbered as the sheet does: the header is row 1.
  const unreadNote = (rows: string) =>
    fillIn(campaign.receivedIncomplete, { linhas: rows });

  test.each([
    ["answers 404", new Response("", { status: 404 }), undefined],
    [
      "is not published (an HTML page)",
      new Response("<html></html>", {
        headers: { "content-type": "text/html" },
      }),
      undefined,
    ],
    [
      "has a header and no rows",
      new Response("turma,valor\n", {
        headers: { "content-type": "text/csv" },
      }),
      undefined,
    ],
    [
      "refuses an amount (its sum would fall short)",
      new Response("turma,valor\nT65,1000000\nT72,US$ 500\n", {
        headers: { "content-type": "text/csv" },
      }),
      unreadNote(`${campaign.sheetRow.one} 3`),
    ],
    [
      "refuses two amounts, one of no class",
      new Response("turma,valor\nT65,1000000\nT72,abc\n,500\n", {
        headers: { "content-type": "text/csv" },
      }),
      unreadNote(`${campaign.sheetRow.other} 3 e 4`),
    ],
  ])(
    "when the sheet %s, keeps the published figure and its date, and says why",
    async (_, response, note) => {
      const section = await showWith(response);
      expectBar(section);
      expect(section).toHaveTextContent(
        `${published.value}, ${published.when}`,
      );
      expect(section).not.toHaveTextContent(campaign.receivedLive);
      const shownNote = section.querySelector<HTMLElement>(
        "[data-campaign-note]",
      )!;
      if (note === undefined) expect(shownNote).not.toBeVisible();
      else {
        expect(shownNote).toBeVisible();
        expect(shownNote).toHaveTextContent(note);
      }
    },
  );
});

// @vitest-environment jsdom
// The home page's campaign in its three states, in both languages, with example figures (goal
// R$ 25 milhões due 31/12/2025) and example words the officers' files may not hold.
import type { ComponentProps } from "react";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import type { Campaign, Figures } from "~/content/source/schema";
import type { Locale } from "~/lib/locale";
import { HomeCampaign } from "./home-campaign";
import { exampleFigures, exampleFiguresInEnglish } from "../../test/figures";

const RUNNING_ON = exampleFigures.goal.deadline;
const ENDED_ON = "2026-01-01";

const CAMPAIGN_TEXTS: Record<Locale, Campaign> = {
  "pt-BR": {
    title: "Campanha em números",
    progressLabel: "Comprometido diante da meta",
    committedOfGoal: "{comprometido} comprometidos de {meta}",
    receivedLabel: "Recebido",
    committedLabel: "Comprometido",
    goalLabel: "Meta",
    receivedLive: "lido agora",
    receivedPublished: "lido em {data}",
    receivedIncomplete: "A {linhas} não pôde ser lida.",
    sheetRow: { one: "linha", other: "linhas" },
  },
  en: {
    title: "The campaign in numbers",
    progressLabel: "Committed against the goal",
    committedOfGoal: "{comprometido} committed of {meta}",
    receivedLabel: "Received",
    committedLabel: "Committed",
    goalLabel: "Goal",
    receivedLive: "read now",
    receivedPublished: "read on {data}",
    receivedIncomplete: "The {linhas} could not be read.",
    sheetRow: { one: "row", other: "rows" },
  },
};

const FIGURES: Record<Locale, Figures> = {
  "pt-BR": exampleFigures,
  en: exampleFiguresInEnglish,
};

afterEach(cleanup);

/** What each state says, in each language, of the example figures. */
const STATES = [
  {
    locale: "pt-BR",
    running: "R$ 14,2 milhões comprometidos de R$ 25 milhões (56,8%)",
    ended:
      "Campanha encerrada em 31/12/2025: R$ 14,2 milhões comprometidos, 56,8% da meta de R$ 25 milhões",
    lines: {
      received: "R$ 850 mil, em 31/08/2025",
      committed: "R$ 14,2 milhões, em 30/09/2025",
      runningGoal: "R$ 25 milhões até 31/12/2025",
      endedGoal: "R$ 25 milhões encerrada em 31/12/2025",
    },
  },
  {
    locale: "en",
    running: "R$ 14.2 million committed of R$ 25 million (56.8%)",
    ended:
      "Campaign ended on December 31, 2025: R$ 14.2 million committed, 56.8% of the R$ 25 million goal",
    lines: {
      received: "R$ 850 thousand, as of August 31, 2025",
      committed: "R$ 14.2 million, as of September 30, 2025",
      runningGoal: "R$ 25 million by December 31, 2025",
      endedGoal: "R$ 25 million ended on December 31, 2025",
    },
  },
] as const;

function renderOn(
  today: string,
  locale: Locale,
  figures: ComponentProps<typeof HomeCampaign>["figures"] = FIGURES[locale],
) {
  return render(
    <HomeCampaign
      figures={figures}
      texts={CAMPAIGN_TEXTS[locale]}
      today={today}
      locale={locale}
    />,
  );
}

/** The figures, each on its line: term and description. */
function figureLines(section: HTMLElement) {
  return within(section)
    .getAllByRole("term")
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

describe.each(STATES)("in $locale", ({ locale, running, ended, lines }) => {
  const texts = CAMPAIGN_TEXTS[locale];

  test("while the campaign runs, states committed against the goal, as text and as a bar", () => {
    renderOn(RUNNING_ON, locale);
    const section = screen.getByRole("region", { name: texts.title });
    expect(within(section).getByText(running)).toBeInTheDocument();
    const bar = within(section).getByRole("progressbar", {
      name: texts.progressLabel,
    });
    expect(bar).toHaveAttribute("aria-valuetext", running);
    expect(bar).toHaveAttribute("aria-valuenow", "57");
    expect(section).not.toHaveTextContent(ended);
    expect(figureLines(section)).toEqual([
      [texts.receivedLabel, lines.received],
      [texts.committedLabel, lines.committed],
      [texts.goalLabel, lines.runningGoal],
    ]);
  });

  test("once the deadline has passed, says the campaign ended and what it reached, with no bar", () => {
    renderOn(ENDED_ON, locale);
    const section = screen.getByRole("region", { name: texts.title });
    expect(within(section).getByText(ended)).toBeInTheDocument();
    expect(within(section).queryByRole("progressbar")).toBeNull();
    expect(section).not.toHaveTextContent(running);
    expect(figureLines(section)).toContainEqual([
      texts.goalLabel,
      lines.endedGoal,
    ]);
  });

  test("without a goal, says nothing of a campaign, in no empty box", () => {
    const { container } = renderOn(RUNNING_ON, locale, {
      ...FIGURES[locale],
      goal: undefined,
    });
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole("region")).toBeNull();
  });
});

import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import {
  campaignEndedText,
  campaignFigures,
} from "../../app/lib/campaign-figures";
import { campaignState } from "../../app/lib/campaign-state";
import { figureStatement } from "../../app/lib/fund-figures";
import type { Campaign, Figures } from "../../app/content/source/schema";
import type { Locale } from "../../app/lib/locale";
import { buildDay, content, inEnglish } from "../content";
import { englishRoutes } from "../site-routes";
import { builtPage } from "./built-page";

const { home, figures } = content;

/** Running or ended on the build's day; the content and its variant hold one each. */
const state = campaignState(figures.goal, buildDay);

describe("/", () => {
  const { screen } = builtPage("/");

  test("invites to donate and shows the fund's figures", () => {
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      home.hero.title,
    );
    const main = screen.getByRole("main");
    expect(
      within(main).getByRole("link", { name: home.hero.donateLabel }),
    ).toHaveAttribute("href", content.site.donateLink.href);
    const stats = screen.getByRole("region", { name: home.statsLabel });
    for (const name of home.stats) {
      const { value, label, when } = figureStatement(figures, name, buildDay);
      expect(within(stats).getByText(value)).toBeInTheDocument();
      expect(stats).toHaveTextContent(`${label} ${when}`);
    }
    expect(
      screen.getByRole("heading", { name: home.reasons.title }),
    ).toBeInTheDocument();
  });

  test(`states the campaign as /doacao does on the build's day: ${state}`, () => {
    expectCampaign(screen.getByRole("main"), figures, content.campaign);
  });
});

// The English home is published only while its files are all written in English.
describe.runIf(englishRoutes.includes("/en"))("/en", () => {
  test(`states the campaign in English on the build's day: ${state}`, () => {
    expectCampaign(
      builtPage("/en").screen.getByRole("main"),
      inEnglish("figures"),
      inEnglish("campaign"),
      "en",
    );
  });
});

/**
 * The campaign's section in `main`: while it runs, committed against the goal as text and as a
 * bar; once ended, what it reached and no bar; then each figure with its date.
 */
function expectCampaign(
  main: HTMLElement,
  pageFigures: Figures,
  texts: Campaign,
  locale: Locale = "pt-BR",
) {
  const section = within(main).getByRole("region", { name: texts.title });
  const { text, filledPercent } = campaignFigures(
    pageFigures,
    texts.committedOfGoal,
    buildDay,
    locale,
  );
  expect(within(section).getByText(text)).toBeInTheDocument();
  const endedText = campaignEndedText(pageFigures, locale);
  const bar = within(section).queryByRole("progressbar", {
    name: texts.progressLabel,
  });
  if (state === "ended") {
    expect(text).toBe(endedText);
    expect(bar).toBeNull();
  } else {
    expect(bar).toHaveAttribute("aria-valuetext", text);
    expect(bar).toHaveAttribute(
      "aria-valuenow",
      String(Math.round(filledPercent)),
    );
    expect(section).not.toHaveTextContent(endedText);
  }
  const statement = (name: "received" | "committed" | "goal") =>
    figureStatement(pageFigures, name, buildDay, locale);
  for (const [label, name] of [
    [texts.receivedLabel, "received"],
    [texts.committedLabel, "committed"],
  ] as const) {
    const { value, when } = statement(name);
    expect(within(section).getByText(label)).toBeInTheDocument();
    expect(within(section).getByText(`${value}, ${when}`)).toBeInTheDocument();
  }
  const goal = statement("goal");
  expect(within(section).getByText(texts.goalLabel)).toBeInTheDocument();
  expect(
    within(section).getByText(`${goal.value} ${goal.when}`),
  ).toBeInTheDocument();
}

// The campaign as the pages state it on the build's day: running (committed against the goal, as
// text and as a bar) up to the goal's deadline, ended (what it reached, no bar) after it. The
// repository's content and the variant's have their deadlines on either side of today, so the two
// runs see both states; each state on a fixed day is proved beside the code
// (campaign-progress.test.tsx, campaign-banner.test.tsx, campaign-figures.test.ts).
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import {
  campaignEndedText,
  campaignFigures,
} from "../../app/lib/campaign-figures";
import { campaignState } from "../../app/lib/campaign-state";
import { figureStatement } from "../../app/lib/fund-figures";
import { buildDay, content, donationPage } from "../content";
import { builtPage } from "./built-page";

const { figures, campaign, home, donorsPage } = content;
const ended = campaignState(figures.goal, buildDay) === "ended";
const endedText = campaignEndedText(figures);

describe.each(["/doacao", "/doadores"])("%s", (route) => {
  const { screen } = builtPage(route);
  const section = screen.getByRole("region", { name: campaign.title });

  test(`says where the campaign stands on the build's day: ${ended ? "ended, with what it reached and no bar" : "committed against the goal, as text and as a bar"}`, () => {
    const { text, filledPercent } = campaignFigures(
      figures,
      campaign.committedOfGoal,
      buildDay,
    );
    expect(within(section).getByText(text)).toBeInTheDocument();
    const bar = within(section).queryByRole("progressbar", {
      name: campaign.progressLabel,
    });
    if (ended) {
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
    const goal = figureStatement(figures, "goal", buildDay);
    expect(section).toHaveTextContent(`${goal.value} ${goal.when}`);
  });
});

test(`/doacao's invitation to join the campaign ${ended ? "gives way to what it reached" : "stands while it runs"}`, () => {
  const banner = builtPage("/doacao").screen.getByRole("region", {
    name: donationPage.campaign.title,
  });
  const [says, not] = ended
    ? [endedText, donationPage.campaign.text]
    : [donationPage.campaign.text, endedText];
  expect(within(banner).getByText(says)).toBeInTheDocument();
  expect(banner).not.toHaveTextContent(not);
});

// The home page's campaign, in both languages: home.test.ts.
describe("the home page", () => {
  const stats = builtPage("/").screen.getByRole("region", {
    name: home.statsLabel,
  });

  test.runIf(home.stats.includes("classes"))(
    "names what the classes figure counts, when it shows that figure",
    () => {
      expect(stats).toHaveTextContent(figures.classes.label);
    },
  );
});

test("/doadores's classes chart says what it counts", () => {
  const chart = builtPage("/doadores").screen.getByRole("region", {
    name: donorsPage.chart.title,
  });
  expect(within(chart).getByText(donorsPage.chart.lead)).toBeInTheDocument();
});

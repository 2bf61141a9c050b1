// The campaign as the pages state it on the build's day: none without a goal (no section, no bar,
// no invitation); running (committed against the goal, as text and as a bar) up to the goal's
// deadline; ended (what it reached, no bar) after it. The repository's content and the variant's
// have their deadlines on either side of today, and the edited site has no goal
// (test/edited-site/no-campaign.test.ts), so the runs see all three states; each state on a fixed
// day is proved beside the code (campaign-progress.test.tsx, campaign-banner.test.tsx,
// home-campaign.test.tsx, campaign-figures.test.ts).
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import type { Campaign, Figures } from "../../app/content/source/schema";
import {
  campaignEndedText,
  campaignFigures,
} from "../../app/lib/campaign-figures";
import { campaignState, hasGoal } from "../../app/lib/campaign-state";
import { figureStatement, goalStatement } from "../../app/lib/fund-figures";
import type { Locale } from "../../app/lib/locale";
import { buildDay, content, donationPage, inEnglish } from "../content";
import { englishRoutes } from "../site-routes";
import { builtPage } from "./built-page";

const { figures, campaign, home, donorsPage } = content;
const state = campaignState(figures.goal, buildDay);

type CampaignPage = {
  route: string;
  figures: Figures;
  texts: Campaign;
  locale: Locale;
  /** Whether the received line is the published figure: the donors pages state the sheets'. */
  statesPublishedReceived: boolean;
};

const inPortuguese = { figures, texts: campaign, locale: "pt-BR" } as const;
const inEnglishWords = () =>
  ({
    figures: inEnglish("figures"),
    texts: inEnglish("campaign"),
    locale: "en",
  }) as const;

/** Every page that states the campaign, in the language of its words. */
const campaignPages: CampaignPage[] = [
  { route: "/", ...inPortuguese, statesPublishedReceived: true },
  { route: "/doacao", ...inPortuguese, statesPublishedReceived: true },
  { route: "/doadores", ...inPortuguese, statesPublishedReceived: false },
  ...(englishRoutes.includes("/en")
    ? [{ route: "/en", ...inEnglishWords(), statesPublishedReceived: true }]
    : []),
  ...(englishRoutes.includes("/en/donors")
    ? [
        {
          route: "/en/donors",
          ...inEnglishWords(),
          statesPublishedReceived: false,
        },
      ]
    : []),
];

describe.each(campaignPages)(
  "$route",
  ({ route, figures: pageFigures, texts, locale, statesPublishedReceived }) => {
    const main = within(builtPage(route).screen.getByRole("main"));
    const sectionOf = () => main.getByRole("region", { name: texts.title });
    const bar = main.queryByRole("progressbar");
    if (!hasGoal(pageFigures)) {
      test("says nothing of a campaign: the fund has no goal", () => {
        expect(main.queryByRole("region", { name: texts.title })).toBeNull();
        expect(bar).toBeNull();
      });
      return;
    }
    const { text, filledPercent } = campaignFigures(
      pageFigures,
      texts.committedOfGoal,
      buildDay,
      locale,
    );
    const endedText = campaignEndedText(pageFigures, locale);

    test(`says where the campaign stands on the build's day: ${state === "ended" ? "ended, with what it reached and no bar" : "committed against the goal, as text and as a bar"}`, () => {
      const section = sectionOf();
      expect(within(section).getByText(text)).toBeInTheDocument();
      if (state === "ended") {
        expect(text).toBe(endedText);
        expect(bar).toBeNull();
      } else {
        expect(bar).toHaveAccessibleName(texts.progressLabel);
        expect(bar).toHaveAttribute("aria-valuetext", text);
        expect(bar).toHaveAttribute(
          "aria-valuenow",
          String(Math.round(filledPercent)),
        );
        expect(section).not.toHaveTextContent(endedText);
      }
    });

    test("states committed and the goal, each labelled and dated, and received", () => {
      const committed = figureStatement(
        pageFigures,
        "committed",
        buildDay,
        locale,
      );
      const goalLine = goalStatement(pageFigures, buildDay, locale);
      const lines = within(sectionOf());
      expect(lines.getByText(texts.committedLabel)).toBeInTheDocument();
      expect(
        lines.getByText(`${committed.value}, ${committed.when}`),
      ).toBeInTheDocument();
      expect(lines.getByText(texts.goalLabel)).toBeInTheDocument();
      expect(
        lines.getByText(`${goalLine.value} ${goalLine.when}`),
      ).toBeInTheDocument();
      expect(lines.getByText(texts.receivedLabel)).toBeInTheDocument();
      if (statesPublishedReceived) {
        const received = figureStatement(
          pageFigures,
          "received",
          buildDay,
          locale,
        );
        expect(
          lines.getByText(`${received.value}, ${received.when}`),
        ).toBeInTheDocument();
      }
    });
  },
);

test(`/doacao's invitation to join the campaign: ${state === "none" ? "none, with no brochure" : state === "ended" ? "gives way to what it reached" : "stands while it runs"}`, () => {
  const banner = builtPage("/doacao").screen.queryByRole("region", {
    name: donationPage.campaign.title,
  });
  if (!hasGoal(figures)) {
    expect(banner).toBeNull();
    return;
  }
  const endedText = campaignEndedText(figures);
  const [says, not] =
    state === "ended"
      ? [endedText, donationPage.campaign.text]
      : [donationPage.campaign.text, endedText];
  expect(banner).toHaveTextContent(says);
  expect(banner).not.toHaveTextContent(not);
});

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

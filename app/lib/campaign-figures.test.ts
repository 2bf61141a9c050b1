import { describe, expect, test } from "vitest";
import { campaignFigures, campaignGoal } from "./campaign-figures";
import { campaign } from "~/content/campaign";

describe("campaignFigures", () => {
  const goal = campaign.goalReais;
  test.each([
    { raised: 0, percent: "0%", filled: 0 },
    { raised: goal * 0.3117, percent: "31,2%", filled: 31.17 },
    { raised: goal, percent: "100%", filled: 100 },
    { raised: goal * 1.04, percent: "104%", filled: 100 },
  ])(
    "$raised raised reads '… ($percent)' and fills $filled% of the bar",
    ({ raised, percent, filled }) => {
      const { text, filledPercent } = campaignFigures(raised);
      expect(text).toMatch(
        new RegExp(
          `^R\\$ .+ ${campaign.raised} ${campaignGoal().replace("$", "\\$")} \\(${percent}\\)$`,
        ),
      );
      expect(filledPercent).toBeCloseTo(filled);
    },
  );
});

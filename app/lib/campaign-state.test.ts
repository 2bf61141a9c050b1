import { expect, test } from "vitest";
import { campaignState, hasGoal } from "./campaign-state";
import { exampleFigures } from "../../test/figures";

test.each([
  { deadline: "2025-12-31", today: "2025-06-30", state: "running" },
  { deadline: "2025-12-31", today: "2025-12-30", state: "running" },
  { deadline: "2025-12-31", today: "2025-12-31", state: "running" },
  { deadline: "2025-12-31", today: "2026-01-01", state: "ended" },
  { deadline: "2025-12-31", today: "2026-11-27", state: "ended" },
  { deadline: "2026-02-28", today: "2026-03-01", state: "ended" },
  { deadline: "2028-02-29", today: "2028-02-29", state: "running" },
])("a goal due $deadline is $state on $today", ({ deadline, today, state }) => {
  expect(campaignState({ deadline }, today)).toBe(state);
});

test.each(["2025-06-30", "2026-11-27"])(
  "without a goal there is no campaign, on %s as on any day",
  (today) => {
    expect(campaignState(undefined, today)).toBe("none");
  },
);

test("the figures have a goal while the fund has a campaign, and none without one", () => {
  expect(hasGoal(exampleFigures)).toBe(true);
  expect(hasGoal({ ...exampleFigures, goal: undefined })).toBe(false);
});

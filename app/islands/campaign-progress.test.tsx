// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { showCampaignProgress } from "./campaign-progress";
import { CampaignProgress } from "~/components/campaign-progress";
import { campaign } from "~/content/campaign";
import { campaignFigures, campaignGoal } from "~/lib/campaign-figures";

/** The donation page's prerendered progress, filled as its island does, from `response`. */
async function showWith(response: Response) {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(response)),
  );
  vi.spyOn(console, "warn").mockImplementation(() => {});
  document.body.innerHTML = renderToStaticMarkup(
    <CampaignProgress raisedReais={undefined} />,
  );
  const section = document.querySelector<HTMLElement>(
    "[data-campaign-progress]",
  )!;
  await showCampaignProgress(section);
  return section;
}

afterEach(() => vi.unstubAllGlobals());

describe("showCampaignProgress", () => {
  test("fills the figures and the bar with the total of the classes sheet", async () => {
    const section = await showWith(
      new Response(
        'turma,valor\nT65,"R$ 1.000.000,00"\nT72,"R$ 2.750.000,00"\n',
        {
          headers: { "content-type": "text/csv" },
        },
      ),
    );
    const { text, filledPercent } = campaignFigures(3_750_000);
    expect(section).toHaveTextContent(text);
    expect(section.querySelector("[data-campaign-figures]")).toBeVisible();
    expect(section).not.toHaveTextContent(campaign.loading);
    const bar = section.querySelector<HTMLElement>("[role=progressbar]")!;
    expect(bar).toHaveAttribute("aria-valuenow", String(filledPercent));
    expect(bar).toHaveAttribute("aria-valuetext", text);
    expect(bar.querySelector("div")!.style.width).toBe(`${filledPercent}%`);
  });

  test.each([
    ["answers 404", new Response("", { status: 404 })],
    [
      "is not published (an HTML page)",
      new Response("<html></html>", {
        headers: { "content-type": "text/html" },
      }),
    ],
  ])("when the sheet %s, says so and gives the goal", async (_, response) => {
    const section = await showWith(response);
    expect(section).toHaveTextContent(`${campaign.failed} ${campaignGoal()}.`);
    expect(section.querySelector("[data-campaign-figures]")).not.toBeVisible();
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { CampaignBanner } from "./campaign-banner";
import { campaignEndedText } from "~/lib/campaign-figures";
import { exampleFigures as figures } from "../../test/figures";
import { readSiteContent } from "../../test/site-content";
import { escapeRegExp } from "../../test/text-patterns";

const texts = (await readSiteContent()).donation.page;
const { campaign } = texts;
const ended = campaignEndedText(figures);

afterEach(cleanup);

// The example figures' goal is due 31/12/2025.
test.each([
  { today: "2025-06-30", state: "running", says: campaign.text, not: ended },
  { today: "2025-12-31", state: "running", says: campaign.text, not: ended },
  { today: "2026-01-01", state: "ended", says: ended, not: campaign.text },
])(
  "on $today, a campaign $state says so beside its brochure",
  ({ today, says, not }) => {
    render(<CampaignBanner figures={figures} today={today} texts={texts} />);
    const banner = screen.getByRole("region", { name: campaign.title });
    expect(within(banner).getByText(says)).toBeInTheDocument();
    expect(banner).not.toHaveTextContent(not);
    expect(
      within(banner).getByRole("link", {
        name: new RegExp(
          `^${escapeRegExp(campaign.linkLabel)}\\s*${escapeRegExp(texts.newTabHint)}$`,
        ),
      }),
    ).toHaveAttribute("href", campaign.pdfPath);
  },
);

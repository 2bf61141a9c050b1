// The campaign's progress on a page that does not read the sheets otherwise (/doacao): the total
// of the classes sheet fills the figures that ~/components/campaign-progress prerendered hidden.
import { required } from "./dom";
import { loadSheets, warnOfSheetFailure } from "~/components/published-sheets";
import { campaign } from "~/content/campaign";
import { campaignFigures, campaignGoal } from "~/lib/campaign-figures";
import { parseClassTotals, totalDonatedReais } from "~/lib/class-totals";

export async function showCampaignProgress(section: HTMLElement) {
  const status = required<HTMLElement>(section, "[data-campaign-status]");
  const figures = required<HTMLElement>(section, "[data-campaign-figures]");
  let raisedReais: number;
  try {
    const { turmas } = await loadSheets({ turmas: parseClassTotals });
    raisedReais = totalDonatedReais(turmas.classTotals);
  } catch (error) {
    warnOfSheetFailure(error);
    status.textContent = `${campaign.failed} ${campaignGoal()}.`;
    return;
  }
  const { text, filledPercent } = campaignFigures(raisedReais);
  required(figures, "[data-campaign-text]").textContent = text;
  const bar = required<HTMLElement>(figures, "[role=progressbar]");
  bar.setAttribute("aria-valuenow", String(Math.round(filledPercent)));
  bar.setAttribute("aria-valuetext", text);
  required<HTMLElement>(bar, "div").style.width = `${filledPercent}%`;
  status.remove();
  figures.hidden = false;
}

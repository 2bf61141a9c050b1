import { campaign } from "~/content/campaign";
import { formatLargeReais, formatPercent } from "./money";

/** The campaign goal as a visitor reads it: "R$ 25 milhões". */
export function campaignGoal(): string {
  return formatLargeReais(campaign.goalReais);
}

/**
 * What the campaign's progress shows for `raisedReais`: its sentence ("R$ 7,79 milhões
 * arrecadados de R$ 25 milhões (31,2%)") and how full the bar is, in percent (at most 100).
 */
export function campaignFigures(raisedReais: number): {
  text: string;
  filledPercent: number;
} {
  const share = raisedReais / campaign.goalReais;
  return {
    text: `${formatLargeReais(raisedReais)} ${campaign.raised} ${campaignGoal()} (${formatPercent(share)})`,
    filledPercent: Math.min(100, Math.max(0, share * 100)),
  };
}

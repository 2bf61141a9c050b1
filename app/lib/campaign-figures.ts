import { campaign } from "~/content/campaign";
import { formatLargeReais, formatPercent } from "./money";

/**
 * What the campaign's progress shows for `receivedReais` against `goalReais`: its sentence
 * ("R$ 8,13 milhões recebidos de R$ 25 milhões (32,5%)") and how full the bar is, in percent
 * (at most 100).
 */
export function campaignFigures(
  receivedReais: number,
  goalReais: number,
): { text: string; filledPercent: number } {
  const share = receivedReais / goalReais;
  // A first gift is progress: it never reads "0%", but "menos de 0,1%".
  const rounded = formatPercent(share);
  const percent =
    share > 0 && rounded === formatPercent(0)
      ? `${campaign.lessThan} ${formatPercent(0.001)}`
      : rounded;
  return {
    text: `${formatLargeReais(receivedReais)} ${campaign.received} ${formatLargeReais(goalReais)} (${percent})`,
    filledPercent: Math.min(100, Math.max(0, share * 100)),
  };
}

import { fillIn } from "./fill-in";
import { formatLargeReais, formatPercent } from "./money";

/** The officers' words around the campaign's figures (content/pt-BR/campanha.yml). */
export type CampaignFigureTexts = {
  /** "{recebido} recebidos de {meta}" */
  receivedOfGoal: string;
  /** "menos de {percentual}", for a share below the smallest percentage. */
  lessThan: string;
};

/**
 * What the campaign's progress shows for `receivedReais` against `goalReais`: its sentence
 * ("R$ 8,13 milhões recebidos de R$ 25 milhões (32,5%)") and how full the bar is, in percent
 * (at most 100).
 */
export function campaignFigures(
  receivedReais: number,
  goalReais: number,
  texts: CampaignFigureTexts,
): { text: string; filledPercent: number } {
  const share = receivedReais / goalReais;
  // A first gift is progress: it never reads "0%", but "menos de 0,1%".
  const rounded = formatPercent(share);
  const percent =
    share > 0 && rounded === formatPercent(0)
      ? fillIn(texts.lessThan, { percentual: formatPercent(0.001) })
      : rounded;
  const receivedOfGoal = fillIn(texts.receivedOfGoal, {
    recebido: formatLargeReais(receivedReais),
    meta: formatLargeReais(goalReais),
  });
  return {
    text: `${receivedOfGoal} (${percent})`,
    filledPercent: Math.min(100, Math.max(0, share * 100)),
  };
}

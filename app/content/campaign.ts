/**
 * The fundraising campaign's words, on /doadores and /doacao; its figures (received, committed,
 * goal) come from content/pt-BR/numeros.yml, the received one live from the classes sheet when it
 * answers.
 */
export const campaign = {
  title: "Campanha em números",
  /** Names the progress bar for screen readers. */
  progressLabel: "Recebido na campanha",
  /** "R$ 8,13 milhões recebidos de R$ 25 milhões": the words between the figures. */
  received: "recebidos de",
  /** Before the smallest percentage, for a share below it: "menos de 0,1%". */
  lessThan: "menos de",
  receivedLabel: "Recebido",
  committedLabel: "Comprometido",
  goalLabel: "Meta",
  /** When the received figure is the sheet's, read during this visit. */
  receivedLive: "soma das doações por turma, lida agora da planilha do fundo",
  /** When it is the sheet's as the site's build read it: "…, dados de 23/11/2026". */
  receivedPublished: "soma das doações por turma na planilha do fundo, dados de",
};

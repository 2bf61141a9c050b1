/**
 * The fundraising campaign in numbers, on /doadores and /doacao: the total of the classes sheet
 * against the goal below.
 */
export const campaign = {
  /** The campaign goal, in reais. */
  goalReais: 25_000_000,
  title: "Campanha em números",
  /** Names the progress bar for screen readers. */
  progressLabel: "Arrecadado na campanha",
  /** "R$ 7,79 milhões arrecadados de R$ 25 milhões": the words between the figures. */
  raised: "arrecadados de",
  /** Says where the figure comes from. */
  source:
    "Soma das doações registradas por turma, lida da planilha do fundo a cada visita.",
  /** While the classes sheet loads (on /doacao), and when it cannot be read. */
  loading: "Carregando o total arrecadado...",
  failed:
    "Não foi possível carregar o total arrecadado agora. A meta da campanha é",
};

import type { CallToAction } from "./calls-to-action";
import type { DonorTier } from "~/lib/donors";

/** The heading and one-line description of one tier section. */
export type DonorTierCopy = { title: string; description: string };

/** Every text of the donors page (/doadores). Names and amounts come from the two sheets. */
export const donorsPage = {
  meta: {
    title: "Doadores",
    description:
      "Conheça os doadores do Endowment ITA, por categoria, e o engajamento de cada turma de ex-alunos do ITA no fundo patrimonial.",
  },
  title: "Nossos Doadores",
  lead: "Ex-alunos e amigos do ITA que constroem, com suas doações, um patrimônio permanente para o instituto.",
  /** Shown in the prerendered page and while the two sheets load. */
  loading: "Carregando dados dos doadores...",
  /** One section per tier, highest first; a tier without donors is not shown. */
  tiers: {
    patrono: {
      title: "Patronos",
      description: "Contribuições acima de R$ 1 milhão",
    },
    "associado-benemerito": {
      title: "Associados Beneméritos",
      description: "Contribuições a partir de R$ 250 mil",
    },
    associado: {
      title: "Associados",
      description: "Contribuições a partir de R$ 10 mil",
    },
    doador: {
      title: "Doadores",
      description: "Contribuições abaixo de R$ 10 mil",
    },
  } satisfies Record<DonorTier, DonorTierCopy>,
  chart: {
    title: "Engajamento por Turma",
    lead: "Total doado por turma de formandos, em milhares de reais (R$ mil).",
    /** Accessible name of the drawing; screen readers get the figures from the table. */
    label: "Gráfico de barras: total doado por turma, em R$ mil",
    tableCaption: "Total doado por turma, em R$ mil",
    classColumn: "Turma",
    amountColumn: "Total (R$ mil)",
    /** Names the amount in the tooltip: "Total doado: R$ 1.234,5 mil". */
    tooltipName: "Total doado",
    /** The toggle's text while only the top classes show, and while all show. */
    showMore: "Ver Mais Turmas",
    showLess: "Ver Menos",
  },
  callToAction: {
    title: "Seja o primeiro contribuidor da sua turma!",
    text: "Toda doação, de qualquer valor, aparece no engajamento da sua turma e fortalece o ITA para sempre.",
    linkLabel: "Doe agora!",
    href: "/doacao",
  } satisfies CallToAction,
  errors: {
    /** Starts every error message; the reason follows. */
    prefix: "Erro ao carregar dados: ",
    /** A sheet answered with a status other than OK. */
    fetchFailed: "Falha ao buscar dados das planilhas.",
    /** A sheet is not valid CSV, is an HTML page (sheet not published) or lacks a column. */
    processingFailed: "Erro ao processar dados das planilhas.",
    /** The sheets did not answer within the time limit. */
    timedOut:
      "O tempo de espera esgotou antes de as planilhas responderem. Verifique sua conexão e tente novamente.",
    /** The browser could not reach the sheets at all (offline, blocked, DNS). */
    networkFailed:
      "Não foi possível conectar às planilhas. Verifique sua conexão e tente novamente.",
    /** A failure that carries no message of its own. */
    unknown: "Ocorreu um erro desconhecido.",
    retry: "Tentar novamente",
  },
};

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
  /** In place of the tiers when the donors sheet lists no one (a header and no rows). */
  noDonorsYet: "A lista de doadores ainda não tem nomes.",
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
    /** The bar chart is a table: its caption, read by screen readers. */
    tableCaption: "Total doado por turma, em R$ mil",
    classColumn: "Turma",
    amountColumn: "Total (R$ mil)",
    /** The toggle's text while only the top classes show, and while all show. */
    showMore: "Ver Mais Turmas",
    showLess: "Ver Menos",
  },
  /** Beside the chart: the classes with the most donors in the donors sheet. */
  participation: {
    title: "Participação por Turma",
    lead: "Turmas com mais doadores.",
    tableCaption: "Número de doadores por turma",
    classColumn: "Turma",
    countColumn: "Doadores",
    /** Tooltip of a bar: "12 doadores". */
    donorsUnit: { one: "doador", other: "doadores" },
  },
  /**
   * The list the build published (read from the sheets when the site was built): shown without
   * JavaScript, and on request when the live sheets cannot be read. "dados de 23/11/2026".
   */
  published: {
    title: "Lista publicada",
    /** Before the date: "dados de 23/11/2026". */
    dataOf: "dados de",
    open: "Ver a última lista publicada",
    close: "Esconder a lista publicada",
    /** Below a list too long for the page: "E mais 18.000 doadores na lista completa, …". */
    leftOut: [
      "E mais",
      "na lista completa, que a página mostra quando lê as planilhas.",
    ],
  },
  /** The search above the tiers, and the link for a donor who is not listed yet. */
  finder: {
    label: "Procure seu nome ou sua turma",
    hint: "Por exemplo: João, T98 ou 98. Escolha uma turma no gráfico para ver seus doadores.",
    found: { one: "doador encontrado", other: "doadores encontrados" },
    noneFound: "Nenhum doador encontrado",
    notListed: "Não encontrou seu nome?",
    notListedLink: "Avise o fundo da sua doação",
    /** Below a tier that lists more donors than a page: "Mostrar mais nomes (3.233 restantes)". */
    showMore: "Mostrar mais nomes",
    remaining: "restantes",
  },
  /** One class, chosen in the chart or named in the search: "Turma T98". */
  classView: {
    title: "Turma",
    donated: "doados",
    /** A class with donors listed and no row in the classes sheet, in place of its amount. */
    noAmount: "valor ainda não lançado na planilha de turmas",
    /** A class with nothing on the sheets: "Nenhum doador da turma T98 nas planilhas ainda." */
    noDonors: ["Nenhum doador da turma", "nas planilhas ainda."],
    invite: "Seja o primeiro da sua turma",
    /** A class that gave, with no donor listed by name: "Os doadores da turma T98 não…". */
    unnamedDonors: ["Os doadores da turma", "não estão listados pelo nome."],
    giveWithClass: "Doe com a sua turma",
  },
  /** Rows of the sheets that were left out or read with a caveat, for whoever edits them. */
  notices: {
    summary: "Detalhes das planilhas",
    lead: "Linhas que o site ignorou ou leu com ressalvas. Corrija-as na planilha; a página se atualiza na próxima visita.",
    /** The same, in the list the build published: a fix shows once the site is published again. */
    publishedLead:
      "Linhas que o site ignorou ou leu com ressalvas ao publicar esta lista. Corrija-as na planilha; esta lista se atualiza na próxima publicação do site.",
    /** After the first rows of a long list: "e mais 6.548 linhas, listadas depois que estas forem corrigidas." */
    more: "e mais",
    moreRows: "linhas, listadas depois que estas forem corrigidas.",
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
    /** The connection dropped while a sheet was downloading. */
    interrupted:
      "A conexão caiu durante o download das planilhas. Verifique sua conexão e tente novamente.",
    /** A failure that carries no message of its own. */
    unknown: "Ocorreu um erro desconhecido.",
    retry: "Tentar novamente",
    /** Discloses what went wrong, for whoever edits the sheets. */
    details: "Detalhes",
    /** Announced while "Tentar novamente" works, and after it. */
    retrying: "Tentando novamente...",
    retryFailed: "A nova tentativa também falhou.",
    loaded: "Dados dos doadores carregados.",
  },
};

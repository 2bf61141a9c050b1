import type { Stat } from "./stat";

export type Reason = { title: string; text: string };
export type FundModelCard = {
  title: string;
  points: string[];
  soonPoint?: string;
};

export const home = {
  meta: {
    title: "Endowment ITA | Fundo patrimonial dos ex-alunos do ITA",
    description:
      "Doe para o fundo patrimonial dos ex-alunos do ITA: o principal é preservado e os rendimentos reais financiam bolsas, pesquisa e iniciativas estudantis.",
  },
  hero: {
    eyebrow: "Fundo patrimonial dos ex-alunos do ITA",
    title: "Invista no futuro da engenharia brasileira",
    lead: "Sua doação fica preservada para sempre e seus rendimentos apoiam alunos, professores e pesquisa no Instituto Tecnológico de Aeronáutica.",
    donateLabel: "Doe agora",
  },
  stats: [
    { value: "R$ 14M+", label: "em doações comprometidas" },
    { value: "55+", label: "doadores" },
    { value: "24", label: "turmas engajadas" },
  ] satisfies Stat[],
  about: {
    title: "O que é o Endowment ITA",
    paragraphs: [
      "O Endowment ITA é o fundo patrimonial dos ex-alunos do Instituto Tecnológico de Aeronáutica, criado nos termos da Lei federal nº 13.800/2019.",
      "As doações formam um patrimônio permanente: o principal é preservado e somente os rendimentos reais, acima da inflação, são aplicados no instituto. Assim, cada contribuição continua gerando impacto geração após geração.",
    ],
    linkLabel: "Conheça o ITA",
    href: "/o-ita",
  },
  reasons: {
    title: "Por que doar?",
    items: [
      {
        title: "Referência global",
        text: "Ajude a fazer do ITA uma referência mundial em engenharia, ciência e inovação.",
      },
      {
        title: "Excelência no ensino",
        text: "Mantenha a excelência do ensino que formou gerações de engenheiros.",
      },
      {
        title: "Retribuir",
        text: "Devolva ao instituto parte do que ele deu a você e à sua carreira.",
      },
      {
        title: "Comunidade forte",
        text: "Fortaleça a comunidade de ex-alunos, alunos e professores.",
      },
    ] satisfies Reason[],
  },
  fundModel: {
    title: "Como funciona o fundo",
    cards: [
      {
        title: "Estratégia de investimento",
        points: [
          "Perfil conservador",
          "Prioridade para renda fixa",
          "Gestão profissional e transparente",
        ],
      },
      {
        title: "Distribuição de recursos",
        points: [
          "Somente os rendimentos acima da inflação são aplicados",
          "Bolsas para alunos e para pesquisa",
          "Cátedras com professores estrangeiros",
          "Apoio a iniciativas estudantis",
        ],
      },
      {
        title: "Governança e transparência",
        points: [
          "Conselhos e comitês formados por ex-alunos",
          "Comitê de investimentos atuante",
        ],
        soonPoint: "Auditoria externa anual",
      },
    ] satisfies FundModelCard[],
  },
  latestNews: {
    title: "Últimas notícias",
    allNewsLabel: "Ver todas as notícias",
  },
};

/** One of the fund's governing bodies, as a card in the governance chart. */
export type GovernanceBody = {
  name: string;
  /** How it relates to the others, e.g. "Eleito pela Assembleia Geral". */
  relation?: string;
  /** What it does, in one or two sentences. */
  description: string;
};

/** One row of the chart: a body in the chain of command and, optionally, the body that works beside it. */
export type GovernanceLevel = {
  body: GovernanceBody;
  /** Oversees or advises the body of this row; drawn beside it with a dashed connector. */
  beside?: GovernanceBody;
};

export const about = {
  meta: {
    title: "Quem somos",
    description:
      "A história, a governança e as pessoas do Endowment ITA, o fundo patrimonial criado por ex-alunos do ITA nos termos da Lei 13.800/2019.",
  },
  hero: {
    eyebrow: "Endowment ITA",
    title: "Quem somos",
    lead: "Ex-alunos que se uniram para apoiar o ITA hoje e sempre, com um fundo que preserva cada doação e aplica apenas os seus rendimentos.",
  },
  history: {
    title: "Nossa história",
    paragraphs: [
      "O Endowment ITA nasceu da iniciativa de ex-alunos do Instituto Tecnológico de Aeronáutica que queriam retribuir ao instituto de forma duradoura. O fundo foi criado nos termos da Lei federal nº 13.800/2019, que regula os fundos patrimoniais no Brasil.",
      "Cada doação passa a integrar o principal do fundo, que é investido com perfil conservador e nunca é gasto. Somente os rendimentos reais, acima da inflação, são aplicados em bolsas, pesquisa e iniciativas estudantis.",
      "Assim, o apoio de hoje continua rendendo para as próximas gerações de alunos e professores.",
    ],
    /** The three principles highlighted beside the text. */
    principles: [
      "Criado sob a Lei federal nº 13.800/2019",
      "Principal preservado para sempre",
      "Só os rendimentos acima da inflação são aplicados",
    ],
  },
  governance: {
    title: "Governança",
    lead: "Ex-alunos e profissionais convidados conduzem o fundo em órgãos com papéis definidos no estatuto.",
    /** Accessible name of the chart's list. */
    chartLabel:
      "Organograma: órgãos de governança do Endowment ITA, do mais alto ao executivo",
    statuteLabel: "Baixar estatuto",
    /** Ends the statute link's accessible name. */
    statuteHint: "(PDF, abre em nova aba)",
    levels: [
      {
        body: {
          name: "Assembleia Geral",
          relation: "Órgão máximo, formado por todos os associados",
          description:
            "Aprova o estatuto e as contas anuais e elege os membros do Conselho de Administração e do Conselho Fiscal.",
        },
      },
      {
        body: {
          name: "Conselho de Administração",
          relation: "Eleito pela Assembleia Geral",
          description:
            "Define a estratégia, a política de investimentos e as regras de aplicação dos rendimentos, e nomeia a Diretoria Executiva.",
        },
        beside: {
          name: "Conselho Fiscal",
          relation: "Eleito pela Assembleia Geral, a quem presta contas",
          description:
            "Fiscaliza as contas e a gestão e emite parecer sobre as demonstrações financeiras. Seus membros têm formação em administração, economia, ciências atuariais ou contabilidade.",
        },
      },
      {
        body: {
          name: "Diretoria Executiva",
          relation: "Nomeada pelo Conselho de Administração",
          description:
            "Conduz o dia a dia do fundo: captação, relacionamento com doadores, aplicação dos recursos e prestação de contas.",
        },
        beside: {
          name: "Comitê de Investimentos",
          relation:
            "Assessora o Conselho de Administração e a Diretoria Executiva",
          description:
            "Acompanha a carteira e recomenda a alocação dos recursos, seguindo a política de investimentos conservadora, com prioridade para a renda fixa.",
        },
      },
    ] satisfies GovernanceLevel[],
  },
  people: {
    title: "Conselhos e diretoria",
    lead: "As pessoas que dedicam seu tempo a conduzir o fundo.",
  },
};

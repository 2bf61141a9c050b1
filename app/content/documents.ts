// The files are short samples with fictional content, placeholders for the fund's real reports.

/** A downloadable file on /transparencia. */
export type DocumentLink = {
  title: string;
  /** One sentence on what the file holds. */
  description: string;
  /** Path of the file under public/documents/, e.g. "/documents/estatuto-social.pdf". */
  url: string;
};

/** A group of documents under one heading. */
export type DocumentSection = {
  title: string;
  documents: DocumentLink[];
};

/** The fund's statute; also offered on /quem-somos. */
export const statute: DocumentLink = {
  title: "Estatuto social",
  description:
    "Finalidade do fundo, órgãos de governança, direitos dos associados e regras de uso dos rendimentos.",
  url: "/documents/estatuto-social.pdf",
};

export const transparency = {
  meta: {
    title: "Transparência",
    description:
      "Relatórios anuais, demonstrações financeiras com parecer do Conselho Fiscal e estatuto social do Endowment ITA, para baixar.",
  },
  hero: {
    eyebrow: "Prestação de contas",
    title: "Transparência",
    lead: "Relatórios, demonstrações financeiras e documentos institucionais do fundo, abertos a doadores, associados e ao público.",
  },
  /** Visible text of every download link; its accessible name adds the title and the new-tab hint. */
  downloadLabel: "Baixar documento",
  /** Ends the accessible name of download links, which open a new tab. */
  newTabHint: "(abre em nova aba)",
  sections: [
    {
      title: "Relatórios anuais",
      documents: [
        {
          title: "Relatório anual 2024",
          description:
            "Atividades do ano, captação de doações e aplicação dos rendimentos em bolsas, pesquisa e iniciativas estudantis.",
          url: "/documents/relatorio-anual-2024.pdf",
        },
        {
          title: "Relatório anual 2023",
          description:
            "Atividades do ano, primeiras campanhas de captação entre as turmas e estrutura de governança do fundo.",
          url: "/documents/relatorio-anual-2023.pdf",
        },
      ],
    },
    {
      title: "Demonstrações financeiras",
      documents: [
        {
          title: "Demonstrações financeiras 2024",
          description:
            "Balanço patrimonial, demonstração do resultado e notas explicativas, com o parecer do Conselho Fiscal.",
          url: "/documents/demonstracoes-financeiras-2024.pdf",
        },
        {
          title: "Demonstrações financeiras 2023",
          description:
            "Balanço patrimonial, demonstração do resultado e notas explicativas, reunidos em um arquivo compactado.",
          url: "/documents/demonstracoes-financeiras-2023.zip",
        },
      ],
    },
    {
      title: "Institucional",
      documents: [statute],
    },
  ] satisfies DocumentSection[],
};

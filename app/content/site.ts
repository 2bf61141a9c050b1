/** The fund's identity, used by the shell, page titles and sharing. */
export type Site = {
  name: string;
  /** One sentence on the fund, for the footer and the default meta description. */
  description: string;
  /** Professional-network page. Placeholder until the fund confirms its address. */
  linkedinUrl: string;
  /** Chat-app contact link (wa.me). Placeholder number, fictional. */
  whatsappUrl: string;
  /** The year the copyright line starts from is the current year, computed at render. */
  copyrightHolder: string;
};

export const site: Site = {
  name: "Endowment ITA",
  description:
    "Fundo patrimonial dos ex-alunos do ITA: doações preservadas para sempre, cujos rendimentos reais financiam bolsas, pesquisa e iniciativas estudantis.",
  linkedinUrl: "https://www.linkedin.com/company/endowment-ita-exemplo",
  whatsappUrl: "https://wa.me/5512900000000",
  copyrightHolder: "Endowment ITA",
};

/** Builds a page title in the site's one pattern: "Page | Endowment ITA". */
export function pageTitle(page: string): string {
  return `${page} | ${site.name}`;
}

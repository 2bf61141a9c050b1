/** Each collection of the officers' YAML files (app/content.config.ts), and its file's name. */
export const COLLECTION_FILES = {
  site: "site.yml",
  home: "inicio.yml",
  figures: "numeros.yml",
  institute: "o-ita.yml",
  about: "quem-somos.yml",
  people: "pessoas.yml",
  documents: "documentos.yml",
  partners: "parceiros.yml",
  donation: "doacao.yml",
  donationHelp: "doacao-ajuda.yml",
  abroad: "doacao-exterior.yml",
  newsTexts: "noticias.yml",
  privacy: "privacidade.yml",
  plannedGiving: "legados.yml",
  impact: "impacto.yml",
  donorsPage: "doadores.yml",
  campaign: "campanha.yml",
  notFound: "pagina-nao-encontrada.yml",
} as const;

export type FileCollection = keyof typeof COLLECTION_FILES;

// The site's pages and the officers' files they are made of, each declared once. The collections,
// the content check, the web editor, the English section, the sitemap, the breadcrumbs, the
// script budgets and the tests' route lists all derive from these two tables.
import type { z } from "zod";
import { aboutSchema } from "./schema/about.ts";
import { abroadSchema } from "./schema/abroad.ts";
import { campaignSchema } from "./schema/campaign.ts";
import { documentsSchema } from "./schema/documents.ts";
import { donationHelpSchema } from "./schema/donation-help.ts";
import { donationSchema } from "./schema/donation.ts";
import { donorsPageSchema } from "./schema/donors-page.ts";
import { figuresSchema } from "./schema/figures.ts";
import { givingDaySchema } from "./schema/giving-day.ts";
import { homeSchema } from "./schema/home.ts";
import { impactSchema } from "./schema/impact.ts";
import { instituteSchema } from "./schema/institute.ts";
import { newsTextsSchema } from "./schema/news.ts";
import { notFoundSchema } from "./schema/not-found.ts";
import { partnersSchema } from "./schema/partners.ts";
import { peopleSchema } from "./schema/people.ts";
import { plannedGivingSchema } from "./schema/planned-giving.ts";
import { privacySchema } from "./schema/privacy.ts";
import { siteSchema } from "./schema/site.ts";

/** The web editor's groups of files (app/admin/editor-settings.ts names and describes them). */
export type EditorGroup =
  | "pessoas"
  | "documentos"
  | "impacto"
  | "parceiros"
  | "numeros"
  | "inicio"
  | "doacao"
  | "doacao-ajuda"
  | "legados"
  | "textos";

/**
 * Each collection of the officers' YAML files, in the order the editor lists them within a group:
 * its file's name (the same in every language's folder), its schema, and its entry in the editor.
 */
export const CONTENT_FILES = {
  people: {
    file: "pessoas.yml",
    schema: peopleSchema,
    editor: { group: "pessoas", name: "conselhos", label: "Conselhos e diretoria" },
  },
  documents: {
    file: "documentos.yml",
    schema: documentsSchema,
    editor: { group: "documentos", name: "documentos", label: "Documentos" },
  },
  impact: {
    file: "impacto.yml",
    schema: impactSchema,
    editor: {
      group: "impacto",
      name: "impacto",
      label: "O que sua doação já fez e números-chave",
    },
  },
  partners: {
    file: "parceiros.yml",
    schema: partnersSchema,
    editor: { group: "parceiros", name: "parceiros", label: "Página Parceiros" },
  },
  figures: {
    file: "numeros.yml",
    schema: figuresSchema,
    editor: { group: "numeros", name: "numeros", label: "Números do fundo" },
  },
  campaign: {
    file: "campanha.yml",
    schema: campaignSchema,
    editor: {
      group: "numeros",
      name: "campanha",
      label: "Textos do progresso da campanha",
    },
  },
  givingDay: {
    file: "dia-de-doar.yml",
    schema: givingDaySchema,
    editor: { group: "numeros", name: "dia-de-doar", label: "Dia de doação" },
  },
  home: {
    file: "inicio.yml",
    schema: homeSchema,
    editor: { group: "inicio", name: "inicio", label: "Página inicial e números" },
  },
  donation: {
    file: "doacao.yml",
    schema: donationSchema,
    editor: {
      group: "doacao",
      name: "doacao",
      label: "Dados bancários, PIX e textos da página",
    },
  },
  donationHelp: {
    file: "doacao-ajuda.yml",
    schema: donationHelpSchema,
    editor: {
      group: "doacao-ajuda",
      name: "doacao-ajuda",
      label: "Avisos, perguntas frequentes e outras formas de doar",
    },
  },
  abroad: {
    file: "doacao-exterior.yml",
    schema: abroadSchema,
    editor: {
      group: "doacao-ajuda",
      name: "doacao-exterior",
      label:
        "Doações a partir do exterior (Estados Unidos e transferência internacional)",
    },
  },
  plannedGiving: {
    file: "legados.yml",
    schema: plannedGivingSchema,
    editor: {
      group: "legados",
      name: "legados",
      label: "Formas de doar, política de aceitação e perguntas",
    },
  },
  site: {
    file: "site.yml",
    schema: siteSchema,
    editor: {
      group: "textos",
      name: "site",
      label: "Nome, rodapé, menu e chamadas para doar",
    },
  },
  privacy: {
    file: "privacidade.yml",
    schema: privacySchema,
    editor: {
      group: "textos",
      name: "privacidade",
      label: "Privacidade e reconhecimento",
    },
  },
  newsTexts: {
    file: "noticias.yml",
    schema: newsTextsSchema,
    editor: { group: "textos", name: "noticias", label: "Textos das notícias" },
  },
  institute: {
    file: "o-ita.yml",
    schema: instituteSchema,
    editor: { group: "textos", name: "o-ita", label: "Página O ITA" },
  },
  about: {
    file: "quem-somos.yml",
    schema: aboutSchema,
    editor: { group: "textos", name: "quem-somos", label: "Página Quem somos" },
  },
  donorsPage: {
    file: "doadores.yml",
    schema: donorsPageSchema,
    editor: { group: "textos", name: "doadores", label: "Página Doadores" },
  },
  notFound: {
    file: "pagina-nao-encontrada.yml",
    schema: notFoundSchema,
    editor: {
      group: "textos",
      name: "pagina-nao-encontrada",
      label: "Página não encontrada (404)",
    },
  },
} as const satisfies Record<
  string,
  {
    file: `${string}.yml`;
    schema: z.ZodType;
    editor: { group: EditorGroup; name: string; label: string };
  }
>;

export type FileCollection = keyof typeof CONTENT_FILES;

export const FILE_COLLECTIONS = Object.keys(CONTENT_FILES) as FileCollection[];

/** Every data file of a language's folder, by its name, with the schema it must follow. */
export const dataFileSchemas: Readonly<Record<string, z.ZodType>> =
  Object.fromEntries(
    Object.values(CONTENT_FILES).map(({ file, schema }) => [file, schema]),
  );

/** The files that open their page with a hero, whose title names the page. */
type FileWithHero = {
  [Name in FileCollection]: z.output<
    (typeof CONTENT_FILES)[Name]["schema"]
  > extends { hero: { title: string } }
    ? Name
    : never;
}[FileCollection];

/** The page on bequests and planned gifts, linked from every footer. */
export const PLANNED_GIVING_PATH = "/legados";

/** What the gifts have done, linked from the home and donation pages. */
export const IMPACT_PATH = "/impacto";

/** The giving day, live, announced on the home, donation and donors pages. */
export const GIVING_DAY_PATH = "/dia-de-doar";

/** A page of the site, at its Portuguese address. */
export type SitePage = {
  path: string;
  /** Its page in the English section, published once the collections it reads are in English. */
  english?: { path: string; reads: readonly FileCollection[] };
  /** Whether it runs a script: the donation and donors pages do; a content page ships none. */
  runsScript: boolean;
  /**
   * The file whose `hero.title` names it in its breadcrumb, for a page the top bar does not list
   * (the top bar's pages are named by their link).
   */
  namedBy?: FileWithHero;
};

/** The site's pages but the articles', in the top bar's order, then the pages the footer links. */
export const SITE_PAGES = [
  {
    path: "/",
    english: { path: "/en", reads: ["site", "home", "figures", "campaign"] },
    runsScript: false,
  },
  { path: "/o-ita", runsScript: false },
  {
    path: "/quem-somos",
    english: {
      path: "/en/about",
      reads: ["site", "about", "people", "donationHelp"],
    },
    runsScript: false,
  },
  { path: "/parceiros", runsScript: false },
  {
    path: "/doadores",
    // The names as written in the sheets; the campaign's progress stays on /doadores.
    english: { path: "/en/donors", reads: ["site", "donorsPage"] },
    runsScript: true,
  },
  {
    path: "/transparencia",
    // The key figures are written in impacto.yml.
    english: {
      path: "/en/transparency",
      reads: ["site", "documents", "impact"],
    },
    runsScript: false,
  },
  {
    path: "/noticias",
    // The articles are written in Portuguese: their titles as written, each leading to its page.
    english: { path: "/en/news", reads: ["site", "newsTexts"] },
    runsScript: false,
  },
  {
    path: "/doacao",
    english: {
      path: "/en/give",
      reads: ["site", "donation", "donationHelp", "abroad"],
    },
    runsScript: true,
  },
  {
    path: "/privacidade",
    english: { path: "/en/privacy", reads: ["site", "privacy"] },
    runsScript: false,
    namedBy: "privacy",
  },
  {
    path: PLANNED_GIVING_PATH,
    // Its questions show the large-gifts contact and the fund's (doacao-ajuda.yml, doacao.yml).
    english: {
      path: "/en/planned-giving",
      reads: ["site", "plannedGiving", "donationHelp", "donation"],
    },
    runsScript: false,
    namedBy: "plannedGiving",
  },
  {
    path: IMPACT_PATH,
    english: { path: "/en/impact", reads: ["site", "impact"] },
    runsScript: false,
    namedBy: "impact",
  },
  {
    path: GIVING_DAY_PATH,
    english: { path: "/en/giving-day", reads: ["site", "givingDay"] },
    runsScript: true,
    namedBy: "givingDay",
  },
] as const satisfies readonly SitePage[];

/** The page that answers an unknown address, in each language; no search engine indexes it. */
export const NOT_FOUND_PAGE = {
  path: "/404",
  english: { path: "/en/404", reads: ["site", "notFound"] },
  runsScript: false,
} as const satisfies SitePage;

/** Every page's Portuguese address but the articles', in the order above. */
export const SCREEN_PATHS: readonly string[] = SITE_PAGES.map(({ path }) => path);

/** The address of an article's page. */
export function newsArticlePath(article: { id: number }): string {
  return `/noticias/${article.id}`;
}

/** Addresses no page has, which hosts answer with 404: anywhere, below /noticias/ and below /en/. */
export const NOT_FOUND_EXAMPLES = [
  "/pagina-inexistente",
  "/noticias/999",
  "/en/pagina-inexistente",
];

/** Every page a search engine should index: the screens, then the articles. */
export function indexedPaths(articles: { id: number }[]): string[] {
  return [...SCREEN_PATHS, ...articles.map(newsArticlePath)];
}

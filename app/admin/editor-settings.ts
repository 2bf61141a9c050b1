// What the web editor's configuration holds beyond the content schemas and the registry of pages:
// where it saves, what its groups of files are called, how it names a new article, and where
// uploads go. Every
// field of every file comes from the schemas (./editor-config.ts).
import { LOCALE_FOLDERS } from "../content/source/content-dir.ts";
import type { EditorGroup } from "../content/source/site-pages.ts";

/** The officers' folder in the repository, as the editor reads and commits it. */
const contentRoot = "content";

/**
 * A language of the content, the folder of its files and what the editor adds to the name of a
 * file in it; the first is the site's own.
 */
export type ContentLocale = { code: string; folder: string; label: string };

export const contentLocales: readonly [ContentLocale, ...ContentLocale[]] = [
  {
    code: "pt-BR",
    folder: `${contentRoot}/${LOCALE_FOLDERS["pt-BR"]}`,
    label: "",
  },
  {
    code: "en",
    folder: `${contentRoot}/${LOCALE_FOLDERS.en}`,
    label: "(em inglês)",
  },
];

/** Where the GitHub backend reads and commits, from the CMS_* build variables. */
export function githubBackend(env: Record<string, string | undefined>) {
  return {
    name: "github",
    repo: env.CMS_GITHUB_REPO || "endowment-ita/site",
    branch: env.CMS_GITHUB_BRANCH || "main",
    // The OAuth proxy that signs editors in with GitHub (see docs/deploy.md, "The web editor: connecting it to GitHub").
    ...(env.CMS_AUTH_URL ? { base_url: env.CMS_AUTH_URL } : {}),
  };
}

export const editorSettings = {
  locale: "pt",
  logo: { src: "/admin/logo.svg" },
  publish_mode: "simple",
  // Pictures are shared by every language.
  media_folder: `${contentRoot}/imagens`,
  public_folder: "imagens",
  slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
} as const;

/** Where an upload field stores its files, and how the content then writes their path. */
export const mediaFolders = {
  news: {
    media_folder: `/${contentRoot}/imagens/noticias`,
    public_folder: "imagens/noticias",
  },
  people: {
    media_folder: `/${contentRoot}/imagens/pessoas`,
    public_folder: "imagens/pessoas",
  },
  impact: {
    media_folder: `/${contentRoot}/imagens/impacto`,
    public_folder: "imagens/impacto",
  },
  documents: { media_folder: "/public/documents", public_folder: "/documents" },
} as const;

/** How the editor writes and shows a calendar date ("AAAA-MM-DD" in the file). */
export const calendarDateWidget = {
  format: "YYYY-MM-DD",
  date_format: "DD/MM/YYYY",
  time_format: false,
  picker_utc: true,
} as const;

/** The news articles: one Markdown file each, front matter by its schema, then the text. */
export const newsCollection = {
  name: "noticias",
  label: "Notícias",
  label_singular: "Notícia",
  description:
    "Cada notícia tem sua página em /noticias/{número} e entra na lista, no feed e no mapa do site.",
  /** Inside the language's folder. */
  folder: "noticias",
  extension: "md",
  format: "frontmatter",
  create: true,
  delete: true,
  slug: "{{year}}-{{month}}-{{day}}-{{slug}}",
  identifier_field: "title",
  summary: "{{date}} · {{title}}",
  sortable_fields: ["date", "title", "id"],
  ...mediaFolders.news,
  body: {
    name: "body",
    label: "Texto",
    widget: "markdown",
    buttons: [
      "bold",
      "italic",
      "link",
      "heading-two",
      "heading-three",
      "quote",
      "bulleted-list",
      "numbered-list",
    ],
    editor_components: [],
    hint: 'Use "Título 2" para os intertítulos; o título da notícia já é o principal.',
  },
} as const;

/**
 * The editor's groups of data files, in the order it lists them; each file names its group in
 * the registry of pages (../content/source/site-pages.ts).
 */
export const editorGroups: Readonly<
  Record<EditorGroup, { label: string; description?: string }>
> = {
  pessoas: {
    label: "Pessoas",
    description: "Os conselhos e a diretoria mostrados em /quem-somos.",
  },
  documentos: {
    label: "Transparência",
    description: "Os documentos para baixar em /transparencia, por seção.",
  },
  impacto: {
    label: "Impacto",
    description:
      "O que os rendimentos apoiaram a cada ano, em /impacto (o total do último ano aparece na página inicial), e os números-chave de /transparencia.",
  },
  parceiros: { label: "Parceiros" },
  numeros: {
    label: "Números do fundo",
    description:
      "Os números do fundo com as suas datas, lidos pela página inicial, pela de doação, pela de doadores e pelas notícias que os citam.",
  },
  inicio: { label: "Página inicial" },
  doacao: {
    label: "Doação",
    description:
      "Os dados bancários e a chave PIX de /doacao. O site gera o QR Code e o código Pix Copia e Cola a partir deles.",
  },
  "doacao-ajuda": {
    label: "Doação: avisos e perguntas",
    description:
      "Em /doacao, o formulário com que o doador avisa o fundo da doação, as perguntas frequentes e outras formas de doar.",
  },
  legados: {
    label: "Legados e doações planejadas",
    description:
      "A página /legados: testamento, participações, imóveis, seguro de vida, compromissos plurianuais, a política de aceitação de doações e as perguntas sobre legados.",
  },
  textos: { label: "Textos do site" },
};

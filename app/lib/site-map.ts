// The site's addresses, written once: the pages, the sitemap, the tests and the audit read them.

/** The page on bequests and planned gifts, in Portuguese only, linked from every footer. */
export const PLANNED_GIVING_PATH = "/legados";

/** What the gifts have done, in Portuguese only, linked from the home and donation pages. */
export const IMPACT_PATH = "/impacto";

/**
 * Every screen's address but the articles', in the top bar's order, then the donation page and
 * the privacy and planned-giving pages (linked from the footer) and what the gifts have done (linked
 * from the home and donation pages).
 */
export const SCREEN_PATHS = [
  "/",
  "/o-ita",
  "/quem-somos",
  "/parceiros",
  "/doadores",
  "/transparencia",
  "/noticias",
  "/doacao",
  "/privacidade",
  PLANNED_GIVING_PATH,
  IMPACT_PATH,
];

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

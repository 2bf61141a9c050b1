import { newsArticles } from "./content";

/** Every screen the build prerenders, by path. */
export const prerenderedRoutes = [
  "/",
  "/o-ita",
  "/quem-somos",
  "/parceiros",
  "/doadores",
  "/transparencia",
  "/noticias",
  ...newsArticles.map((article) => `/noticias/${article.id}`),
  "/doacao",
];

/** Addresses the site answers with status 404 and a not-found screen rendered in the browser. */
export const notFoundRoutes = ["/pagina-inexistente", "/noticias/999"];

/** Every route a visitor can land on: the screens, an unknown address and an unknown article. */
export const allRoutes = [...prerenderedRoutes, ...notFoundRoutes];

import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("o-ita", "routes/institute.tsx"),
  route("quem-somos", "routes/about.tsx"),
  route("parceiros", "routes/partners.tsx"),
  route("doadores", "routes/donors/route.tsx"),
  route("transparencia", "routes/transparency.tsx"),
  route("noticias", "routes/news.tsx"),
  route("noticias/:id", "routes/news-article.tsx"),
  route("doacao", "routes/donate.tsx"),
  route("sitemap.xml", "routes/files/sitemap.ts"),
  route("robots.txt", "routes/files/robots.ts"),
  route("noticias/feed.xml", "routes/files/news-feed.ts"),
  route("site.webmanifest", "routes/files/web-manifest.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

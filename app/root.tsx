import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { NotFoundMessage } from "~/components/not-found-message";
import { RouteAnnouncer } from "~/components/route-announcer";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { SkipLink } from "~/components/skip-link";
import { notFoundPage } from "~/content/not-found";
import { pageTitle } from "~/content/site";
import { siteHeadLinks } from "~/lib/seo";

export const links: Route.LinksFunction = () => siteHeadLinks();

// Every route has a `meta` of its own. The root alone matches only in the fallback page that
// answers unknown addresses: its head says "not found" before the catch-all route has loaded.
export const meta: Route.MetaFunction = ({ matches }) =>
  matches.length > 1
    ? []
    : [
        { title: pageTitle(notFoundPage.title) },
        { name: "description", content: notFoundPage.description },
        { name: "robots", content: "noindex" },
      ];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a2347" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white text-slate-900 antialiased">
        <SkipLink />
        <SiteHeader />
        {/* At least a screen tall, so that content rendered in the browser (the donors, a
            not-found page) never pushes a footer already on screen down: no layout shift. */}
        <main
          id="conteudo"
          tabIndex={-1}
          className="min-h-svh flex-1 focus:outline-none"
        >
          {children}
        </main>
        <SiteFooter />
        <RouteAnnouncer />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// Rendered only in the fallback page, which answers every unknown address (unknown articles have
// a prerendered page of their own): the not-found message at once, even before JavaScript runs.
export function HydrateFallback() {
  return <NotFoundMessage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const details = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : "Ocorreu um erro inesperado. Tente recarregar a página.";
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-brand-900">Algo deu errado</h1>
      <p className="mt-4 text-slate-700">{details}</p>
    </section>
  );
}

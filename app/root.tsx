import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { NotFoundMessage } from "~/components/not-found-message";
import { RouteAnnouncer } from "~/components/route-announcer";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { SkipLink } from "~/components/skip-link";
import { SpeculationRules } from "~/components/speculation-rules";
import { useHydrated } from "~/components/use-hydrated";
import { notFoundPage } from "~/content/not-found";
import { pageTitle } from "~/content/site";
import { SITE_LANGUAGE, siteHeadLinks, THEME_COLOR } from "~/lib/seo";
import { asksForScripts } from "~/route-handle";

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

/**
 * React Router's scripts, for the pages that have work to do in the browser: a matched route asks
 * for them in its `handle` (see ~/route-handle). Once running, the app keeps them whatever page it
 * then navigates to. Rendered by the root's own screens rather than by `Layout`, so that the
 * fallback page for unknown addresses, which prerenders `HydrateFallback` and hydrates with it,
 * carries them too.
 */
function PageScripts({ always = false }: { always?: boolean }) {
  const matches = useMatches();
  const isHydrated = useHydrated();
  const asked = matches.some((match) => asksForScripts(match.handle));
  if (!always && !asked && !isHydrated) return null;
  return (
    <>
      <ScrollRestoration />
      <Scripts />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={SITE_LANGUAGE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <Meta />
        <Links />
        <SpeculationRules />
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
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <Outlet />
      <PageScripts />
    </>
  );
}

// Rendered only in the fallback page, which answers every unknown address (unknown articles have
// a prerendered page of their own): the not-found message at once, even before JavaScript runs,
// and the scripts with which the router then renders the catch-all route.
export function HydrateFallback() {
  return (
    <>
      <NotFoundMessage />
      <PageScripts always />
    </>
  );
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

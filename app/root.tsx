import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { SkipLink } from "~/components/skip-link";
import { SpeculationRules } from "~/components/speculation-rules";
import { SITE_LANGUAGE, siteHeadLinks, THEME_COLOR } from "~/lib/seo";

export const links: Route.LinksFunction = () => siteHeadLinks();

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
        {/* At least a screen tall, so that content an island renders (the donors) never
            pushes a footer already on screen down: no layout shift. */}
        <main
          id="conteudo"
          tabIndex={-1}
          className="min-h-svh flex-1 focus:outline-none"
        >
          {children}
        </main>
        <SiteFooter />
      </body>
    </html>
  );
}

// No page renders React Router's <Scripts/>: every page is complete as prerendered, and the few
// with work to do in the browser load an island of their own (~/components/island).
export default function App() {
  return <Outlet />;
}

// With `ssr: false` React Router also writes a page from which a client-side router would start
// at any address, and requires its scripts there. The site has no client-side router: the build
// leaves that page out, and unknown addresses get the prerendered not-found page.
export function HydrateFallback() {
  return <Scripts />;
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

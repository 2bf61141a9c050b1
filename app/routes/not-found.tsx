// Every address outside the site map lands here: the server answers it with the SPA fallback page
// and this catch-all route renders in the browser. The attempted path goes to the console so that
// a broken link can be traced from a visitor's report.
import { useEffect } from "react";
import { useLocation } from "react-router";
import type { RouteHandle } from "~/route-handle";
import type { Route } from "./+types/not-found";
import { NotFoundMessage } from "~/components/not-found-message";
import { notFoundPage } from "~/content/not-found";
import { pageTitle } from "~/content/site";
import { pageMeta } from "~/lib/seo";

export const handle = { hydrate: true } satisfies RouteHandle;

export const meta: Route.MetaFunction = ({ location }) => [
  ...pageMeta({
    title: pageTitle(notFoundPage.title),
    description: notFoundPage.description,
    path: location.pathname,
  }),
  { name: "robots", content: "noindex" },
];

export default function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error(
      "404 Error: User attempted to access non-existent route:",
      pathname,
    );
  }, [pathname]);

  return <NotFoundMessage />;
}

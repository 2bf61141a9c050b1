// Every address outside the site map lands here: the server answers it with the SPA fallback page
// and this catch-all route renders in the browser. The attempted path goes to the console so that
// a broken link can be traced from a visitor's report.
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { notFoundPage } from "~/content/not-found";
import { pageTitle } from "~/content/site";
import { pageMeta } from "~/lib/seo";

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

  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-brand-900">
        <span className="block text-7xl font-bold tracking-tight md:text-8xl">
          {notFoundPage.code}
        </span>{" "}
        <span lang="en" className="mt-4 block text-2xl text-slate-700">
          {notFoundPage.message}
        </span>
      </h1>
      <Link
        to="/"
        lang="en"
        className="mt-10 inline-block rounded-md bg-gold-400 px-6 py-3 font-semibold text-brand-900 hover:bg-gold-300"
      >
        {notFoundPage.homeLinkLabel}
      </Link>
    </section>
  );
}

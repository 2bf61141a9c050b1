// Every address outside the site map: prerendered once (see react-router.config.ts) as the page
// servers answer, with status 404, for any address they have no file for.
import type { Route } from "./+types/not-found";
import { Island } from "~/components/island";
import { NotFoundMessage } from "~/components/not-found-message";
import { notFoundPage } from "~/content/not-found";
import { pageTitle } from "~/content/site";

// No canonical or sharing tags: the same page answers every unknown address.
export const meta: Route.MetaFunction = () => [
  { title: pageTitle(notFoundPage.title) },
  { name: "description", content: notFoundPage.description },
  { name: "robots", content: "noindex" },
];

export default function NotFoundPage() {
  return (
    <>
      <NotFoundMessage />
      <Island name="not-found" />
    </>
  );
}

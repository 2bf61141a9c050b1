// Every address outside the site map: built once as 404.html, the page servers answer, with
// status 404, for any address they have no file for.
import { NotFoundMessage } from "~/components/not-found-message";
import { notFound } from "~/content/not-found";
import { pageTitle } from "~/content/site";
import type { HeadTag } from "~/lib/seo";

// No canonical or sharing tags: the same page answers every unknown address.
export const head = (): HeadTag[] => [
  { title: pageTitle(notFound.meta.title) },
  { name: "description", content: notFound.meta.description },
  { name: "robots", content: "noindex" },
];

export function NotFoundPage() {
  return <NotFoundMessage />;
}

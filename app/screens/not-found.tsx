// Every address outside the site map: built as 404.html (en/404.html for those under /en/), the
// page servers answer, with status 404, for any address they have no file for.
import { NotFoundMessage } from "~/components/not-found-message";
import { localized } from "~/content/localized";
import { pageTitle } from "~/content/site";
import type { Locale } from "~/lib/locale";
import type { HeadTag } from "~/head/seo";

// No canonical or sharing tags: the same page answers every unknown address.
export function head(locale: Locale): HeadTag[] {
  const { meta } = localized(locale, "notFound");
  return [
    { title: pageTitle(meta.title) },
    { name: "description", content: meta.description },
    { name: "robots", content: "noindex" },
  ];
}

export function NotFoundPage({ locale }: { locale: Locale }) {
  return <NotFoundMessage locale={locale} />;
}

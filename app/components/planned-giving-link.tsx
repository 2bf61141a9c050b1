import { localized } from "~/content/localized";
import type { Locale } from "~/lib/locale";
import { PLANNED_GIVING_PATH } from "~/lib/site-map";

/**
 * A link to /legados in the page's language, marked on an English page as leading to a page in
 * Portuguese.
 */
export function PlannedGivingLink({
  locale,
  className,
}: {
  locale: Locale;
  className?: string;
}) {
  const { plannedGivingLink, portugueseOnly } = localized(
    locale,
    "site",
  ).interface;
  const inPortugueseOnly = locale !== "pt-BR";
  return (
    <a
      href={PLANNED_GIVING_PATH}
      className={className}
      {...(inPortugueseOnly && { hrefLang: "pt-BR" })}
    >
      {plannedGivingLink}
      {inPortugueseOnly ? ` ${portugueseOnly}` : null}
    </a>
  );
}

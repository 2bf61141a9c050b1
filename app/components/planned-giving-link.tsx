import { linkIn, localized } from "~/content/localized";
import type { Locale } from "~/lib/locale";
import { PLANNED_GIVING_PATH } from "~/content/source/site-pages";

/**
 * A link to the planned-giving page in the page's language when it is published (/legados,
 * /en/planned-giving), else to /legados marked as leading to a page in Portuguese.
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
  const link = linkIn(locale, PLANNED_GIVING_PATH) ?? {
    href: PLANNED_GIVING_PATH,
    locale: "pt-BR",
  };
  const inPortugueseOnly = link.locale !== locale;
  return (
    <a
      href={link.href}
      className={className}
      {...(inPortugueseOnly && { hrefLang: link.locale })}
    >
      {plannedGivingLink}
      {inPortugueseOnly ? ` ${portugueseOnly}` : null}
    </a>
  );
}

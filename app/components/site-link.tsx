import type { AnchorHTMLAttributes, ReactNode } from "react";
import { linkIn, localized } from "~/content/localized";
import type { Locale } from "~/lib/locale";

/**
 * A link to a page of the site, written for a page in `locale`: it leads where `linkIn` says, a
 * page in the other language marked so (hreflang, and the page's words for it after the text),
 * and it is left out when it has nowhere to lead.
 */
export function SiteLink({
  locale,
  href,
  children,
  ...attributes
}: {
  locale: Locale;
  href: string;
  children: ReactNode;
} & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "hrefLang">) {
  const link = linkIn(locale, href);
  if (!link) return null;
  const elsewhere = link.locale !== locale;
  return (
    <a
      href={link.href}
      hrefLang={elsewhere ? link.locale : undefined}
      {...attributes}
    >
      {children}
      {elsewhere
        ? ` ${localized(locale, "site").interface.portugueseOnly}`
        : null}
    </a>
  );
}

import { localized } from "./localized";
import type { DocumentLink, Documents } from "./source/schema";
import type { Locale } from "~/lib/locale";

/** The fund's statute, also offered on /quem-somos; the content check makes sure it is listed. */
export function statuteOf(documents: Documents): DocumentLink {
  return documents.sections
    .flatMap((section) => section.documents)
    .find((document) => document.url === documents.statuteUrl) as DocumentLink;
}

/**
 * What a link to `document` on a page in `locale` says of the document's language when it is not
 * the page's: the language, for the link's `hrefLang`, and the note shown after its name
 * ("(in Portuguese)") when the document is in Portuguese.
 */
export function documentLanguage(
  document: DocumentLink,
  locale: Locale,
): { hrefLang?: Locale; note?: string } {
  if (document.language === locale) return {};
  return {
    hrefLang: document.language,
    note:
      document.language === "pt-BR"
        ? localized(locale, "site").interface.portugueseOnly
        : undefined,
  };
}

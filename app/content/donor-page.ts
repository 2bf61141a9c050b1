import { contentFile, translatedFile } from "./entries";
import type { DonorsPage } from "./source/schema";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locale";

/** The texts of /doadores (content/pt-BR/doadores.yml); names and amounts come from the sheets. */
export const donorsPage: DonorsPage = await contentFile("donorsPage");

const englishDonorsPage = await translatedFile("donorsPage", "en");

/**
 * The texts of the donors page in `locale`: /doadores, or /en/donors (content/en/doadores.yml),
 * which is built only when that file is written in full (app/content/source/english-section.ts).
 */
export function donorsPageIn(locale: Locale): DonorsPage {
  if (locale === DEFAULT_LOCALE) return donorsPage;
  if (!englishDonorsPage)
    throw new Error(`content: "donorsPage" is not written in full in ${locale}`);
  // The spec fixes these messages in Portuguese only: another language must write them.
  if (!englishDonorsPage.errors.loadFailed)
    throw new Error(
      "content/en/doadores.yml: falta errors.loadFailed (prefix, fetchFailed, processingFailed e unknown), as mensagens de erro da lista de doadores em inglês",
    );
  return englishDonorsPage;
}

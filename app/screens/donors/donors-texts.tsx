import { createContext, type ReactNode, use } from "react";
import type { DonorsPage } from "~/content/source/schema";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locale";

/**
 * The texts of /doadores below its title (content/pt-BR/doadores.yml), or of /en/donors
 * (content/en/doadores.yml): what the live part (an island, which gets them as props) and the
 * published list say.
 */
export type DonorsTexts = Omit<DonorsPage, "meta" | "title" | "lead">;

type DonorsWords = { texts: DonorsTexts; locale: Locale };

const DonorsTextsContext = createContext<DonorsWords | null>(null);

/** Gives `texts`, and the language its numbers and dates are written in, to the page below it. */
export function DonorsTextsProvider({
  texts,
  locale = DEFAULT_LOCALE,
  children,
}: {
  texts: DonorsTexts;
  locale?: Locale | undefined;
  children: ReactNode;
}) {
  return (
    <DonorsTextsContext value={{ texts, locale }}>
      {children}
    </DonorsTextsContext>
  );
}

function useDonorsWords(): DonorsWords {
  const words = use(DonorsTextsContext);
  if (!words) throw new Error("the donors page's texts are missing");
  return words;
}

/** The donors page's texts, from the DonorsTextsProvider above. */
export const useDonorsTexts = (): DonorsTexts => useDonorsWords().texts;

/** The language the donors page writes its numbers, amounts and dates in. */
export const useDonorsLocale = (): Locale => useDonorsWords().locale;

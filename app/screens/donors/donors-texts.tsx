import { createContext, type ReactNode, use } from "react";
import type { DonorsPage } from "~/content/source/schema";

/**
 * The texts of /doadores below its title (content/pt-BR/doadores.yml): what the live part (an
 * island, which gets them as props) and the published list say.
 */
export type DonorsTexts = Omit<DonorsPage, "meta" | "title" | "lead">;

const DonorsTextsContext = createContext<DonorsTexts | null>(null);

/** Gives `texts` to every part of the donors page below it. */
export function DonorsTextsProvider({
  texts,
  children,
}: {
  texts: DonorsTexts;
  children: ReactNode;
}) {
  return <DonorsTextsContext value={texts}>{children}</DonorsTextsContext>;
}

/** The donors page's texts, from the DonorsTextsProvider above. */
export function useDonorsTexts(): DonorsTexts {
  const texts = use(DonorsTextsContext);
  if (!texts) throw new Error("the donors page's texts are missing");
  return texts;
}

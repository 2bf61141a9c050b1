import { localized } from "~/content/localized";
import type { Locale } from "~/lib/locale";

/** First focusable element of every page: jumps keyboard users past the top bar. */
export function SkipLink({ locale }: { locale: Locale }) {
  return (
    <a
      href="#conteudo"
      className="sr-only z-50 rounded bg-gold-400 px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {localized(locale, "site").interface.skipLink}
    </a>
  );
}

import { site } from "~/content/site";

/** First focusable element of every page: jumps keyboard users past the top bar. */
export function SkipLink() {
  return (
    <a
      href="#conteudo"
      className="sr-only z-50 rounded bg-gold-400 px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {site.interface.skipLink}
    </a>
  );
}

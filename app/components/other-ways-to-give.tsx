import { ExternalLink } from "lucide-react";
import { localized } from "~/content/localized";
import { cn } from "~/lib/cn";
import type { Locale } from "~/lib/locale";

type OtherWaysToGiveProps = React.ComponentProps<"section"> & {
  locale: Locale;
};

/**
 * Card, boleto or monthly giving on a payment provider's pages, each a link that opens in a new
 * tab. Only when the content lists some: with none, nothing at all is rendered.
 */
export function OtherWaysToGive({
  locale,
  className,
  ...props
}: OtherWaysToGiveProps) {
  const { otherWaysSection, otherWays } = localized(locale, "donationHelp");
  const { newTabHint } = localized(locale, "donation").page;
  if (otherWays.length === 0) return null;
  return (
    <section
      aria-labelledby="outras-formas-de-doar"
      className={cn("px-4 py-16", className)}
      {...props}
    >
      <div className="mx-auto max-w-6xl">
        <h2
          id="outras-formas-de-doar"
          className="text-3xl font-bold text-brand-900"
        >
          {otherWaysSection.title}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">
          {otherWaysSection.lead}
        </p>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {otherWays.map((way) => (
            <li
              key={way.url}
              className="rounded-lg p-6 shadow-sm ring-1 ring-slate-200"
            >
              <a
                href={way.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 text-lg font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
              >
                {way.label}
                <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                <span className="sr-only"> {newTabHint}</span>
              </a>
              <p className="mt-2 text-slate-700">{way.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

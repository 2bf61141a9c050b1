import { useId } from "react";
import {
  type DonorsTexts,
  useDonorsLocale,
  useDonorsTexts,
} from "./donors-texts";
import { cn } from "~/lib/cn";
import type { Locale } from "~/lib/locale";
import { formatDecimal } from "~/lib/money";

type DonorFinderProps = {
  query: string;
  onQueryChange: (query: string) => void;
  /** How many donors the search found; undefined while nothing is typed. */
  foundCount: number | undefined;
  /** The donation page's form that tells the fund of a gift. */
  notifyHref: string;
  /** In the page as built, until its script runs: the field shows, and takes its room. */
  disabled?: boolean;
};

/** The search over every tier, what it found (announced politely), and where to go if absent. */
export function DonorFinder({
  query,
  onQueryChange,
  foundCount,
  notifyHref,
  disabled = false,
}: DonorFinderProps) {
  const { finder } = useDonorsTexts();
  const locale = useDonorsLocale();
  const inputId = useId();
  const hintId = useId();
  return (
    <form
      role="search"
      onSubmit={(event) => event.preventDefault()}
      className="rounded-lg p-4 ring-1 ring-slate-200"
    >
      <label htmlFor={inputId} className="font-semibold text-brand-900">
        {finder.label}
      </label>
      <input
        id={inputId}
        type="search"
        value={query}
        disabled={disabled}
        onChange={(event) => onQueryChange(event.target.value)}
        aria-describedby={hintId}
        autoComplete="off"
        enterKeyHint="search"
        className="mt-2 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900"
      />
      <p id={hintId} className="mt-2 text-sm text-slate-700">
        {finder.hint}
      </p>
      <div className="mt-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <p aria-live="polite" className="font-semibold text-slate-800">
          {foundCount === undefined
            ? ""
            : foundText(finder, foundCount, locale)}
        </p>
        <NotListedLink href={notifyHref} />
      </div>
    </form>
  );
}

/** "Não encontrou seu nome? Avise o fundo da sua doação", to the donation page's form. */
export function NotListedLink({
  href,
  className,
}: {
  href: string;
  className?: string;
}) {
  const { finder } = useDonorsTexts();
  return (
    <a
      href={href}
      className={cn(
        "font-semibold text-brand-700 underline underline-offset-2",
        className,
      )}
    >
      {finder.notListed} {finder.notListedLink}
    </a>
  );
}

/** "3 doadores encontrados", "1 doador encontrado", "Nenhum doador encontrado". */
function foundText(
  finder: DonorsTexts["finder"],
  count: number,
  locale: Locale,
): string {
  if (count === 0) return finder.noneFound;
  const unit = count === 1 ? finder.found.one : finder.found.other;
  return `${formatDecimal(count, 0, locale)} ${unit}`;
}

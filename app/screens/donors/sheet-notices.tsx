import { useDonorsLocale, useDonorsTexts } from "./donors-texts";
import { fillIn } from "~/lib/fill-in";
import { langIfOther } from "~/lib/locale";
import { formatDecimal } from "~/lib/money";

/**
 * The rows the list names: whoever edits the sheets fixes them a few at a time, and a sheet of
 * thousands of rows must not put thousands of lines in every visitor's page.
 */
export const LISTED_NOTICES_LIMIT = 100;

/**
 * Rows left out or read with a caveat, if any: tucked away for whoever edits the sheets, at the
 * end of the live list and of the published one. `lead` says when a fix shows, which differs
 * between them.
 */
export function SheetNotices({
  notices,
  lead,
}: {
  notices: string[];
  lead: string;
}) {
  const { summary, more: andMore } = useDonorsTexts().notices;
  const locale = useDonorsLocale();
  if (notices.length === 0) return null;
  const listed = notices.slice(0, LISTED_NOTICES_LIMIT);
  const more = notices.length - listed.length;
  return (
    <details className="text-sm text-slate-700">
      <summary className="cursor-pointer">
        {summary} ({formatDecimal(notices.length, 0, locale)})
      </summary>
      <p className="mt-2">{lead}</p>
      {/* The rows are described in the officers' language, Portuguese, on every page. */}
      <ul
        lang={langIfOther(locale, "pt-BR")}
        className="mt-2 list-disc space-y-1 pl-5"
      >
        {listed.map((notice) => (
          <li key={notice}>{notice}</li>
        ))}
      </ul>
      {more > 0 && (
        <p className="mt-2">
          {fillIn(andMore, { linhas: formatDecimal(more, 0, locale) })}
        </p>
      )}
    </details>
  );
}

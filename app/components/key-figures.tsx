import { useId } from "react";
import { localized } from "~/content/localized";
import { formatShortDate } from "~/lib/dates";
import { fillIn } from "~/lib/fill-in";
import { realReturn } from "~/lib/impact";
import type { Locale } from "~/lib/locale";
import { formatDecimal, formatLargeReais } from "~/lib/money";

/** A rate typed in percent, to the hundredth as the officer types it: 4.26 → "4,26%" ("4.26%"). */
const percent = (value: number, locale: Locale) =>
  `${formatDecimal(value, 2, locale)}%`;

const cell = "px-2 py-2 text-right tabular-nums md:px-3";
const rowHeading = "px-2 py-2 text-left font-semibold text-brand-900 md:px-3";
const columnHeading =
  "px-2 py-2 text-left align-bottom font-semibold text-brand-900 md:px-3";

/**
 * What a large donor looks for first, dated: net assets, the return against inflation each year,
 * the asset mix and what was distributed each year (the sum of what /impacto lists).
 */
export function KeyFiguresBlock({ locale }: { locale: Locale }) {
  const headingId = useId();
  const { keyFigures, years: fundedYears } = localized(locale, "impact");
  const { title, date, asOf, netAssets, returns, assetMix, distributed } =
    keyFigures;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg bg-brand-50 p-4 md:p-8"
    >
      <h2 id={headingId} className="text-3xl font-bold text-brand-900">
        {title}
      </h2>
      <p className="mt-2 text-slate-700">
        <time dateTime={date}>
          {fillIn(asOf, { data: formatShortDate(date, locale) })}
        </time>
      </p>
      <dl className="mt-6 flex flex-col-reverse">
        <dt className="text-slate-700">{netAssets.label}</dt>
        <dd className="text-4xl font-bold text-brand-700">
          {formatLargeReais(netAssets.reais, locale)}
        </dd>
      </dl>
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <FiguresTable
          caption={returns.title}
          headings={[
            returns.yearLabel,
            returns.nominalLabel,
            returns.inflationLabel,
            returns.realLabel,
          ]}
          rows={returns.years.map(({ year, nominal, inflation }) => [
            String(year),
            percent(nominal, locale),
            percent(inflation, locale),
            percent(realReturn(nominal, inflation) * 100, locale),
          ])}
        />
        <FiguresTable
          caption={assetMix.title}
          headings={[assetMix.classLabel, assetMix.shareLabel]}
          rows={assetMix.classes.map((assetClass) => [
            assetClass.name,
            percent(assetClass.percent, locale),
          ])}
        />
        <FiguresTable
          caption={distributed.title}
          headings={[distributed.yearLabel, distributed.amountLabel]}
          rows={fundedYears.map((year) => [
            String(year.year),
            formatLargeReais(year.distributed, locale),
          ])}
        />
      </div>
    </section>
  );
}

/** A table whose first column names each row, as screen readers announce it with every cell. */
function FiguresTable({
  caption,
  headings,
  rows,
}: {
  caption: string;
  headings: string[];
  rows: string[][];
}) {
  return (
    <table className="w-full self-start rounded-lg bg-white text-sm ring-1 ring-slate-200">
      <caption className="mb-2 text-left text-xl font-semibold text-brand-900">
        {caption}
      </caption>
      <thead className="border-b border-slate-200">
        <tr>
          {headings.map((heading, index) => (
            <th
              key={heading}
              scope="col"
              className={
                index === 0 ? columnHeading : `${columnHeading} text-right`
              }
            >
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([name = "", ...values]) => (
          <tr key={name} className="border-b border-slate-100 last:border-0">
            <th scope="row" className={rowHeading}>
              {name}
            </th>
            {values.map((value, index) => (
              <td key={headings[index + 1]} className={cell}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

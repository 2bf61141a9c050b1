/** One bar: its label, its value, the value as shown at the bar's end, and its tooltip. */
export type Bar = {
  label: string;
  value: number;
  valueText: string;
  tooltip: string;
};

type BarTableProps = {
  caption: string;
  labelColumn: string;
  valueColumn: string;
  bars: Bar[];
  /** The largest value, drawn at full width. */
  maxValue: number;
  /** Height of each row in pixels; one line of text when not given. */
  rowHeight?: number;
  /** Empty height below the last row, in pixels, for a chart of fixed height with few rows. */
  restHeight?: number;
  /** Makes each label a button that chooses its row. */
  onChoose?: (label: string) => void;
};

/**
 * A horizontal bar chart that is a table: each row holds a label and a bar whose width is its
 * value, with the value at the bar's end. Screen readers read it as the table it is.
 */
export function BarTable({
  caption,
  labelColumn,
  valueColumn,
  bars,
  maxValue,
  rowHeight,
  restHeight = 0,
  onChoose,
}: BarTableProps) {
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-left text-xs text-slate-700">
          <th scope="col" className="w-16 pb-2 font-semibold">
            {labelColumn}
          </th>
          <th scope="col" className="pb-2 font-semibold">
            {valueColumn}
          </th>
        </tr>
      </thead>
      <tbody>
        {bars.map((bar) => (
          <BarRow
            key={bar.label}
            bar={bar}
            maxValue={maxValue}
            rowHeight={rowHeight}
            onChoose={onChoose}
          />
        ))}
        {restHeight > 0 ? (
          <tr aria-hidden="true" style={{ height: restHeight }} />
        ) : null}
      </tbody>
    </table>
  );
}

function BarRow({
  bar,
  maxValue,
  rowHeight,
  onChoose,
}: {
  bar: Bar;
  maxValue: number;
  rowHeight: number | undefined;
  onChoose: ((label: string) => void) | undefined;
}) {
  const share = maxValue > 0 ? bar.value / maxValue : 0;
  return (
    <tr
      className={rowHeight === undefined ? "h-6" : undefined}
      style={rowHeight === undefined ? undefined : { height: rowHeight }}
    >
      <th
        scope="row"
        className="pr-2 text-left font-semibold whitespace-nowrap text-slate-800"
      >
        {onChoose ? (
          <button
            type="button"
            onClick={() => onChoose(bar.label)}
            className="rounded-sm text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {bar.label}
          </button>
        ) : (
          bar.label
        )}
      </th>
      <td title={bar.tooltip} className="p-0">
        <div className="flex items-center gap-2">
          <span
            aria-hidden="true"
            // A class, not a style attribute: the page's policy forbids those in built HTML.
            className={`block h-4 shrink-0 rounded-r-sm bg-chart-bar bar-share-${Math.round(share * 100)}`}
          />
          <span className="whitespace-nowrap text-slate-700 tabular-nums">
            {bar.valueText}
          </span>
        </div>
      </td>
    </tr>
  );
}

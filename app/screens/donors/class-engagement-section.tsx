import { useId, useState } from "react";
import { type Bar, BarTable } from "./bar-table";
import { useDonorsLocale, useDonorsTexts } from "./donors-texts";
import {
  type ClassTotal,
  DEFAULT_VISIBLE_CLASSES,
  type UnreadRow,
  unreadRowsOf,
  visibleClassTotals,
} from "~/sheets/class-totals";
import { cn } from "~/lib/cn";
import type { ClassParticipation } from "~/sheets/donors";
import { fillIn } from "~/lib/fill-in";
import { formatThousands, formatThousandsOfReais } from "~/lib/money";
import { rowNumbersText } from "~/sheets/row-numbers";

/** Chart heights in pixels: the top classes, and at least this much when expanded. */
const CHART_HEIGHT = { collapsed: 300, expanded: 600 };
/** Every expanded row gets at least this much, so that labels never touch: one readable line. */
const MIN_ROW_HEIGHT = 24;

type ClassEngagementSectionProps = React.ComponentProps<"section"> & {
  classTotals: ClassTotal[];
  /** The classes sheet's rows whose money was left out: the totals they fall short of say so. */
  unreadRows: UnreadRow[];
  participation: ClassParticipation[];
  /** Every class at once, without the toggle: the published list, which runs no script. */
  showsAll?: boolean;
  /** Makes each class in the charts a button that shows that class. */
  onChooseClass?: (turmaId: string) => void;
};

/**
 * 'Engajamento por Turma': the top classes by amount as bars, all of them on request; beside it,
 * the classes with the most donors.
 */
export function ClassEngagementSection({
  classTotals,
  unreadRows,
  participation,
  showsAll = false,
  onChooseClass,
  className,
  ...props
}: ClassEngagementSectionProps) {
  const [isToggledOpen, setIsToggledOpen] = useState(false);
  const isExpanded = showsAll || isToggledOpen;
  const headingId = useId();
  const chartId = useId();
  const { chart } = useDonorsTexts();
  const hasHiddenClasses =
    !showsAll && classTotals.length > DEFAULT_VISIBLE_CLASSES;

  return (
    <section
      aria-labelledby={headingId}
      className={cn("rounded-lg p-4 ring-1 ring-slate-200 md:p-8", className)}
      {...props}
    >
      <h2 id={headingId} className="text-2xl font-bold text-brand-900">
        {chart.title}
      </h2>
      <p className="mt-1 text-slate-700">{chart.lead}</p>
      <div className="mt-6 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div>
          {/* Above the chart it opens: the button stays in place, and the next Tab reaches the
              classes it showed. */}
          {hasHiddenClasses ? (
            <button
              type="button"
              aria-expanded={isExpanded}
              aria-controls={chartId}
              onClick={() => setIsToggledOpen(!isToggledOpen)}
              className="mb-6 rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
            >
              {isExpanded ? chart.showLess : chart.showMore}
            </button>
          ) : null}
          <div id={chartId}>
            <AmountChart
              classTotals={classTotals}
              unreadRows={unreadRows}
              isExpanded={isExpanded}
              hasRowHeights={!showsAll}
              onChooseClass={onChooseClass}
            />
          </div>
        </div>
        {participation.length > 0 ? (
          <ParticipationRanking
            participation={participation}
            hasRowHeights={!showsAll}
            onChooseClass={onChooseClass}
          />
        ) : null}
      </div>
    </section>
  );
}

type ChooseClass = ((turmaId: string) => void) | undefined;

function AmountChart({
  classTotals,
  unreadRows,
  isExpanded,
  hasRowHeights,
  onChooseClass,
}: {
  classTotals: ClassTotal[];
  unreadRows: UnreadRow[];
  isExpanded: boolean;
  /** Rows sized to the chart's heights, which the browser sets: not in built HTML. */
  hasRowHeights: boolean;
  onChooseClass: ChooseClass;
}) {
  const { chart, sheetRow } = useDonorsTexts();
  const locale = useDonorsLocale();
  const shown = visibleClassTotals(classTotals, isExpanded).map(
    (classTotal) => ({
      ...classTotal,
      unread: unreadRowsOf(unreadRows, classTotal.turmaId),
    }),
  );
  // A row is never taller than when the chart is full: a class or two stand at the top, the
  // chart's height kept below them, rather than float in the middle of a tall row.
  const rowHeight = !hasRowHeights
    ? undefined
    : isExpanded
      ? Math.max(MIN_ROW_HEIGHT, CHART_HEIGHT.expanded / shown.length)
      : CHART_HEIGHT.collapsed / DEFAULT_VISIBLE_CLASSES;
  const restHeight =
    rowHeight === undefined || isExpanded
      ? 0
      : CHART_HEIGHT.collapsed - rowHeight * shown.length;
  // A total short of a row the sheet could not read is marked on its bar, and named below.
  const partial = (text: string, unread: number[]) =>
    unread.length > 0 ? `${text} (${chart.partial})` : text;
  const bars: Bar[] = shown.map(({ turmaId, donatedThousands, unread }) => ({
    label: turmaId,
    value: donatedThousands,
    valueText: partial(formatThousands(donatedThousands, locale), unread),
    tooltip: partial(formatThousandsOfReais(donatedThousands, locale), unread),
  }));
  const partialNotes = shown.flatMap(({ turmaId, unread }) =>
    unread.length > 0
      ? [
          fillIn(chart.partialNote, {
            turma: turmaId,
            linhas: rowNumbersText(sheetRow, unread),
          }),
        ]
      : [],
  );
  return (
    <>
      <BarTable
        caption={chart.tableCaption}
        labelColumn={chart.classColumn}
        valueColumn={chart.amountColumn}
        bars={bars}
        maxValue={classTotals[0]?.donatedThousands ?? 0}
        rowHeight={rowHeight}
        restHeight={restHeight}
        onChoose={onChooseClass}
      />
      {partialNotes.length > 0 ? (
        <ul className="mt-4 space-y-1 text-sm text-slate-700">
          {partialNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function ParticipationRanking({
  participation,
  hasRowHeights,
  onChooseClass,
}: {
  participation: ClassParticipation[];
  hasRowHeights: boolean;
  onChooseClass: ChooseClass;
}) {
  const copy = useDonorsTexts().participation;
  const bars: Bar[] = participation
    .slice(0, DEFAULT_VISIBLE_CLASSES)
    .map(({ turmaId, donorCount }) => ({
      label: turmaId,
      value: donorCount,
      valueText: String(donorCount),
      tooltip: `${donorCount} ${donorCount === 1 ? copy.donorsUnit.one : copy.donorsUnit.other}`,
    }));
  return (
    <div>
      <h3 className="text-lg font-semibold text-brand-900">{copy.title}</h3>
      <p className="mt-1 mb-4 text-sm text-slate-700">{copy.lead}</p>
      <BarTable
        caption={copy.tableCaption}
        labelColumn={copy.classColumn}
        valueColumn={copy.countColumn}
        bars={bars}
        maxValue={participation[0]?.donorCount ?? 0}
        rowHeight={
          hasRowHeights
            ? CHART_HEIGHT.collapsed / DEFAULT_VISIBLE_CLASSES
            : undefined
        }
        onChoose={onChooseClass}
      />
    </div>
  );
}

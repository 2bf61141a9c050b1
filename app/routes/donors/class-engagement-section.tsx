import { useId, useState } from "react";
import { ClassChart } from "./class-chart";
import { useNearViewport } from "./use-near-viewport";
import { donorsPage } from "~/content/donors";
import {
  type ClassTotal,
  DEFAULT_VISIBLE_CLASSES,
  visibleClassTotals,
} from "~/lib/class-totals";
import { cn } from "~/lib/cn";
import { formatThousands } from "~/lib/money";

const CHART_HEIGHT = { collapsed: 300, expanded: 600 };

type ClassEngagementSectionProps = React.ComponentProps<"section"> & {
  classTotals: ClassTotal[];
};

/** 'Engajamento por Turma': the top classes as bars, all of them on request. */
export function ClassEngagementSection({
  classTotals,
  className,
  ...props
}: ClassEngagementSectionProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  const headingId = useId();
  const chartId = useId();
  const shownClasses = visibleClassTotals(classTotals, isExpanded);
  const hasHiddenClasses = classTotals.length > DEFAULT_VISIBLE_CLASSES;
  const { chart } = donorsPage;
  const chartHeight = isExpanded
    ? CHART_HEIGHT.expanded
    : CHART_HEIGHT.collapsed;
  // Recharts' first drawing is the page's longest task; it waits until the visitor nears it.
  const [chartSlotRef, isChartDue] = useNearViewport<HTMLDivElement>();

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
      <div id={chartId} className="mt-6">
        {/* The drawing's place is kept at its height until it is drawn, so nothing moves. */}
        <div ref={chartSlotRef} style={{ height: chartHeight }}>
          {isChartDue ? (
            <ClassChart classTotals={shownClasses} height={chartHeight} />
          ) : null}
        </div>
        <table className="sr-only">
          <caption>{chart.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{chart.classColumn}</th>
              <th scope="col">{chart.amountColumn}</th>
            </tr>
          </thead>
          <tbody>
            {shownClasses.map((classTotal) => (
              <tr key={classTotal.turmaId}>
                <th scope="row">{classTotal.turmaId}</th>
                <td>{formatThousands(classTotal.donatedThousands)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hasHiddenClasses ? (
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={chartId}
          onClick={() => setIsExpanded(!isExpanded)}
          className="mt-6 rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {isExpanded ? chart.showLess : chart.showMore}
        </button>
      ) : null}
    </section>
  );
}

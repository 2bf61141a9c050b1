import {
  Bar,
  BarChart,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { donorsPage } from "~/content/donors";
import type { ClassTotal } from "~/lib/class-totals";
import { formatThousands, formatThousandsOfReais } from "~/lib/money";

// Colours come from the theme (app/app.css), so the chart follows the brand tokens.
const chartColors = {
  bar: "var(--color-chart-bar)",
  text: "var(--color-slate-700)",
  axis: "var(--color-slate-300)",
  cursor: "var(--color-brand-50)",
};
const chartMargin = { top: 4, right: 64, bottom: 4, left: 4 };

type ClassChartProps = { classTotals: ClassTotal[]; height: number };

// Recharts 3 walks a vertical chart backwards from the keyboard: its ArrowRight moves up and its
// ArrowLeft down (selectChartDirection treats only "left-to-right" as forward). Arrow keys are
// translated so that Down and Right move to the next bar, Up and Left to the previous one.
const rechartsKeyFor: Partial<Record<string, string>> = {
  ArrowDown: "ArrowLeft",
  ArrowRight: "ArrowLeft",
  ArrowUp: "ArrowRight",
  ArrowLeft: "ArrowRight",
};

function translateArrowKey(event: React.KeyboardEvent) {
  const rechartsKey = rechartsKeyFor[event.key];
  // The translated event is dispatched by this code (untrusted) and goes through unchanged.
  if (!rechartsKey || !event.nativeEvent.isTrusted) return;
  event.preventDefault();
  event.stopPropagation();
  event.target.dispatchEvent(
    new KeyboardEvent("keydown", { key: rechartsKey, bubbles: true }),
  );
}

/**
 * Horizontal bars, one per class, in the order given, amounts in R$ mil. The drawing is one
 * named image to assistive technology; the section beside it carries the same figures as a table.
 */
export function ClassChart({ classTotals, height }: ClassChartProps) {
  return (
    <div onKeyDownCapture={translateArrowKey}>
      <ResponsiveContainer width="100%" height={height}>
        <BarChart
          data={classTotals}
          layout="vertical"
          margin={chartMargin}
          accessibilityLayer
          role="img"
          aria-label={donorsPage.chart.label}
        >
          {/* Each bar carries its value, so the number axis stays hidden. */}
          <XAxis type="number" hide />
          <YAxis
            type="category"
            dataKey="turmaId"
            width={56}
            tick={{ fill: chartColors.text }}
            stroke={chartColors.axis}
          />
          <Tooltip
            cursor={{ fill: chartColors.cursor }}
            formatter={(value) => [
              formatThousandsOfReais(Number(value)),
              donorsPage.chart.tooltipName,
            ]}
          />
          <Bar
            dataKey="donatedThousands"
            fill={chartColors.bar}
            isAnimationActive={false}
          >
            <LabelList
              dataKey="donatedThousands"
              position="right"
              fill={chartColors.text}
              formatter={(value) => formatThousands(Number(value))}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

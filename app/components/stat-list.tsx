import type { Stat } from "~/content/stat";

/** A headline figure, with the day it was taken when it changes over time. */
type DatedStat = Stat & { when?: string };

export function StatList({ stats }: { stats: DatedStat[] }) {
  return (
    <dl className="mx-auto grid max-w-6xl gap-6 sm:grid-cols-3">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse justify-end rounded-lg bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
        >
          <dt className="mt-2 text-slate-700">
            {stat.label}{" "}
            {stat.when ? (
              <span className="mt-1 block text-sm text-slate-600">
                {stat.when}
              </span>
            ) : null}
          </dt>
          <dd className="text-4xl font-bold text-brand-700">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

import { useEffect, useId, useState } from "react";
import { campaign } from "~/content/campaign";
import { cn } from "~/lib/cn";
import { formatLargeReais, formatPercent } from "~/lib/money";

type CampaignProgressProps = React.ComponentProps<"section"> & {
  /** What the classes sheet adds up to, in reais; undefined while it loads, null if it failed. */
  raisedReais: number | null | undefined;
};

/** The campaign in numbers: raised against the goal, as text and as a progress bar. */
export function CampaignProgress({
  raisedReais,
  className,
  ...props
}: CampaignProgressProps) {
  const headingId = useId();
  const goal = formatLargeReais(campaign.goalReais);
  return (
    <section
      aria-labelledby={headingId}
      className={cn("rounded-lg bg-brand-50 p-6 md:p-8", className)}
      {...props}
    >
      <h2 id={headingId} className="text-2xl font-bold text-brand-900">
        {campaign.title}
      </h2>
      {typeof raisedReais === "number" ? (
        <RaisedFigures raisedReais={raisedReais} goal={goal} />
      ) : (
        <p className="mt-3 text-slate-700">
          {raisedReais === null
            ? `${campaign.failed} ${goal}.`
            : campaign.loading}
        </p>
      )}
    </section>
  );
}

function RaisedFigures({
  raisedReais,
  goal,
}: {
  raisedReais: number;
  goal: string;
}) {
  const share = raisedReais / campaign.goalReais;
  const figures = `${formatLargeReais(raisedReais)} ${campaign.raised} ${goal} (${formatPercent(share)})`;
  const filledPercent = Math.min(100, share * 100);
  return (
    <>
      <p className="mt-3 text-xl font-semibold text-brand-900">{figures}</p>
      <div
        role="progressbar"
        aria-label={campaign.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(filledPercent)}
        aria-valuetext={figures}
        className="mt-4 h-5 overflow-hidden rounded-full bg-white ring-1 ring-brand-600"
      >
        <div
          className="h-full bg-brand-600"
          style={{ width: `${filledPercent}%` }}
        />
      </div>
      <p className="mt-3 text-sm text-slate-700">{campaign.source}</p>
    </>
  );
}

/**
 * The campaign in numbers on a page that does not read the sheets itself: it loads the classes
 * sheet, with the CSV reader fetched on demand so that the page's own scripts stay small.
 */
export function CampaignProgressFromSheet(
  props: React.ComponentProps<"section">,
) {
  const [raisedReais, setRaisedReais] = useState<number | null>();
  useEffect(() => {
    const controller = new AbortController();
    import("./raised-reais")
      .then(({ loadRaisedReais }) => loadRaisedReais(controller.signal))
      .then(setRaisedReais, (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(error);
        setRaisedReais(null);
      });
    return () => controller.abort();
  }, []);
  return <CampaignProgress raisedReais={raisedReais} {...props} />;
}

import { useId } from "react";
import { campaign } from "~/content/campaign";
import { cn } from "~/lib/cn";
import { campaignFigures, campaignGoal } from "~/lib/campaign-figures";

type CampaignProgressProps = React.ComponentProps<"section"> & {
  /**
   * What the classes sheet adds up to, in reais; null if it could not be read. Undefined on a
   * page whose island reads the sheet (/doacao): the figures wait, hidden, for their values.
   */
  raisedReais: number | null | undefined;
};

/** The campaign in numbers: raised against the goal, as text and as a progress bar. */
export function CampaignProgress({
  raisedReais,
  className,
  ...props
}: CampaignProgressProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-campaign-progress=""
      className={cn("rounded-lg bg-brand-50 p-6 md:p-8", className)}
      {...props}
    >
      <h2 id={headingId} className="text-2xl font-bold text-brand-900">
        {campaign.title}
      </h2>
      {typeof raisedReais === "number" ? null : (
        <p data-campaign-status="" className="mt-3 text-slate-700">
          {raisedReais === null
            ? `${campaign.failed} ${campaignGoal()}.`
            : campaign.loading}
        </p>
      )}
      {raisedReais === null ? null : (
        <RaisedFigures raisedReais={raisedReais} />
      )}
    </section>
  );
}

function RaisedFigures({ raisedReais }: { raisedReais: number | undefined }) {
  const { text, filledPercent } = campaignFigures(raisedReais ?? 0);
  return (
    <div data-campaign-figures="" hidden={raisedReais === undefined}>
      <p
        data-campaign-text=""
        className="mt-3 text-xl font-semibold text-brand-900"
      >
        {text}
      </p>
      <div
        role="progressbar"
        aria-label={campaign.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(filledPercent)}
        aria-valuetext={text}
        className="mt-4 h-5 overflow-hidden rounded-full bg-white ring-1 ring-brand-600"
      >
        <div
          className="h-full bg-brand-600"
          // Set once there is a figure: the prerendered page then needs no style attribute.
          style={
            raisedReais === undefined
              ? undefined
              : { width: `${filledPercent}%` }
          }
        />
      </div>
      <p className="mt-3 text-sm text-slate-700">{campaign.source}</p>
    </div>
  );
}

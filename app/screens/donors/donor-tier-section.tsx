import { memo, useId } from "react";
import { useRevealedCount } from "./use-revealed-count";
import type { DonorTierCopy } from "~/content/donors";
import type { Donor } from "~/lib/donors";

type DonorTierSectionProps = React.ComponentProps<"section"> & {
  copy: DonorTierCopy;
  donors: Donor[];
};

/** One tier: its heading and description, then a card per donor in the sheet's order. */
export function DonorTierSection({
  copy,
  donors,
  className,
  ...props
}: DonorTierSectionProps) {
  const headingId = useId();
  // A sheet may list thousands of donors: long tiers fill in over a few frames.
  const revealedCount = useRevealedCount(donors.length);
  return (
    <section aria-labelledby={headingId} className={className} {...props}>
      <h2 id={headingId} className="text-2xl font-bold text-brand-900">
        {copy.title}
      </h2>
      <p className="mt-1 text-slate-700">{copy.description}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {donors.slice(0, revealedCount).map((donor, index) => (
          <DonorCard key={index} donor={donor} />
        ))}
      </ul>
    </section>
  );
}

// Plain markup, memoised so that a growing tier renders only its new cards.
const DonorCard = memo(function DonorCard({ donor }: { donor: Donor }) {
  return (
    <li className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <p className="font-semibold wrap-anywhere text-brand-900">{donor.name}</p>
      {donor.classLabel ? (
        <p className="mt-1 text-sm text-slate-700">{donor.classLabel}</p>
      ) : null}
    </li>
  );
});

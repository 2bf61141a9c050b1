import { memo, useId } from "react";
import type { DonorsTexts } from "./donors-texts";
import { cn } from "~/lib/cn";
import type { ListedDonor } from "~/sheets/donor-directory";
import type { DonorTier } from "~/sheets/donors";

/** The heading and one-line description of one tier section. */
export type DonorTierCopy = DonorsTexts["tiers"][DonorTier];

type DonorTierSectionProps = React.ComponentProps<"section"> & {
  copy: DonorTierCopy;
  donors: ListedDonor[];
  /** Each name can take the focus from a script (a list that grows on request hands it on). */
  focusableDonors?: boolean;
  /** A full page of a long sheet's tier: laid out only near the screen (see DonorList). */
  isFullPage?: boolean;
};

/**
 * One tier: its heading and description, then its donors as a compact list, a line each, then
 * `children` (a button for more, on a long tier).
 */
export function DonorTierSection({
  copy,
  donors,
  focusableDonors = false,
  isFullPage = false,
  className,
  children,
  ...props
}: DonorTierSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className} {...props}>
      <h2 id={headingId} className="text-2xl font-bold text-brand-900">
        {copy.title}
      </h2>
      <p className="mt-1 text-slate-700">{copy.description}</p>
      <DonorList
        donors={donors}
        focusable={focusableDonors}
        className={cn("mt-4", isFullPage && FULL_PAGE_LAYOUT)}
      />
      {children}
    </section>
  );
}

/**
 * A page of 100 donors (DONORS_PER_PAGE) is laid out only when it comes near the screen: a long
 * sheet's four tiers would otherwise be laid out in one long task when the live list arrives.
 * Until then it takes the room of its lines, 100 of about 2.3rem in one, two or three columns.
 */
const FULL_PAGE_LAYOUT =
  "[content-visibility:auto] [contain-intrinsic-size:auto_231.25rem] sm:[contain-intrinsic-size:auto_115.625rem] lg:[contain-intrinsic-size:auto_78.625rem]";

/** Donors a line each, name then class, in two or three columns on wider screens. */
export function DonorList({
  donors,
  focusable = false,
  className,
}: {
  donors: ListedDonor[];
  focusable?: boolean;
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-x-8 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {donors.map((donor) => (
        <DonorEntry key={donor.id} donor={donor} focusable={focusable} />
      ))}
    </ul>
  );
}

// Plain markup, memoised so that a growing list renders only its new lines.
const DonorEntry = memo(function DonorEntry({
  donor,
  focusable,
}: {
  donor: ListedDonor;
  focusable: boolean;
}) {
  return (
    <li
      tabIndex={focusable ? -1 : undefined}
      className="flex items-baseline justify-between gap-3 border-b border-slate-200 py-1.5"
    >
      <span className="min-w-0 font-semibold wrap-anywhere text-brand-900">
        {donor.name}
      </span>
      {donor.classLabel ? (
        // At most two fifths of the line: a long label without spaces breaks inside it rather
        // than squeezing the name, and a short one ("T85") is never broken by a long name.
        <span className="max-w-2/5 text-right text-sm break-words text-slate-700">
          {donor.classLabel}
        </span>
      ) : null}
    </li>
  );
});

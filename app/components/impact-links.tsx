import { ArrowRight } from "lucide-react";
import {
  distributedStatement,
  impactTexts,
  latestFundedYear,
} from "~/content/impact";
import { IMPACT_PATH } from "~/content/source/site-pages";

/** The home page's impact figure: the latest year's total, dated by its year, and the way in. */
export function LatestImpact() {
  return (
    <div className="bg-brand-50 px-4 pb-12 text-center">
      <div className="mx-auto max-w-6xl">
        <p className="text-2xl font-bold text-brand-900">
          {distributedStatement(latestFundedYear)}
        </p>
        <a
          href={IMPACT_PATH}
          className="mt-2 inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {impactTexts.homeLinkLabel}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </div>
    </div>
  );
}

/** /doacao's short way to what the gifts have done, below the gift itself. */
export function ImpactOnDonation() {
  const { text, linkLabel } = impactTexts.donationLink;
  return (
    <div className="mx-auto box-content max-w-6xl px-4 pt-10">
      <p className="text-slate-700">
        {text}{" "}
        <a
          href={IMPACT_PATH}
          className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {linkLabel}
        </a>
      </p>
    </div>
  );
}

import { useId } from "react";
import { DonorList } from "./donor-tier-section";
import { donorsPage } from "~/content/donors";
import type { ClassView } from "~/lib/donor-directory";
import { withGiftClass } from "~/lib/gift-class-link";
import { formatThousandsOfReais } from "~/lib/money";

const { classView: copy, participation } = donorsPage;

/**
 * One class: its total and donor count, its donors, or an invitation when it has none, which
 * leads to `giveHref` (the donation page's Pix block) with the class chosen.
 */
export function ClassViewSection({
  view,
  giveHref,
}: {
  view: ClassView;
  giveHref: string;
}) {
  const headingId = useId();
  const count = view.donors.length;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg bg-brand-50 p-4 md:p-8"
    >
      <h2 id={headingId} className="text-2xl font-bold text-brand-900">
        {copy.title} {view.turmaId}
      </h2>
      <p className="mt-1 text-slate-700">
        {formatThousandsOfReais(view.donatedThousands)} {copy.donated} · {count}{" "}
        {count === 1
          ? participation.donorsUnit.one
          : participation.donorsUnit.other}
      </p>
      {count > 0 ? (
        <DonorList donors={view.donors} className="mt-4" />
      ) : (
        <>
          <p className="mt-4 text-slate-800">
            {copy.noDonors[0]} {view.turmaId} {copy.noDonors[1]}
          </p>
          <a
            href={withGiftClass(giveHref, view.turmaId)}
            className="mt-4 inline-block rounded-md bg-gold-400 px-6 py-3 font-semibold text-brand-900 hover:bg-gold-300"
          >
            {copy.invite}
          </a>
        </>
      )}
    </section>
  );
}

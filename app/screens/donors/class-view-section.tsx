import { useEffect, useId, useRef } from "react";
import { DonorList } from "./donor-tier-section";
import {
  type DonorsTexts,
  useDonorsLocale,
  useDonorsTexts,
} from "./donors-texts";
import type { ClassView } from "~/sheets/donor-directory";
import { fillIn } from "~/lib/fill-in";
import { withGiftClass } from "~/lib/gift-class-link";
import type { Locale } from "~/lib/locale";
import { formatDecimal, formatLargeReais } from "~/lib/money";
import { rowNumbersText } from "~/sheets/row-numbers";

/**
 * One class: what it gave and its donors. A class whose gifts list no name says so; one with
 * nothing on the sheets invites its alumni to be the first. Both lead to `giveHref` (the
 * donation page's Pix block) with the class chosen. Each new `focusRequest` above 0 (the class
 * chosen in a chart) brings the section into view with the focus.
 */
export function ClassViewSection({
  view,
  giveHref,
  focusRequest,
}: {
  view: ClassView;
  giveHref: string;
  focusRequest: number;
}) {
  const texts = useDonorsTexts();
  const copy = texts.classView;
  const locale = useDonorsLocale();
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusRequest > 0) ref.current?.focus();
  }, [focusRequest]);
  const { turmaId, donors, donatedThousands, unreadRows } = view;
  const count = donors.length;
  // A row of the classes sheet that could not be read is still a gift of the class.
  const hasGifts = donatedThousands !== undefined || unreadRows.length > 0;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="scroll-mt-20 rounded-lg bg-brand-50 p-4 focus:outline-none md:p-8"
    >
      <h2 id={headingId} className="text-2xl font-bold text-brand-900">
        {fillIn(copy.title, { turma: turmaId })}
      </h2>
      {hasGifts || count > 0 || unreadRows.length > 0 ? (
        <p className="mt-1 text-slate-700">
          {classSummary(texts, view, locale)}
        </p>
      ) : null}
      {count > 0 ? (
        <DonorList donors={donors} className="mt-4" />
      ) : (
        <>
          <p className="mt-4 text-slate-800">
            {fillIn(hasGifts ? copy.unnamedDonors : copy.noDonors, {
              turma: turmaId,
            })}
          </p>
          <a
            href={withGiftClass(giveHref, turmaId)}
            className="mt-4 inline-block rounded-md bg-gold-400 px-6 py-3 font-semibold text-brand-900 hover:bg-gold-300"
          >
            {hasGifts ? copy.giveWithClass : copy.invite}
          </a>
        </>
      )}
    </section>
  );
}

/**
 * "R$ 250 mil doados · 2 doadores"; a class missing from the classes sheet says so, one whose
 * rows there could not all be read names them, and one whose donors are not listed by name gives
 * its amount alone.
 */
function classSummary(
  { classView: copy, participation, sheetRow }: DonorsTexts,
  { donatedThousands, unreadRows, donors }: ClassView,
  locale: Locale,
) {
  const count = donors.length;
  const linhas = rowNumbersText(sheetRow, unreadRows);
  const valor =
    donatedThousands === undefined
      ? ""
      : formatLargeReais(donatedThousands * 1000, locale);
  const given =
    unreadRows.length > 0
      ? valor === ""
        ? fillIn(copy.unreadAmount, { linhas })
        : fillIn(copy.partial, { valor, linhas })
      : valor === ""
        ? copy.noAmount
        : fillIn(copy.donated, { valor });
  if (count === 0) return given;
  const unit =
    count === 1 ? participation.donorsUnit.one : participation.donorsUnit.other;
  return `${given} · ${formatDecimal(count, 0, locale)} ${unit}`;
}

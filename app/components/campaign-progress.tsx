import { useId } from "react";
import type { Campaign, Figures } from "~/content/source/schema";
import { campaignFigures, incompleteNote } from "~/lib/campaign-figures";
import { hasGoal } from "~/lib/campaign-state";
import type { UnreadRow } from "~/sheets/class-totals";
import { cn } from "~/lib/cn";
import { figureStatement, goalStatement } from "~/lib/fund-figures";
import { formatShortDate } from "~/lib/dates";
import { fillIn } from "~/lib/fill-in";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locale";
import { formatLargeReais } from "~/lib/money";

/** The texts the page's script needs to put the classes sheet's total in, carried in the page. */
export type CampaignScriptTexts = Pick<
  Campaign,
  "receivedLive" | "receivedIncomplete" | "sheetRow"
>;

type CampaignProgressProps = React.ComponentProps<"section"> & {
  /**
   * The fund's published figures (content/pt-BR/numeros.yml, ~/content/figures); without a goal
   * the fund has no campaign, and nothing is shown.
   */
  figures: Figures;
  /** The campaign's words (content/pt-BR/campanha.yml, or content/en's in English). */
  texts: Campaign;
  /** The language of `figures` and `texts`, which numbers and dates follow. */
  locale?: Locale;
  /** The day the campaign is stated on: the build's (~/content/build-day), "2026-11-27". */
  today: string;
  /**
   * What the classes sheet adds up to, in reais, read during this visit, or by the build on
   * `raisedOn` ("2026-11-23"). Without it the fund's published received figure shows, with its
   * date, until the page's script reads the sheet (./campaign-progress.astro).
   */
  raisedReais?: number;
  raisedOn?: string;
  /**
   * The classes sheet's rows whose money could not be read, when it was read: the reason the
   * published figure stands, said below it.
   */
  unreadRows?: UnreadRow[];
};

/**
 * The campaign in numbers: committed against the goal (a goal of commitments), as text and as a
 * bar, or once its deadline has passed, that it ended and what it reached; then received,
 * committed and the goal, each on its line. The received line alone follows the classes sheet.
 * Without a goal, nothing.
 */
export function CampaignProgress({
  figures,
  texts,
  today,
  raisedReais,
  raisedOn,
  unreadRows = [],
  locale = DEFAULT_LOCALE,
  className,
  ...props
}: CampaignProgressProps) {
  const headingId = useId();
  if (!hasGoal(figures)) return null;
  const { state, text, filledPercent } = campaignFigures(
    figures,
    texts.committedOfGoal,
    today,
    locale,
  );
  const scriptTexts: CampaignScriptTexts = {
    receivedLive: texts.receivedLive,
    receivedIncomplete: texts.receivedIncomplete,
    sheetRow: texts.sheetRow,
  };
  const incomplete =
    raisedReais === undefined ? incompleteNote(scriptTexts, unreadRows) : "";
  const received = figureStatement(figures, "received", today, locale);
  const committed = figureStatement(figures, "committed", today, locale);
  const goalLine = goalStatement(figures, today, locale);
  return (
    <section
      aria-labelledby={headingId}
      data-texts={JSON.stringify(scriptTexts)}
      className={cn("rounded-lg bg-brand-50 p-6 md:p-8", className)}
      {...props}
    >
      <h2 id={headingId} className="text-2xl font-bold text-brand-900">
        {texts.title}
      </h2>
      <p className="mt-3 text-xl font-semibold text-brand-900">{text}</p>
      {/* An ended campaign moves no more: its sentence says what it reached, without a bar. */}
      {state === "running" ? (
        <div
          role="progressbar"
          aria-label={texts.progressLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(filledPercent)}
          aria-valuetext={text}
          className="mt-4 h-5 overflow-hidden rounded-full bg-white ring-1 ring-brand-600"
        >
          {/* An SVG width, not a style attribute: the page's policy allows no inline style. */}
          <svg aria-hidden="true" className="block size-full">
            <rect
              height="100%"
              width={`${filledPercent}%`}
              className="fill-brand-600"
            />
          </svg>
        </div>
      ) : null}
      <dl className="mt-4 grid gap-x-6 gap-y-1 text-slate-700 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{texts.receivedLabel}</dt>
        <dd data-campaign-received="">
          {raisedReais === undefined
            ? `${received.value}, ${received.when}`
            : `${formatLargeReais(raisedReais, locale)}, ${raisedSource(texts, raisedOn, locale)}`}
        </dd>
        <dt className="font-semibold">{texts.committedLabel}</dt>
        <dd>{`${committed.value}, ${committed.when}`}</dd>
        <dt className="font-semibold">{texts.goalLabel}</dt>
        <dd>{`${goalLine.value} ${goalLine.when}`}</dd>
      </dl>
      <p
        data-campaign-note=""
        hidden={incomplete === ""}
        className="mt-3 text-sm text-slate-700"
      >
        {incomplete}
      </p>
    </section>
  );
}

/** Where a received figure read from the classes sheet comes from: this visit, or a build. */
function raisedSource(
  texts: Campaign,
  raisedOn: string | undefined,
  locale: Locale,
): string {
  return raisedOn === undefined
    ? texts.receivedLive
    : fillIn(texts.receivedPublished, {
        data: formatShortDate(raisedOn, locale),
      });
}

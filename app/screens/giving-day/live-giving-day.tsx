import { useEffect, useId, useState, useSyncExternalStore } from "react";
import { useIsRunning } from "~/components/use-is-running";
import type { GivingDay, GivingDayFile } from "~/content/source/schema";
import { formatShortDate, formatTimeInBrasilia } from "~/lib/dates";
import { fillIn } from "~/lib/fill-in";
import { withGiftClass } from "~/lib/gift-class-link";
import {
  type GivingDayState,
  type GivingDayTimes,
  givingDayState,
  givingDayTimes,
  matchFigures,
  participationShare,
  timeLeft,
} from "~/lib/giving-day";
import type { Locale } from "~/lib/locale";
import { formatDecimal, formatDonationAmount } from "~/lib/money";
import { type DayFigures, dayFigures } from "~/sheets/giving-day-figures";
import type { ClassParticipation } from "~/sheets/donors";
import { loadGivingDay } from "./load-giving-day";

/** While the day runs, its figures are read again this often (the site's edge reads the sheets' host at most once per window). */
const REFRESH_MS = 2 * 60 * 1000;
/** The classes each ranking lists. */
const RANKED_CLASSES = 10;

type Texts = GivingDayFile;

export type LiveGivingDayProps = {
  day: GivingDay;
  texts: Texts;
  /** The instant the page was built: the first render states the day as the build did. */
  builtAt: number;
  /** The donors per class of the list the build published, dated: shown until the day's figures come. */
  published: { readOn: string; participation: ClassParticipation[] };
  /** The donation page's Pix block, which each class's link opens with the class filled in. */
  giveHref: string;
  locale: Locale;
};

/**
 * The giving day by the visitor's clock: the time to its start or end, and, from its start, its
 * figures from the sheets as they stood when it began and as they stand now (after it, when it
 * ended), the match used and left, and the classes ranked by donors and by amount. Without the
 * day's figures, and without JavaScript, it ranks the classes of the list the build published.
 */
export function LiveGivingDay({
  day,
  texts,
  builtAt,
  published,
  giveHref,
  locale,
}: LiveGivingDayProps) {
  const times = givingDayTimes(day);
  const { now, isRunning } = useClock(builtAt);
  const state = givingDayState(times, now);
  const reading = useDayFigures(times, isRunning ? state : "before");
  return (
    <div className="space-y-10">
      {isRunning ? (
        <Countdown
          state={state}
          times={times}
          now={now}
          texts={texts}
          locale={locale}
        />
      ) : null}
      {reading.status === "loading" ? (
        <p role="status" className="text-slate-700">
          {texts.figures.loading}
        </p>
      ) : null}
      {reading.status === "loaded" ? (
        <DayFiguresView
          day={day}
          figures={reading.figures}
          startReadAt={reading.startReadAt}
          texts={texts}
          giveHref={giveHref}
          locale={locale}
        />
      ) : (
        <>
          {reading.status === "unavailable" ? (
            <p role="status" className="text-slate-700">
              {texts.figures.unavailable}
            </p>
          ) : null}
          <ClassRanking
            title={fillIn(texts.ranking.published, {
              data: formatShortDate(published.readOn, locale),
            })}
            rows={published.participation.map(({ turmaId, donorCount }) => ({
              turmaId,
              figure: formatDecimal(donorCount, 0, locale),
            }))}
            figureColumn={texts.ranking.donorsColumn}
            texts={texts}
            giveHref={giveHref}
          />
        </>
      )}
    </div>
  );
}

/** Now, by the visitor's clock once the page runs, to the second; the build's instant before. */
function useClock(builtAt: number) {
  const now = useSyncExternalStore(
    everySecond,
    () => Math.floor(Date.now() / 1000) * 1000,
    () => builtAt,
  );
  return { now, isRunning: useIsRunning() };
}

const everySecond = (tick: () => void) => {
  const timer = setInterval(tick, 1000);
  return () => clearInterval(timer);
};

type Reading =
  | { status: "waiting" | "loading" | "unavailable" }
  | { status: "loaded"; figures: DayFigures; startReadAt: number | undefined };

/** The day's figures from its start on: read once, then again every REFRESH_MS while it runs. */
function useDayFigures(times: GivingDayTimes, state: GivingDayState): Reading {
  const [reading, setReading] = useState<Reading>();
  const { startsAt, endsAt } = times;
  useEffect(() => {
    if (state === "before") return;
    const controller = new AbortController();
    const read = () =>
      loadGivingDay({ startsAt, endsAt }, state, controller.signal).then(
        ({ atStart, atEnd, startReadAt }) => {
          const figures = dayFigures(atStart, atEnd);
          if (figures.notices.length > 0)
            console.warn(figures.notices.join("\n"));
          setReading({ status: "loaded", figures, startReadAt });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn(error);
          // Figures already shown stay, until a read succeeds again.
          setReading((last) =>
            last?.status === "loaded" ? last : { status: "unavailable" },
          );
        },
      );
    void read();
    const timer =
      state === "during"
        ? setInterval(() => void read(), REFRESH_MS)
        : undefined;
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [startsAt, endsAt, state]);
  if (state === "before") return { status: "waiting" };
  return reading ?? { status: "loading" };
}

function Countdown({
  state,
  times,
  now,
  texts,
  locale,
}: {
  state: GivingDayState;
  times: GivingDayTimes;
  now: number;
  texts: Texts;
  locale: Locale;
}) {
  const { countdown } = texts;
  if (state === "after") {
    return (
      <p className="text-xl font-semibold text-brand-900">
        {fillIn(countdown.ended, {
          data: formatTimeInBrasilia(times.endsAt, locale),
        })}
      </p>
    );
  }
  const label = state === "before" ? countdown.startsIn : countdown.endsIn;
  const left = timeLeft(
    state === "before" ? times.startsAt : times.endsAt,
    now,
  );
  const units = [
    [left.days, countdown.days],
    [left.hours, countdown.hours],
    [left.minutes, countdown.minutes],
    [left.seconds, countdown.seconds],
  ] as const;
  return (
    <div role="timer" aria-label={label}>
      <p className="text-lg font-semibold text-brand-900">{label}</p>
      <dl className="mt-2 flex flex-wrap gap-3">
        {units.map(([value, unit]) => (
          <div
            key={unit}
            className="flex min-w-20 flex-col-reverse items-center rounded-md bg-brand-50 px-3 py-2"
          >
            <dt className="text-sm text-slate-700">{unit}</dt>
            <dd className="text-3xl font-bold text-brand-900 tabular-nums">
              {String(value).padStart(2, "0")}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function DayFiguresView({
  day,
  figures,
  startReadAt,
  texts,
  giveHref,
  locale,
}: {
  day: GivingDay;
  figures: DayFigures;
  startReadAt: number | undefined;
  texts: Texts;
  giveHref: string;
  locale: Locale;
}) {
  const headingId = useId();
  const { figures: words, ranking } = texts;
  const reais = (amount: number) =>
    formatDonationAmount(Math.round(amount * 100), locale);
  return (
    <section aria-labelledby={headingId} className="space-y-8">
      <h2 id={headingId} className="text-2xl font-bold text-brand-900">
        {words.title}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-md bg-brand-50 p-4">
          <dt className="text-slate-700">{words.given}</dt>
          <dd className="text-3xl font-bold text-brand-900">
            {reais(figures.givenReais)}
          </dd>
        </div>
        <div className="rounded-md bg-brand-50 p-4">
          <dt className="text-slate-700">{words.donors}</dt>
          <dd className="text-3xl font-bold text-brand-900">
            {formatDecimal(figures.donors, 0, locale)}
          </dd>
        </div>
      </dl>
      <div>
        <label htmlFor={`${headingId}-meta`} className="text-slate-700">
          {fillIn(words.goal, {
            meta: formatDecimal(day.participationGoal, 0, locale),
          })}
        </label>
        <progress
          id={`${headingId}-meta`}
          className="mt-2 block h-3 w-full accent-brand-700"
          max={1}
          value={participationShare(figures.donors, day.participationGoal)}
        />
      </div>
      {day.match ? (
        <MatchView
          match={day.match}
          givenReais={figures.givenReais}
          texts={texts}
          reais={reais}
        />
      ) : null}
      {startReadAt === undefined ? null : (
        <p className="text-sm text-slate-700">
          {fillIn(words.since, {
            data: formatTimeInBrasilia(startReadAt, locale),
          })}
        </p>
      )}
      <div className="grid gap-8 lg:grid-cols-2">
        <ClassRanking
          title={ranking.byParticipation}
          rows={figures.byParticipation.map(({ turmaId, donorsToday }) => ({
            turmaId,
            figure: formatDecimal(donorsToday, 0, locale),
          }))}
          figureColumn={ranking.donorsColumn}
          texts={texts}
          giveHref={giveHref}
        />
        <ClassRanking
          title={ranking.byAmount}
          rows={figures.byAmount.map(({ turmaId, givenTodayReais }) => ({
            turmaId,
            figure: reais(givenTodayReais),
          }))}
          figureColumn={ranking.amountColumn}
          texts={texts}
          giveHref={giveHref}
        />
      </div>
    </section>
  );
}

function MatchView({
  match,
  givenReais,
  texts,
  reais,
}: {
  match: NonNullable<GivingDay["match"]>;
  givenReais: number;
  texts: Texts;
  reais: (amount: number) => string;
}) {
  const { matchedReais, leftReais, isCapReached } = matchFigures(
    match,
    givenReais,
  );
  const limit = reais(match.capReais);
  return (
    <div className="rounded-md border border-brand-100 p-4">
      <h3 className="font-semibold text-brand-900">{texts.match.title}</h3>
      <p className="mt-1 text-slate-800">
        {fillIn(texts.match.used, {
          quem: match.matcher,
          valor: reais(matchedReais),
        })}{" "}
        {isCapReached
          ? fillIn(texts.match.reached, { limite: limit })
          : fillIn(texts.match.left, {
              valor: reais(leftReais),
              limite: limit,
            })}
      </p>
    </div>
  );
}

function ClassRanking({
  title,
  rows,
  figureColumn,
  texts,
  giveHref,
}: {
  title: string;
  rows: { turmaId: string; figure: string }[];
  figureColumn: string;
  texts: Texts;
  giveHref: string;
}) {
  const headingId = useId();
  const { ranking } = texts;
  const listed = rows.slice(0, RANKED_CLASSES);
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-xl font-semibold text-brand-900">
        {title}
      </h3>
      {listed.length === 0 ? (
        <p className="mt-2 text-slate-700">{ranking.noneYet}</p>
      ) : (
        <table className="mt-3 w-full text-left">
          <thead>
            <tr className="border-b border-slate-300 text-sm text-slate-700">
              <th scope="col" className="py-2">
                {ranking.classColumn}
              </th>
              <th scope="col" className="py-2 text-right">
                {figureColumn}
              </th>
              <td />
            </tr>
          </thead>
          <tbody>
            {listed.map(({ turmaId, figure }) => (
              <tr key={turmaId} className="border-b border-slate-200">
                <th scope="row" className="py-2 font-semibold text-brand-900">
                  {turmaId}
                </th>
                <td className="py-2 text-right tabular-nums">{figure}</td>
                <td className="py-2 text-right">
                  <a
                    href={withGiftClass(giveHref, turmaId)}
                    className="inline-block py-1 font-semibold text-brand-700 underline underline-offset-2"
                  >
                    {fillIn(ranking.giveWithClass, { turma: turmaId })}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

// The arithmetic of a giving day: when it runs, how long until it starts or ends, what the
// sponsor's match adds, and how near the day is to its participation goal.
import { formatTimeInBrasilia } from "./dates";
import { fillIn } from "./fill-in";
import type { Locale } from "./locale";

/**
 * Brazil has kept no daylight saving time since 2019: Brasília is UTC−03:00 all year, so a wall
 * time there is the same wall time in UTC three hours later, whatever the date.
 */
const BRASILIA_OFFSET_MS = 3 * 60 * 60 * 1000;

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const MS_PER_SECOND = 1000;
const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 60 * SECONDS_PER_MINUTE;
const SECONDS_PER_DAY = 24 * SECONDS_PER_HOUR;

/**
 * A wall time in Brasília, "2026-12-01T00:00", → milliseconds since the epoch. Throws on text that
 * is not a date and time YYYY-MM-DDTHH:MM that exists ("2026-02-30T00:00", "2026-12-01T24:00").
 */
export function brasiliaInstant(localDateTime: string): number {
  const fields = LOCAL_DATE_TIME.exec(localDateTime)?.slice(1).map(Number);
  if (fields) {
    const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = fields;
    const wallTime = new Date(Date.UTC(year, month - 1, day, hour, minute));
    // Date.UTC carries overflowing fields into the next ones (30 February → 2 March): a date and
    // time that do not come back as written do not exist.
    const exists =
      wallTime.getUTCFullYear() === year &&
      wallTime.getUTCMonth() === month - 1 &&
      wallTime.getUTCDate() === day &&
      wallTime.getUTCHours() === hour &&
      wallTime.getUTCMinutes() === minute;
    if (exists) return wallTime.getTime() + BRASILIA_OFFSET_MS;
  }
  throw new Error(
    `Data e hora inválidas: "${localDateTime}" (escreva AAAA-MM-DDTHH:MM, no horário de Brasília, como 2026-12-01T00:00).`,
  );
}

/** When a giving day starts and ends, in milliseconds since the epoch. */
export type GivingDayTimes = { startsAt: number; endsAt: number };

/** A day's start and end as the officer sets them, wall times in Brasília: "2026-12-01T00:00". */
export function givingDayTimes(day: {
  startsAt: string;
  endsAt: string;
}): GivingDayTimes {
  return {
    startsAt: brasiliaInstant(day.startsAt),
    endsAt: brasiliaInstant(day.endsAt),
  };
}

/**
 * The officer's "when" text with `{inicio}` and `{fim}` filled with the day's start and end, as a
 * day and time in Brasília: "01/12/2026, 00:00 a 02/12/2026, 00:00, horário de Brasília".
 */
export function givingDayWhen(
  template: string,
  times: GivingDayTimes,
  locale: Locale,
): string {
  return fillIn(template, {
    inicio: formatTimeInBrasilia(times.startsAt, locale),
    fim: formatTimeInBrasilia(times.endsAt, locale),
  });
}

export type GivingDayState = "before" | "during" | "after";

/** Before the start; during it from the start on; after it from the end on (the end is out). */
export function givingDayState(
  times: GivingDayTimes,
  now: number,
): GivingDayState {
  if (now < times.startsAt) return "before";
  return now < times.endsAt ? "during" : "after";
}

/** What a countdown shows. */
export type TimeLeft = {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
};

/**
 * The time from `now` until `until` in whole days, hours, minutes and seconds, for a countdown;
 * all zeros once `until` has passed. A part of a second counts as a whole one, so the countdown
 * reads zero exactly when the day's state changes, never a second before.
 */
export function timeLeft(until: number, now: number): TimeLeft {
  const total = Math.max(0, Math.ceil((until - now) / MS_PER_SECOND));
  return {
    days: Math.floor(total / SECONDS_PER_DAY),
    hours: Math.floor((total % SECONDS_PER_DAY) / SECONDS_PER_HOUR),
    minutes: Math.floor((total % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE),
    seconds: total % SECONDS_PER_MINUTE,
  };
}

/**
 * A sponsor's match: `ratio` reais for each real given (1 doubles a gift, 0.5 adds half of it),
 * up to `capReais` in all.
 */
export type Match = { ratio: number; capReais: number };

export type MatchFigures = {
  matchedReais: number;
  /** What the sponsor may still add before the cap. */
  leftReais: number;
  isCapReached: boolean;
};

/**
 * What the match adds to `givenReais`: the gifts times the ratio, up to the cap, in whole
 * centavos. Reckoned in centavos, so that the cap is reached exactly rather than to within a
 * float's error; nothing given (or less than nothing) adds nothing.
 */
export function matchFigures(match: Match, givenReais: number): MatchFigures {
  const capCents = Math.round(match.capReais * 100);
  const givenCents = Math.max(0, Math.round(givenReais * 100));
  const matchedCents = Math.min(Math.round(givenCents * match.ratio), capCents);
  return {
    matchedReais: matchedCents / 100,
    leftReais: (capCents - matchedCents) / 100,
    isCapReached: matchedCents === capCents,
  };
}

/** How far the donors are toward the goal, from 0 to 1, for a progress bar; 0 without a goal. */
export function participationShare(donors: number, goal: number): number {
  if (goal <= 0) return 0;
  return Math.min(1, Math.max(0, donors / goal));
}

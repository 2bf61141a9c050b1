import { dayInBrasilia } from "~/lib/dates";

/**
 * The day the site is built, in Brasília: the prerendered pages state the campaign as it stands
 * on this day, and the daily rebuild moves it on (a campaign whose deadline has passed shows as
 * ended from the first build after it).
 */
export const buildDay: string = dayInBrasilia();

/** The instant the site is built: a giving day is announced as it stands then (dia-de-doar.yml). */
export const buildTime: number = Date.now();

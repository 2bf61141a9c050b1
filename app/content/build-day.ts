import { dayInBrasilia } from "~/lib/dates";

/**
 * The day the site is built, in Brasília: the prerendered pages state the campaign as it stands
 * on this day, and the daily rebuild moves it on (a campaign whose deadline has passed shows as
 * ended from the first build after it).
 */
export const buildDay: string = dayInBrasilia();

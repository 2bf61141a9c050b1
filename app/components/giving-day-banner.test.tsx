// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { fillIn } from "~/lib/fill-in";
import { brasiliaInstant } from "~/lib/giving-day";
import { readSiteContent } from "../../test/site-content";
import { GivingDayBanner } from "./giving-day-banner";

const { givingDay: file } = await readSiteContent();
const { announcement } = file;
/** A day of the test's own: the officer's may be unset, or past. */
const day = {
  name: "Dia de Doar de Teste",
  startsAt: "2030-03-10T09:00",
  endsAt: "2030-03-10T21:00",
  participationGoal: 50,
};
const HREF = "/dia-de-doar";
const HOUR = 60 * 60 * 1000;

afterEach(cleanup);

describe("GivingDayBanner", () => {
  test.each([
    {
      when: "a day before it",
      now: brasiliaInstant(day.startsAt) - 24 * HOUR,
      state: "upcoming",
    },
    {
      when: "as it starts",
      now: brasiliaInstant(day.startsAt),
      state: "upcoming",
    },
    {
      when: "during it",
      now: brasiliaInstant(day.startsAt) + 3 * HOUR,
      state: "upcoming",
    },
    { when: "as it ends", now: brasiliaInstant(day.endsAt), state: "ended" },
    {
      when: "a week after",
      now: brasiliaInstant(day.endsAt) + 7 * 24 * HOUR,
      state: "ended",
    },
  ] as const)(
    "$when, announces the day as $state, with a link to its page",
    ({ now, state }) => {
      render(
        <GivingDayBanner
          file={{ ...file, day }}
          now={now}
          href={HREF}
          locale="pt-BR"
        />,
      );
      const banner = screen.getByRole("complementary", { name: day.name });
      const says =
        state === "upcoming"
          ? fillIn(announcement.upcoming, {
              nome: day.name,
              quando: fillIn(file.when, {
                inicio: "10/03/2030, 09:00",
                fim: "10/03/2030, 21:00",
              }),
            })
          : fillIn(announcement.ended, { nome: day.name });
      expect(within(banner).getByText(says)).toBeInTheDocument();
      expect(
        within(banner).getByRole("link", {
          name:
            state === "upcoming"
              ? announcement.upcomingLink
              : announcement.endedLink,
        }),
      ).toHaveAttribute("href", HREF);
    },
  );

  test("without a day set, announces nothing", () => {
    const { container } = render(
      <GivingDayBanner
        file={{ ...file, day: undefined }}
        now={0}
        href={HREF}
        locale="pt-BR"
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

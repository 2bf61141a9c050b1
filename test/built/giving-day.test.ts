// The giving day as the build states it: its page (/dia-de-doar) with the day's name, hours and
// match, and, for a visitor without JavaScript, the classes of the published list ranked by donors,
// each a link to give with the class filled in; its announcement on the home, donation and donors
// pages, as upcoming or ended by the build's clock; the same in English while the English section
// has the day's page. The day's clock and live figures are the island's (live-giving-day.test.tsx)
// and the browser's.
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import type { GivingDayFile } from "../../app/content/source/schema";
import { GIVING_DAY_PATH } from "../../app/content/source/site-pages";
import { fillIn } from "../../app/lib/fill-in";
import {
  givingDayState,
  givingDayTimes,
  givingDayWhen,
} from "../../app/lib/giving-day";
import type { Locale } from "../../app/lib/locale";
import { content, inEnglish } from "../content";
import { englishRoutes } from "../site-routes";
import { escapeRegExp, templatePattern } from "../text-patterns";
import { builtPage } from "./built-page";

const ENGLISH_DAY_PATH = "/en/giving-day";

type DayPage = {
  route: string;
  file: GivingDayFile;
  locale: Locale;
  giveHref: string;
  /** The pages that announce the day, in the same language. */
  announcedOn: string[];
};

const dayPages: DayPage[] = [
  {
    route: GIVING_DAY_PATH,
    file: content.givingDay,
    locale: "pt-BR",
    giveHref: "/doacao#doe-por-pix",
    announcedOn: ["/", "/doacao", "/doadores"],
  },
  ...(englishRoutes.includes(ENGLISH_DAY_PATH)
    ? [
        {
          route: ENGLISH_DAY_PATH,
          file: inEnglish("givingDay"),
          locale: "en" as const,
          giveHref: englishRoutes.includes("/en/give")
            ? "/en/give#doe-por-pix"
            : "/doacao#doe-por-pix",
          announcedOn: ["/en", "/en/donors"].filter((route) =>
            englishRoutes.includes(route),
          ),
        },
      ]
    : []),
];

describe.each(dayPages)("$route", ({ route, file, locale, giveHref }) => {
  const { day } = file;
  const { screen } = builtPage(route);

  test("is titled by its file", () => {
    expect(
      screen.getByRole("heading", { level: 1, name: file.hero.title }),
    ).toBeInTheDocument();
  });

  if (!day) {
    test("without a day set, says so and leads to the donation page", () => {
      expect(screen.getByText(file.noDay)).toBeInTheDocument();
      expect(screen.getByRole("link", { name: file.giveLink })).toHaveAttribute(
        "href",
        giveHref,
      );
    });
    return;
  }

  test("names the day and its hours in Brasília, and the match's rules", () => {
    expect(
      screen.getByRole("heading", { level: 2, name: day.name }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(givingDayWhen(file.when, givingDayTimes(day), locale)),
    ).toBeInTheDocument();
    if (day.match) {
      expect(
        screen.getByRole("heading", { name: file.match.title }),
      ).toBeInTheDocument();
      expect(screen.getByText(day.match.rules)).toBeInTheDocument();
    }
  });

  test("without JavaScript, ranks the classes of the published list, each with a link to give with it", () => {
    const title = screen.getByRole("heading", {
      name: new RegExp(
        `^${templatePattern(file.ranking.published, "data", ".+")}$`,
      ),
    });
    const ranking = title.closest("section")!;
    const rows = within(ranking).getAllByRole("row").slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const turma = within(row).getByRole("rowheader").textContent ?? "";
      const [path, section] = giveHref.split("#");
      expect(
        within(row).getByRole("link", {
          name: fillIn(file.ranking.giveWithClass, { turma }),
        }),
      ).toHaveAttribute(
        "href",
        `${path}?turma=${encodeURIComponent(turma)}#${section}`,
      );
    }
  });
});

describe.each(dayPages)(
  "the announcement of $route",
  ({ route: dayRoute, file, locale, announcedOn }) => {
    const { day } = file;
    test.each(announcedOn)(
      "%s announces the day as the build's clock states it, with a link to its page",
      (route) => {
        const { screen } = builtPage(route);
        const banner = screen.queryByRole("complementary", {
          name: day?.name ?? "",
        });
        if (!day) {
          expect(banner).toBeNull();
          return;
        }
        expect(banner).not.toBeNull();
        const times = givingDayTimes(day);
        const hasEnded = givingDayState(times, Date.now()) === "after";
        const says = hasEnded
          ? fillIn(file.announcement.ended, { nome: day.name })
          : fillIn(file.announcement.upcoming, {
              nome: day.name,
              quando: givingDayWhen(file.when, times, locale),
            });
        expect(banner).toHaveTextContent(new RegExp(escapeRegExp(says)));
        expect(
          within(banner!).getByRole("link", {
            name: hasEnded
              ? file.announcement.endedLink
              : file.announcement.upcomingLink,
          }),
        ).toHaveAttribute("href", dayRoute);
      },
    );
  },
);

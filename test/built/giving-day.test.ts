// The giving day as the build states it: its page (/dia-de-doar) with the day's name, hours and
// match, and, for a visitor without JavaScript, the classes of the published list ranked by donors,
// each a link to give with the class filled in; its announcement on the home, donation and donors
// pages, as upcoming or ended by the build's clock; nothing of it in the English section. The
// day's clock and live figures are the island's (live-giving-day.test.tsx) and the browser's.
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { GIVING_DAY_PATH } from "../../app/content/source/site-pages";
import { fillIn } from "../../app/lib/fill-in";
import {
  givingDayState,
  givingDayTimes,
  givingDayWhen,
} from "../../app/lib/giving-day";
import { content } from "../content";
import { englishRoutes } from "../site-routes";
import { escapeRegExp, templatePattern } from "../text-patterns";
import { builtPage } from "./built-page";

const { givingDay: file } = content;
const { day } = file;

describe("/dia-de-doar", () => {
  const { screen } = builtPage(GIVING_DAY_PATH);

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
        "/doacao#doe-por-pix",
      );
    });
    return;
  }

  test("names the day and its hours in Brasília, and the match's rules", () => {
    expect(
      screen.getByRole("heading", { level: 2, name: day.name }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(givingDayWhen(file.when, givingDayTimes(day), "pt-BR")),
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
        `^${templatePattern(file.ranking.published, "data", String.raw`\d\d/\d\d/\d{4}`)}$`,
      ),
    });
    const ranking = title.closest("section")!;
    const rows = within(ranking).getAllByRole("row").slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const turma = within(row).getByRole("rowheader").textContent ?? "";
      expect(
        within(row).getByRole("link", {
          name: fillIn(file.ranking.giveWithClass, { turma }),
        }),
      ).toHaveAttribute(
        "href",
        `/doacao?turma=${encodeURIComponent(turma)}#doe-por-pix`,
      );
    }
  });
});

describe("the giving day's announcement", () => {
  test.each(["/", "/doacao", "/doadores"])(
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
      const hasEnded =
        givingDayState(givingDayTimes(day), Date.now()) === "after";
      const says = hasEnded
        ? fillIn(file.announcement.ended, { nome: day.name })
        : fillIn(file.announcement.upcoming, {
            nome: day.name,
            quando: givingDayWhen(file.when, givingDayTimes(day), "pt-BR"),
          });
      expect(banner).toHaveTextContent(new RegExp(escapeRegExp(says)));
      expect(
        within(banner!).getByRole("link", {
          name: hasEnded
            ? file.announcement.endedLink
            : file.announcement.upcomingLink,
        }),
      ).toHaveAttribute("href", GIVING_DAY_PATH);
    },
  );

  test.each(englishRoutes)(
    "%s, in English, announces no day: its page is in Portuguese",
    (route) => {
      const { document } = builtPage(route);
      expect(document.querySelector(`a[href="${GIVING_DAY_PATH}"]`)).toBeNull();
    },
  );
});

// The giving day's page as a visitor's browser runs it, by a clock the test sets: before the day,
// the countdown ticks; during it, the day's figures from the sheets as they stood at its start and
// as they stand, the match and both rankings, and a class's link opens the donation page with the
// class filled in; after it, what it reached, from the copies of its start and end. The sheets are
// answered by the test, the copies by the hour the page asks for (app/sheets/sheet-relay.ts).
import type { Page, Route } from "@playwright/test";
import { GIVING_DAY_PATH } from "../app/content/source/site-pages";
import { fillIn } from "../app/lib/fill-in";
import { formatTimeInBrasilia } from "../app/lib/dates";
import { givingDayTimes } from "../app/lib/giving-day";
import { content, donationPage } from "../test/content";
import { expect, test } from "./fixtures";
import { everyBandInTheColumn } from "./route-checks/column";
import { nothingWiderThanTheScreen } from "./route-checks/overflow";
import { expectChecksToPass } from "./route-checks/run-checks";
import { GIVING_DAY_SHEETS as SHEETS } from "../app/sheets/fixtures/giving-day-sheets";

const { givingDay: texts } = content;
const { day } = texts;
const HOUR = 60 * 60 * 1000;

/** Answers each sheet as it stands, and its copies at an hour (`?antes=`) as it stood at the start. */
async function answerSheets(page: Page) {
  for (const sheet of ["doadores", "turmas"] as const) {
    await page.route(
      (url) => url.pathname === `/data/${sheet}.csv`,
      (route: Route) => {
        const url = new URL(route.request().url());
        const times = url.searchParams.has("antes") ? "atStart" : "now";
        return route.fulfill({
          contentType: "text/csv; charset=utf-8",
          body: SHEETS[times][sheet],
        });
      },
    );
  }
}

/**
 * Opens the day's page at `width` px, by a clock set `at` the content's day; without a day set,
 * checks the page says so and gives undefined.
 */
async function openDayPage(
  page: Page,
  width: number,
  at: (times: ReturnType<typeof givingDayTimes>) => number,
) {
  await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
  if (!day) {
    await page.goto(GIVING_DAY_PATH);
    await expect(page.getByText(texts.noDay)).toBeVisible();
    return undefined;
  }
  const times = givingDayTimes(day);
  await page.clock.install({ time: at(times) });
  await page.goto(GIVING_DAY_PATH);
  return times;
}

test.describe("the giving day's page", () => {
  test("before the day, at 1280 px: the countdown to its start ticks, the page within the screen", async ({
    page,
  }) => {
    const times = await openDayPage(
      page,
      1280,
      ({ startsAt }) => startsAt - 2 * HOUR + 10_000,
    );
    if (!times) return;
    const timer = page.getByRole("timer", { name: texts.countdown.startsIn });
    const seconds = timer.getByRole("definition").last();
    await expect(seconds).toHaveText(/^\d\d$/);
    const before = await seconds.textContent();
    await page.clock.runFor(3000);
    await expect(seconds).not.toHaveText(before ?? "");
    await expect(timer.getByRole("definition").nth(1)).toHaveText("01");
    await expectChecksToPass(
      page,
      [nothingWiderThanTheScreen, everyBandInTheColumn],
      `${GIVING_DAY_PATH} before the day at 1280 px`,
    );
  });

  test("during the day, on a 375 px phone: the day's figures, the match and the rankings; a class's link gives with that class", async ({
    page,
  }) => {
    await answerSheets(page);
    const times = await openDayPage(
      page,
      375,
      ({ startsAt }) => startsAt + 3 * HOUR,
    );
    if (!times || !day) return;
    await expect(
      page.getByRole("heading", { name: texts.figures.title }),
    ).toBeVisible();
    await expect(
      page.getByRole("timer", { name: texts.countdown.endsIn }),
    ).toBeVisible();
    await expect(
      page.getByRole("definition").filter({ hasText: /^R\$ 3\.300$/ }),
    ).toBeVisible();
    if (day.match) {
      await expect(
        page.getByRole("heading", { name: texts.match.title }).last(),
      ).toBeVisible();
    }
    const byAmount = page
      .getByRole("heading", { name: texts.ranking.byAmount })
      .locator("xpath=..");
    await expect(byAmount.getByRole("row")).toHaveCount(3);
    await expectChecksToPass(
      page,
      [nothingWiderThanTheScreen],
      `${GIVING_DAY_PATH} during the day at 375 px`,
    );

    const byParticipation = page
      .getByRole("heading", { name: texts.ranking.byParticipation })
      .locator("xpath=..");
    await byParticipation
      .getByRole("link", {
        name: fillIn(texts.ranking.giveWithClass, { turma: "T98" }),
      })
      .click();
    await expect(page).toHaveURL(/\/doacao\?turma=T98#doe-por-pix$/);
    await expect(
      page.getByRole("textbox", { name: donationPage.give.classLabel }),
    ).toHaveValue("T98");
  });

  test("after the day, at 1280 px: when it ended, and its figures from the copies of its start and end", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on("request", (request) => asked.push(request.url()));
    await answerSheets(page);
    const times = await openDayPage(
      page,
      1280,
      ({ endsAt }) => endsAt + 24 * HOUR,
    );
    if (!times) return;
    const { endsAt } = times;
    await expect(
      page.getByText(
        fillIn(texts.countdown.ended, { data: formatTimeInBrasilia(endsAt) }),
      ),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { name: texts.figures.title }),
    ).toBeVisible();
    const sheetReads = asked.filter((url) => url.includes("/data/"));
    expect(sheetReads.length).toBe(4);
    expect(sheetReads.every((url) => url.includes("?antes="))).toBe(true);
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { DonorsTextsProvider } from "./donors-texts";
import { LISTED_NOTICES_LIMIT, SheetNotices } from "./sheet-notices";
import { fillIn } from "~/lib/fill-in";
import { formatDecimal } from "~/lib/money";
import { describeRowNotice } from "~/sheets/sheet-notices";
import { readSiteContent } from "../../../test/site-content";

const { donorsPage } = await readSiteContent();

const noticesOf = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    describeRowNotice("doadores", {
      rowNumber: index + 2,
      problem: "sem nome; linha ignorada.",
    }),
  );

afterEach(cleanup);

describe("SheetNotices", () => {
  test.each([
    [1, 1, ""],
    [LISTED_NOTICES_LIMIT, LISTED_NOTICES_LIMIT, ""],
    [LISTED_NOTICES_LIMIT + 1, LISTED_NOTICES_LIMIT, "1"],
    [6668, LISTED_NOTICES_LIMIT, formatDecimal(6668 - LISTED_NOTICES_LIMIT, 0)],
  ])(
    "of %d reported rows, lists %d and says how many more: %j",
    (count, listed, more) => {
      const notices = noticesOf(count);
      render(
        <DonorsTextsProvider texts={donorsPage}>
          <SheetNotices notices={notices} lead={donorsPage.notices.lead} />
        </DonorsTextsProvider>,
      );
      const details = screen.getByRole("group");
      expect(
        within(details).getByText(
          `${donorsPage.notices.summary} (${formatDecimal(count, 0)})`,
        ),
      ).toBeInTheDocument();
      expect(
        within(details)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual(notices.slice(0, listed));
      const lines = details.querySelectorAll(":scope > p");
      // The lead, then the line for the rows not listed, if any.
      expect(lines).toHaveLength(more ? 2 : 1);
      if (more) {
        expect(lines[1]).toHaveTextContent(
          fillIn(donorsPage.notices.more, { linhas: more }),
        );
      }
    },
  );
});

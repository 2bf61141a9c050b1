// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { LISTED_NOTICES_LIMIT, SheetNotices } from "./sheet-notices";
import { donorsPage } from "~/content/donors";
import { formatDecimal } from "~/lib/money";
import { describeRowNotice } from "~/lib/sheet-notices";

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
      render(<SheetNotices notices={notices} lead={donorsPage.notices.lead} />);
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
      const moreLine = `${donorsPage.notices.more} ${more} ${donorsPage.notices.moreRows}`;
      if (more) expect(details).toHaveTextContent(moreLine);
      else expect(details).not.toHaveTextContent(donorsPage.notices.moreRows);
    },
  );
});

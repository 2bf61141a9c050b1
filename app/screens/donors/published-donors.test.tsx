// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { PublishedDonors } from "./published-donors";
import type { DonorsTexts } from "./donors-texts";
import { listDonors } from "~/sheets/donor-directory";
import { fillIn } from "~/lib/fill-in";
import { describeRowNotice } from "~/sheets/sheet-notices";
import { exampleFigures as figures } from "../../../test/figures";
import { readSiteContent } from "../../../test/site-content";

const { donorsPage, campaign } = await readSiteContent();
const texts: DonorsTexts = donorsPage;
const { donorsUnit } = donorsPage.participation;

/**
 * A published copy of `count` donors of the lowest tier, read on 23/11/2026, with the rows the
 * build reported, `notices`.
 */
function snapshotOf(count: number, notices: string[] = []) {
  const donors = Array.from({ length: count }, (_, index) => ({
    name: `Doadora ${String(index).padStart(5, "0")}`,
    classLabel: "T98",
    tier: "doador" as const,
  }));
  return {
    readOn: "2026-11-23",
    sheets: {
      donors: listDonors(donors),
      classTotals: [],
      receivedReais: undefined,
      unreadRows: [],
      participation: [],
      notices,
    },
  };
}

/** The line below a list too long for the page, whatever number it gives. */
const leftOutLine = new RegExp(
  `^${escapeRegExp(donorsPage.published.leftOut).replace(escapeRegExp("{doadores}"), ".+")}$`,
);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

afterEach(cleanup);

describe("PublishedDonors", () => {
  test.each([
    [1_999, 1_999, null],
    [2_000, 2_000, null],
    [2_001, 2_000, `1 ${donorsUnit.one}`],
    [20_000, 2_000, `18.000 ${donorsUnit.other}`],
  ])(
    "a sheet of %d donors lists %d in the page, and says how many more: %s",
    (count, listed, leftOut) => {
      render(
        <PublishedDonors
          texts={texts}
          campaignTexts={campaign}
          snapshot={snapshotOf(count)}
          figures={figures}
          today={figures.goal.deadline}
          notifyHref="/doacao#avise-o-fundo"
        />,
      );
      const tier = screen.getByRole("region", {
        name: donorsPage.tiers.doador.title,
      });
      expect(within(tier).getAllByRole("listitem")).toHaveLength(listed);
      const line = screen.queryByText(leftOutLine);
      if (leftOut) {
        expect(line).toHaveTextContent(
          fillIn(donorsPage.published.leftOut, { doadores: leftOut }),
        );
      } else expect(line).toBeNull();
    },
  );

  test("lists the rows the build reported behind the sheets' details, last, as the live list does", () => {
    const notices = [
      describeRowNotice("doadores", {
        rowNumber: 4,
        problem: "sem nome; linha ignorada.",
      }),
      describeRowNotice("turmas", {
        rowNumber: 3,
        problem:
          "valor “US$ 1,000.00” em dólares, não em reais; linha ignorada.",
      }),
    ];
    render(
      <PublishedDonors
        texts={texts}
        campaignTexts={campaign}
        snapshot={snapshotOf(1, notices)}
        figures={figures}
        today={figures.goal.deadline}
        notifyHref="/doacao#avise-o-fundo"
      />,
    );
    const details = screen.getByRole("group");
    expect(
      within(details).getByText(`${donorsPage.notices.summary} (2)`),
    ).toBeInTheDocument();
    expect(details).toHaveTextContent(donorsPage.notices.publishedLead);
    expect(
      within(details)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(notices);
    expect(details.nextElementSibling).toBeNull();
  });

  test("shows no sheets' details when the build reported no row", () => {
    render(
      <PublishedDonors
        texts={texts}
        campaignTexts={campaign}
        snapshot={snapshotOf(1)}
        figures={figures}
        today={figures.goal.deadline}
        notifyHref="/doacao#avise-o-fundo"
      />,
    );
    expect(
      screen.queryByText(donorsPage.notices.summary, { exact: false }),
    ).toBeNull();
  });
});

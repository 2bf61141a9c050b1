// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import {
  csv,
  figures,
  fixture,
  renderLiveDonors,
  today,
} from "./live-donors.harness";
import { fillIn } from "~/lib/fill-in";
import { figureStatement } from "~/lib/fund-figures";
import { formatLargeReais } from "~/lib/money";
import { readSiteContent } from "../../../test/site-content";
import { SAMPLE_CLASS_ORDER } from "~/sheets/sample-readings.fixture";

const { donorsPage, campaign } = await readSiteContent();

const { chart, participation, classView, sheetRow } = donorsPage;

const amountChart = () =>
  screen.findByRole("table", { name: chart.tableCaption });

/** A chart's rows as read aloud: the header, then each class and its value. */
function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole("row")
    .map((row) => row.textContent);
}

describe("LiveDonors, the class chart", () => {
  test("shows the top 8 classes, largest first, and expands to all of them and back", async () => {
    renderLiveDonors();
    const table = await amountChart();
    expect(rowsOf(table)).toEqual([
      `${chart.classColumn}${chart.amountColumn}`,
      ...SAMPLE_CLASS_ORDER.slice(0, 8).map(
        ([turma, amount]) => `${turma}${amount}`,
      ),
    ]);
    const toggle = screen.getByRole("button", { name: chart.showMore });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(
      document.getElementById(toggle.getAttribute("aria-controls")!),
    ).toContainElement(table);

    fireEvent.click(toggle);
    expect(toggle).toHaveAccessibleName(chart.showLess);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((header) => header.textContent),
    ).toEqual(SAMPLE_CLASS_ORDER.map(([turma]) => turma));

    fireEvent.click(toggle);
    expect(toggle).toHaveAccessibleName(chart.showMore);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(within(table).getAllByRole("rowheader")).toHaveLength(8);
  });

  test("with 8 classes or fewer, shows them all, without a toggle", async () => {
    renderLiveDonors({ classes: fixture("turmas-poucas.csv") });
    expect(rowsOf(await amountChart()).slice(1)).toEqual([
      "T98250",
      "T05150",
      "T5090",
    ]);
    expect(screen.queryByRole("button", { name: chart.showMore })).toBeNull();
  });

  test("each bar's tooltip reads its amount as 'R$ … mil', decimals kept below R$ 1 mil", async () => {
    renderLiveDonors({ classes: fixture("turmas-centenas.csv") });
    const cells = within(await amountChart()).getAllByRole("cell");
    expect(cells.map((cell) => [cell.textContent, cell.title])).toEqual([
      ["980", "R$ 980 mil"],
      ["0,5", "R$ 0,5 mil"],
      ["0,04", "R$ 0,04 mil"],
    ]);
  });

  test("participation: the classes with the most donors, however the class is typed", async () => {
    renderLiveDonors({ donors: fixture("doadores-participacao.csv") });
    const ranking = await screen.findByRole("table", {
      name: participation.tableCaption,
    });
    expect(rowsOf(ranking)).toEqual([
      `${participation.classColumn}${participation.countColumn}`,
      "T853",
      "T912",
      "T781",
    ]);
    expect(within(ranking).getAllByRole("cell")[0]).toHaveAttribute(
      "title",
      `3 ${participation.donorsUnit.other}`,
    );
  });
});

/** "linha 3", "linhas 3 e 4": rows as the page names them, from the content's word. */
const rowsText = (rows: number[]) =>
  `${rows.length === 1 ? sheetRow.one : sheetRow.other} ${rows.join(" e ")}`;

test("a class total short of a refused row says so on its bar, in its view and in the campaign", async () => {
  renderLiveDonors({
    donors: csv(
      "nome,turma,tipo\nZélia Campos,T05,Doador\nÍris Barreto,T98,Associado\n",
    ),
    // T98's second row and T05's only row cannot be read.
    classes: csv("turma,valor\nT98,250000\nT98,abc\nT05,US$ 500\nT12,50000\n"),
  });
  const table = await amountChart();
  expect(rowsOf(table).slice(1)).toEqual([
    `T98250 (${chart.partial})`,
    "T1250",
  ]);
  expect(within(table).getAllByRole("cell")[0]).toHaveAttribute(
    "title",
    `R$ 250 mil (${chart.partial})`,
  );
  expect(
    screen.getByText(
      fillIn(chart.partialNote, { turma: "T98", linhas: rowsText([3]) }),
    ),
  ).toBeInTheDocument();
  const campaignRegion = screen.getByRole("region", { name: campaign.title });
  expect(campaignRegion).toHaveTextContent(
    fillIn(campaign.receivedIncomplete, {
      linhas: `${campaign.sheetRow.other} 3 e 4`,
    }),
  );
  const published = figureStatement(figures, "received", today);
  expect(campaignRegion).toHaveTextContent(
    `${published.value}, ${published.when}`,
  );
  expect(campaignRegion).not.toHaveTextContent(formatLargeReais(300_000));

  const field = screen.getByRole("searchbox");
  fireEvent.change(field, { target: { value: "T05" } });
  const t05 = await screen.findByRole("region", {
    name: fillIn(classView.title, { turma: "T05" }),
  });
  expect(t05).toHaveTextContent(
    fillIn(classView.unreadAmount, { linhas: rowsText([4]) }),
  );
  expect(t05).not.toHaveTextContent(classView.noAmount);
  fireEvent.change(field, { target: { value: "T98" } });
  expect(
    await screen.findByRole("region", {
      name: fillIn(classView.title, { turma: "T98" }),
    }),
  ).toHaveTextContent(
    fillIn(classView.partial, {
      valor: formatLargeReais(250_000),
      linhas: rowsText([3]),
    }),
  );
});

// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import {
  figures,
  fixture,
  heldSheet,
  renderLiveDonors,
  requestsOf,
  today,
} from "./live-donors.harness";
import { campaignFigures } from "~/lib/campaign-figures";
import { DONOR_TIERS, type DonorTier } from "~/sheets/donors";
import { figureStatement } from "~/lib/fund-figures";
import { formatLargeReais } from "~/lib/money";
import { describeRowNotice } from "~/sheets/sheet-notices";
import { readSiteContent } from "../../../test/site-content";
import { SAMPLE_TIERS } from "~/sheets/sample-readings.fixture";

const { donorsPage, campaign } = await readSiteContent();

const { tiers, notices: noticeTexts } = donorsPage;

type Cards = Partial<Record<DonorTier, string[][]>>;

function tierSection(tier: DonorTier) {
  return screen.queryByRole("region", { name: tiers[tier].title });
}

/** Each tier's cards as the page shows them; a tier without donors has no section. */
function expectTiers(cards: Cards) {
  for (const tier of DONOR_TIERS) {
    const section = tierSection(tier);
    const expected = cards[tier];
    if (!expected) {
      expect(section, tiers[tier].title).toBeNull();
      continue;
    }
    expect(
      within(section!)
        .getAllByRole("listitem")
        .map((card) => card.textContent),
    ).toEqual(expected.map(([name, classLabel]) => `${name}${classLabel}`));
  }
}

const loaded = () =>
  screen.findByRole("region", { name: donorsPage.chart.title });

/** The text a visitor sees: what closed details hold is left out. */
function visibleText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const details of copy.querySelectorAll("details:not([open])"))
    for (const child of [...details.children])
      if (child.tagName !== "SUMMARY") child.remove();
  return copy.textContent ?? "";
}

describe("LiveDonors, loading the sheets", () => {
  test("says it is loading until both sheets answer, then lists each tier's donors alphabetically", async () => {
    const donors = heldSheet();
    const { fetch } = renderLiveDonors({ donors: donors.answer });
    expect(screen.getByRole("status")).toHaveTextContent(donorsPage.loading);
    await waitFor(() => expect(donors.requests).toHaveLength(1));
    expect(tierSection("patrono")).toBeNull();

    donors.release(fixture("doadores.csv"));
    await loaded();
    expect(
      screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent),
    ).toEqual([
      ...DONOR_TIERS.map((tier) => tiers[tier].title),
      campaign.title,
      donorsPage.chart.title,
      donorsPage.callToAction.title,
    ]);
    expectTiers(SAMPLE_TIERS);
    for (const tier of DONOR_TIERS)
      expect(tierSection(tier)).toHaveTextContent(tiers[tier].description);
    expect(
      screen.getByRole("link", { name: donorsPage.callToAction.linkLabel }),
    ).toHaveAttribute("href", donorsPage.callToAction.href);
    // The first load is announced by what appears, not by the live region.
    expect(screen.getByRole("status")).toHaveTextContent(/^$/);
    expect(requestsOf(fetch, "doadores")).toHaveLength(1);
    expect(requestsOf(fetch, "turmas")).toHaveLength(1);
  });

  test("a tier without donors has no section", async () => {
    renderLiveDonors({ donors: fixture("doadores-sem-associados.csv") });
    await loaded();
    expectTiers({
      patrono: [["Helena Prado Vasconcelos", "T85"]],
      doador: [["Caio Teixeira Moura", "T00"]],
    });
  });

  test("names and class labels holding HTML are shown as text and never become markup", async () => {
    const { container } = renderLiveDonors({
      donors: fixture("doadores-html.csv"),
    });
    await loaded();
    expectTiers({
      patrono: [["<img src=x onerror=window.__pwned=1>", "T85"]],
      associado: [["<b>Negrito Falso</b>", "<i>T91</i>"]],
      doador: [["<script>window.__pwned=2</script>", "T78"]],
    });
    expect(container.querySelector("img, script, b, i")).toBeNull();
  });

  test("a donors sheet of only headers says the list has no names yet; a classes sheet of only headers shows no chart", async () => {
    renderLiveDonors({
      donors: fixture("doadores-so-cabecalho.csv"),
      classes: fixture("turmas-so-cabecalho.csv"),
    });
    expect(await screen.findByText(donorsPage.noDonorsYet)).toBeVisible();
    expectTiers({});
    expect(
      screen.queryByRole("table", { name: donorsPage.chart.tableCaption }),
    ).toBeNull();
  });

  test("leaving before the sheets answer cancels their requests", async () => {
    const donors = heldSheet();
    const { unmount } = renderLiveDonors({ donors: donors.answer });
    await waitFor(() => expect(donors.requests).toHaveLength(1));
    unmount();
    expect(donors.requests[0]!.signal?.aborted).toBe(true);
  });
});

describe("LiveDonors, the campaign", () => {
  const progress = campaignFigures(figures, campaign.committedOfGoal, today);
  const published = figureStatement(figures, "received", today);

  test("with every row of the classes sheet read, received is the sheet's sum, on its own line beside the commitments", async () => {
    renderLiveDonors({ classes: fixture("turmas-poucas.csv") });
    const section = await screen.findByRole("region", {
      name: campaign.title,
    });
    expect(section).toHaveTextContent(
      `${formatLargeReais(150_000 + 250_000 + 90_000)}, ${campaign.receivedLive}`,
    );
    expect(section).toHaveTextContent(progress.text);
    const bar = within(section).getByRole("progressbar", {
      name: campaign.progressLabel,
    });
    expect(bar).toHaveAttribute("aria-valuetext", progress.text);
    expect(bar).toHaveAttribute(
      "aria-valuenow",
      String(Math.round(progress.filledPercent)),
    );
  });

  test("when a row's money is refused, the published figure stays, with the rows that kept the sheet's sum from it", async () => {
    renderLiveDonors({
      classes: fixture("turmas-moeda-estrangeira.csv"),
    });
    const section = await screen.findByRole("region", {
      name: campaign.title,
    });
    expect(section).toHaveTextContent(`${published.value}, ${published.when}`);
    expect(section).toHaveTextContent(
      campaign.receivedIncomplete.replace(
        "{linhas}",
        `${campaign.sheetRow.other} 3, 4, 5 e 6`,
      ),
    );
  });
});

describe("LiveDonors, the notes for the fund's team", () => {
  test("are listed last behind their summary and logged, and the page a visitor reads never says planilha", async () => {
    const { container, warn } = renderLiveDonors({
      donors: fixture("doadores-genero-numero.csv"),
      classes: fixture("turmas-com-total.csv"),
    });
    const summary = await screen.findByText(`${noticeTexts.summary} (5)`);
    const details = summary.closest("details")!;
    expect(details).not.toHaveAttribute("open");
    expect(details).toHaveTextContent(noticeTexts.lead);
    const notices = within(details)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(notices).toEqual([
      "Planilha de turmas, linha 8: valor “(1.000,00)” negativo; linha ignorada.",
      "Planilha de turmas, linha 9: valor “abc” ilegível; linha ignorada.",
      "Planilha de turmas, linha 10: valor “0” é zero; linha ignorada.",
      "Planilha de turmas, linha 11: “TOTAL” não é uma turma (escreva T98, 1998 ou Turma de 1998); linha fora do gráfico.",
      describeRowNotice("doadores", {
        rowNumber: 10,
        problem:
          "tipo “Mecenas” não reconhecido; contado como Doador. Escreva “Patrono”, “Associado Benemérito”, “Associado” ou “Doador”.",
      }),
    ]);
    expect(warn).toHaveBeenCalledWith(notices.join("\n"));
    // The last thing the loaded part shows, before the call to give.
    expect(
      details.compareDocumentPosition(
        screen.getByRole("region", { name: donorsPage.chart.title }),
      ) & Node.DOCUMENT_POSITION_PRECEDING,
    ).toBeTruthy();
    expect(visibleText(container)).not.toMatch(/planilha/i);

    // A class whose amount was refused says so in words a visitor reads.
    fireEvent.change(screen.getByRole("searchbox"), {
      target: { value: "T97" },
    });
    await screen.findByRole("region", {
      name: donorsPage.classView.title.replace("{turma}", "T97"),
    });
    expect(visibleText(container)).not.toMatch(/planilha/i);
  });

  test("are not shown when no row needs one", async () => {
    renderLiveDonors({
      donors: fixture("doadores-sem-associados.csv"),
      classes: fixture("turmas-poucas.csv"),
    });
    await loaded();
    expect(
      screen.queryByText(noticeTexts.summary, { exact: false }),
    ).toBeNull();
  });
});

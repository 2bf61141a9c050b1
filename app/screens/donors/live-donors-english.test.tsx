// @vitest-environment jsdom
// The live part as /en/donors renders it: the same sheets, the words of an English doadores.yml
// (a fixture here, as the content may leave that file out), amounts and dates written in English.
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import type { DonorsTexts } from "./donors-texts";
import {
  fixture,
  type DonorsPageProps,
  renderLiveDonors,
  status,
} from "./live-donors.harness";
import { readSiteContent } from "../../../test/site-content";

const { donorsPage, campaign } = await readSiteContent();

/** The Portuguese file's texts, with English words in every place these tests read. */
const english: DonorsTexts = {
  ...donorsPage,
  loading: "Loading the donors' data...",
  tiers: {
    patrono: { title: "Patrons", description: "Gifts above R$ 1 million" },
    "associado-benemerito": {
      title: "Benefactor Members",
      description: "Gifts from R$ 250 thousand",
    },
    associado: { title: "Members", description: "Gifts from R$ 10 thousand" },
    doador: { title: "Donors", description: "Gifts below R$ 10 thousand" },
  },
  chart: { ...donorsPage.chart, title: "Engagement by Class" },
  participation: {
    ...donorsPage.participation,
    donorsUnit: { one: "donor", other: "donors" },
  },
  finder: {
    ...donorsPage.finder,
    label: "Search for your name or your class",
    found: { one: "donor found", other: "donors found" },
  },
  classView: {
    ...donorsPage.classView,
    title: "Class {turma}",
    donated: "{valor} given",
  },
  notices: { ...donorsPage.notices, summary: "Notes for the fund's team" },
  errors: {
    ...donorsPage.errors,
    retry: "Try again",
    loadFailed: {
      prefix: "Error loading data:",
      fetchFailed: "Could not fetch the spreadsheets' data.",
      processingFailed: "Could not process the spreadsheets' data.",
      unknown: "An unknown error occurred.",
    },
  },
};

const ENGLISH_PAGE: DonorsPageProps = {
  texts: english,
  locale: "en",
  notifyHref: "/en/give#avise-o-fundo",
  giveHref: "/en/give#doe-por-pix",
};

const renderInEnglish = (sheets: Parameters<typeof renderLiveDonors>[0] = {}) =>
  renderLiveDonors(sheets, ENGLISH_PAGE);

const loaded = () => screen.findByRole("region", { name: english.chart.title });

describe("LiveDonors in English (/en/donors)", () => {
  test("says it is loading, and labels the search, in English", () => {
    renderInEnglish();
    expect(screen.getByRole("status")).toHaveTextContent(english.loading);
    expect(
      screen.getByRole("searchbox", { name: english.finder.label }),
    ).toBeInTheDocument();
  });

  test("names the tiers in English and the donors as the sheet writes them", async () => {
    renderInEnglish();
    await loaded();
    const patrons = screen.getByRole("region", { name: "Patrons" });
    expect(patrons).toHaveTextContent("Gifts above R$ 1 million");
    expect(
      within(patrons)
        .getAllByRole("listitem")
        .map((card) => card.firstChild?.textContent),
    ).toEqual(["Helena Prado Vasconcelos", "Renata Duarte Falcão"]);
    expect(
      screen.getByRole("region", { name: "Benefactor Members" }),
    ).toHaveTextContent("Otávio Ramos Siqueira");
    expect(screen.getByRole("region", { name: "Members" })).toHaveTextContent(
      "Lima, Beatriz Andrade",
    );
    // The campaign's words are not written in English: its progress stays on /doadores.
    expect(
      screen.queryByRole("region", { name: campaign.title }),
    ).not.toBeInTheDocument();
  });

  test("writes the classes' amounts in reais the English way", async () => {
    renderInEnglish();
    const chart = await loaded();
    const amounts = within(chart).getByRole("table", {
      name: english.chart.tableCaption,
    });
    // turmas.csv: T78 gave R$ 1.234.500,00, which English writes 1,234.5 (R$ thousand).
    expect(
      within(amounts).getByRole("row", { name: /^T78\b/ }),
    ).toHaveTextContent("1,234.5");
    expect(amounts).not.toHaveTextContent("1.234,5");
  });

  test("shows a class searched for with its total and donors in English", async () => {
    renderInEnglish({
      donors: fixture("doadores-busca.csv"),
      classes: fixture("turmas-poucas.csv"),
    });
    await loaded();
    fireEvent.change(
      screen.getByRole("searchbox", { name: english.finder.label }),
      { target: { value: "T98" } },
    );
    const view = await screen.findByRole("region", { name: "Class T98" });
    expect(view).toHaveTextContent("R$ 250 thousand given · 2 donors");
    expect(await screen.findByText("2 donors found")).toBeInTheDocument();
  });

  test("marks the notes for the fund's team as Portuguese, their officers' language", async () => {
    // turmas.csv has a row whose amount reads "abc": a note for the fund's team.
    renderInEnglish();
    await loaded();
    const notes = screen.getByText(/^Notes for the fund's team \(\d+\)$/);
    const list = notes.closest("details")?.querySelector("ul");
    expect(list).toHaveAttribute("lang", "pt-BR");
  });

  test("says a failed load in English, with its retry", async () => {
    renderInEnglish({ donors: status(500) });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Error loading data: Could not fetch the spreadsheets' data.",
    );
    expect(
      screen.getByRole("button", { name: english.errors.retry }),
    ).toBeInTheDocument();
  });
});

// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import {
  csv,
  fixture,
  GIVE_HREF,
  NOTIFY_HREF,
  renderLiveDonors,
} from "./live-donors.harness";
import { DONORS_PER_PAGE } from "./use-listed-count";
import { fillIn } from "~/lib/fill-in";
import { withGiftClass } from "~/lib/gift-class-link";
import { sheetFixture } from "~/sheets/fixtures/sheet-fixtures";
import { readSiteContent } from "../../../test/site-content";

const { donorsPage } = await readSiteContent();

const { finder, classView: classTexts, tiers } = donorsPage;
const { donorsUnit } = donorsPage.participation;

async function searchFor(query: string) {
  const field = await screen.findByRole("searchbox", { name: finder.label });
  fireEvent.change(field, { target: { value: query } });
  return field;
}

/** Every donor card listed, by name (the sheets read here give the fund's team no notes). */
function listedNames() {
  return screen
    .queryAllByRole("listitem")
    .map((card) => card.firstChild?.textContent);
}

const classViewTitle = (turmaId: string) =>
  fillIn(classTexts.title, { turma: turmaId });

/** "R$ 250 mil doados · 2 doadores" */
const classSummary = (amount: string, count: number) =>
  `${fillIn(classTexts.donated, { valor: amount })} · ${count} ${count === 1 ? donorsUnit.one : donorsUnit.other}`;

const loaded = () =>
  screen.findByRole("region", { name: donorsPage.chart.title });

// doadores-busca.csv: six donors, two of class T98 (one typed "Turma de 1998"); turmas-poucas.csv:
// T98 gave R$ 250 mil, T05 R$ 150 mil and T50, whose donors are not listed, R$ 90 mil.
const FEW_CLASSES = {
  donors: fixture("doadores-busca.csv"),
  classes: fixture("turmas-poucas.csv"),
};

describe("LiveDonors, searching a name", () => {
  test.each<[string, string[], string]>([
    [
      "Joao",
      ["João Conceição Araújo", "Sérgio Joãozinho Melo"],
      `2 ${finder.found.other}`,
    ],
    ["TOLEDO", ["Ana Beatriz Toledo"], `1 ${finder.found.one}`],
    ["zzz", [], finder.noneFound],
  ])(
    "searching %s lists the donors it finds across the tiers, and says how many, politely",
    async (query, names, found) => {
      renderLiveDonors(FEW_CLASSES);
      await loaded();
      const field = await searchFor(query);
      expect(await screen.findByText(found)).toHaveAttribute(
        "aria-live",
        "polite",
      );
      expect(listedNames()).toEqual(names);
      fireEvent.change(field, { target: { value: "" } });
      await screen.findByRole("region", { name: tiers.patrono.title });
      expect(listedNames()).toHaveLength(
        sheetFixture("doadores-busca.csv").trim().split("\n").length - 1,
      );
    },
  );

  test("'Não encontrou seu nome?' leads to the donation page's form to tell the fund", async () => {
    renderLiveDonors();
    await loaded();
    expect(
      screen.getByRole("link", {
        name: `${finder.notListed} ${finder.notListedLink}`,
      }),
    ).toHaveAttribute("href", NOTIFY_HREF);
  });

  test("a tier longer than a page lists a page of donors, then more on request, and the search finds the rest", async () => {
    const total = DONORS_PER_PAGE + 30;
    const rows = Array.from(
      { length: total },
      (_, index) => `Doadora ${String(index).padStart(3, "0")},T98,Doador`,
    );
    renderLiveDonors({
      donors: csv(["nome,turma,tipo", ...rows].join("\n")),
      classes: FEW_CLASSES.classes,
    });
    const tier = await screen.findByRole("region", {
      name: tiers.doador.title,
    });
    expect(within(tier).getAllByRole("listitem")).toHaveLength(DONORS_PER_PAGE);
    const last = `Doadora ${total - 1}`;
    expect(screen.queryByText(last)).toBeNull();

    fireEvent.click(
      within(tier).getByRole("button", {
        name: fillIn(finder.showMore, { quantidade: 30 }),
      }),
    );
    const cards = within(tier).getAllByRole("listitem");
    expect(cards).toHaveLength(total);
    expect(within(tier).queryByRole("button")).toBeNull();
    // The button went with the last page: the focus is on the first name it added.
    expect(cards[DONORS_PER_PAGE]).toHaveFocus();

    await searchFor(last);
    await screen.findByText(`1 ${finder.found.one}`);
    expect(listedNames()).toEqual([last]);
  });
});

describe("LiveDonors, searching a class", () => {
  test.each(["T98", "98", "turma de 1998"])(
    'searching "%s" shows class T98: its donors, total and count, instead of the tiers',
    async (query) => {
      renderLiveDonors(FEW_CLASSES);
      await loaded();
      await searchFor(query);
      const view = await screen.findByRole("region", {
        name: classViewTitle("T98"),
      });
      expect(view).toHaveTextContent(classSummary("R$ 250 mil", 2));
      expect(
        within(view)
          .getAllByRole("listitem")
          .map((card) => card.textContent),
      ).toEqual([
        "João Conceição AraújoT98",
        "Lívia Sampaio RochaTurma de 1998",
      ]);
      expect(screen.getByText(`2 ${finder.found.other}`)).toBeInTheDocument();
      expect(
        screen.queryByRole("heading", { name: tiers.patrono.title }),
      ).toBeNull();
    },
  );

  test("a class typed '98' or 'ITA 98' is T98 in both sheets; a class the classes sheet lacks says so", async () => {
    renderLiveDonors({
      donors: csv(
        "nome,turma,tipo\nÁlvaro Souza Neto,98,Doador\nBruna Lopes Vieira,ITA 98,Associado\nCaio Teixeira Moura,T00,Patrono\n",
      ),
      classes: csv('turma,valor\n98,"R$ 250.000,00"\n'),
    });
    await loaded();
    const field = await searchFor("T98");
    const view = await screen.findByRole("region", {
      name: classViewTitle("T98"),
    });
    expect(view).toHaveTextContent(classSummary("R$ 250 mil", 2));
    expect(
      within(view)
        .getAllByRole("listitem")
        .map((card) => card.textContent),
    ).toEqual(["Álvaro Souza Neto98", "Bruna Lopes VieiraITA 98"]);
    fireEvent.change(field, { target: { value: "T00" } });
    expect(
      await screen.findByRole("region", { name: classViewTitle("T00") }),
    ).toHaveTextContent(`${classTexts.noAmount} · 1 ${donorsUnit.one}`);
  });

  test("a class chosen in the chart is searched and takes the focus; one that gave without names leads to giving with the class chosen", async () => {
    renderLiveDonors(FEW_CLASSES);
    const table = await screen.findByRole("table", {
      name: donorsPage.chart.tableCaption,
    });
    fireEvent.click(within(table).getByRole("button", { name: "T50" }));
    expect(screen.getByRole("searchbox")).toHaveValue("T50");
    const view = await screen.findByRole("region", {
      name: classViewTitle("T50"),
    });
    expect(view).toHaveFocus();
    // Its donors are not listed by name: its amount alone, never "0 doadores".
    expect(view).toHaveTextContent(
      fillIn(classTexts.donated, { valor: "R$ 90 mil" }),
    );
    expect(view).not.toHaveTextContent(classSummary("R$ 90 mil", 0));
    expect(view).toHaveTextContent(
      fillIn(classTexts.unnamedDonors, { turma: "T50" }),
    );
    expect(screen.getByText(finder.noneFound)).toBeInTheDocument();
    expect(
      within(view).getByRole("link", { name: classTexts.giveWithClass }),
    ).toHaveAttribute("href", withGiftClass(GIVE_HREF, "T50"));
    expect(withGiftClass(GIVE_HREF, "T50")).toBe(
      "/doacao?turma=T50#doe-por-pix",
    );
  });

  test("a class with nothing on the sheets invites its alumni to be the first, the focus left in the field", async () => {
    renderLiveDonors(FEW_CLASSES);
    await loaded();
    const field = await searchFor("T12");
    field.focus();
    const view = await screen.findByRole("region", {
      name: classViewTitle("T12"),
    });
    expect(view).toHaveTextContent(
      fillIn(classTexts.noDonors, { turma: "T12" }),
    );
    expect(view).not.toHaveTextContent(
      fillIn(classTexts.donated, { valor: "" }).trim(),
    );
    expect(field).toHaveFocus();
    expect(
      within(view).getByRole("link", { name: classTexts.invite }),
    ).toHaveAttribute("href", withGiftClass(GIVE_HREF, "T12"));
  });
});

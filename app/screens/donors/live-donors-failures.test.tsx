// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import {
  type Answer,
  droppedMidway,
  fixture,
  heldSheet,
  PUBLISHED_ON,
  renderLiveDonors,
  type Sheets,
  status,
  unreachable,
} from "./live-donors.harness";
import { PUBLISHED_DONORS_ID, PUBLISHED_TITLE_ID } from "./published-donors";
import { formatShortDate } from "~/lib/dates";
import { fillIn } from "~/lib/fill-in";
import { sheetFixture } from "~/sheets/fixtures/sheet-fixtures";
import { SHEET_ERRORS } from "~/sheets/sheet-errors";
import { readSiteContent } from "../../../test/site-content";

const { donorsPage } = await readSiteContent();

const { errors, published, tiers } = donorsPage;
const FETCH_FAILED = SHEET_ERRORS.prefix + SHEET_ERRORS.fetchFailed;
const PROCESSING_FAILED = SHEET_ERRORS.prefix + SHEET_ERRORS.processingFailed;

/** A donor of the list the build published. */
const RENATA = {
  id: 0,
  name: "Renata Duarte Falcão",
  classLabel: "T94",
  tier: "patrono" as const,
  turmaId: "T94",
  searchText: "renata duarte falcao t94",
};

/** A host that answers, but not to the page's own read: it sends no CORS header. */
const refusesTheSite: Answer = (init) =>
  init.mode === "no-cors"
    ? Promise.resolve(new Response(""))
    : unreachable(init);

/** A host whose address redirects without end: only a request that stops at the first hop ends. */
const redirectsForever: Answer = (init) =>
  init.redirect === "manual"
    ? // The answer a browser gives such a request; no Response can be built with this type.
      Promise.resolve({ type: "opaqueredirect" } as Response)
    : unreachable(init);

/** An unpublished sheet answers its host's sign-in page. */
const signInPage =
  (contentType: string): Answer =>
  () =>
    Promise.resolve(
      new Response(sheetFixture("planilha-nao-publicada.html"), {
        headers: { "content-type": contentType },
      }),
    );

/** The site's edge, with no copy of a sheet whose host does not answer (app/sheets/sheet-relay.ts). */
const edgeWithoutCopy: Answer = () =>
  Promise.resolve(
    new Response(
      "Planilha de doadores: https://planilhas.example.org/doadores.csv não respondeu em 8 segundos.",
      { status: 502, headers: { "Sheet-Refused": "timeout" } },
    ),
  );

/** The site's edge, answering the last good copy it kept, read at `readAt`, as stale. */
const staleCopy =
  (answer: Answer, readAt: string): Answer =>
  async (init) => {
    const fresh = await answer(init);
    const headers = new Headers(fresh.headers);
    headers.set("Sheet-Read-At", readAt);
    headers.set("Sheet-Stale", "unreachable");
    return new Response(await fresh.arrayBuffer(), { headers });
  };

// An .xlsx file is a zip archive: its first bytes are "PK\x03\x04".
const XLSX = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);

const failures: Array<[string, Sheets, string, string]> = [
  [
    "the donors sheet answers 500",
    { donors: status(500) },
    FETCH_FAILED,
    "respondeu com o status 500",
  ],
  [
    "the classes sheet answers 404",
    { classes: status(404) },
    FETCH_FAILED,
    "respondeu com o status 404",
  ],
  [
    "the donors sheet has an unclosed quote",
    { donors: fixture("doadores-aspas-abertas.csv") },
    PROCESSING_FAILED,
    "Planilha de doadores: linha 2: aspas abertas e nunca fechadas.",
  ],
  [
    "an unpublished sheet answers its sign-in page with status 200",
    { classes: signInPage("text/html; charset=utf-8") },
    PROCESSING_FAILED,
    "Planilha de turmas: ",
  ],
  [
    "a sheet answers an HTML page labelled as CSV",
    { donors: signInPage("text/csv") },
    PROCESSING_FAILED,
    "Planilha de doadores: ",
  ],
  [
    "a sheet arrives as a zip (an .xlsx file)",
    { donors: () => Promise.resolve(new Response(XLSX)) },
    PROCESSING_FAILED,
    "Planilha de doadores: a planilha chegou compactada (zip, como um arquivo .xlsx), não como texto: publique a planilha como CSV",
  ],
  [
    "the donors sheet has no turma column",
    { donors: fixture("doadores-sem-turma.csv") },
    PROCESSING_FAILED,
    "Planilha de doadores: falta a coluna",
  ],
  [
    "the classes sheet has no valor column",
    { classes: fixture("turmas-sem-valor.csv") },
    PROCESSING_FAILED,
    "Planilha de turmas: falta a coluna “valor” ou “value” na primeira linha; colunas encontradas: “turma”, “total”.",
  ],
  [
    "the site's edge has no copy of the donors sheet and cannot read its host",
    { donors: edgeWithoutCopy },
    FETCH_FAILED,
    "Planilha de doadores: https://planilhas.example.org/doadores.csv não respondeu em 8 segundos.",
  ],
  [
    "the network fails (the browser's English words are not shown)",
    { donors: unreachable },
    SHEET_ERRORS.prefix + errors.networkFailed,
    "não conseguiu se conectar",
  ],
  [
    "the connection drops in the middle of a sheet",
    { donors: droppedMidway(sheetFixture("doadores.csv")) },
    SHEET_ERRORS.prefix + errors.interrupted,
    "a conexão caiu no meio do download",
  ],
  [
    "the sheet's host refuses the site's read, which is not the visitor's connection",
    { donors: refusesTheSite },
    SHEET_ERRORS.prefix + errors.blocked,
    "Access-Control-Allow-Origin",
  ],
  [
    "the sheet's address redirects without end, which is not the visitor's connection",
    { donors: redirectsForever },
    SHEET_ERRORS.prefix + errors.redirectLoop,
    "redireciona sem parar",
  ],
];

describe("LiveDonors, when the sheets cannot be read", () => {
  test.each(failures)(
    "when %s, says so, offers to try again and names the problem behind 'Detalhes'",
    async (_, sheets, message, detail) => {
      const { warn } = renderLiveDonors(sheets);
      expect(await screen.findByRole("alert")).toHaveTextContent(
        new RegExp(`^${escapeRegExp(message)}$`),
      );
      expect(
        screen.getByRole("button", { name: errors.retry }),
      ).toBeInTheDocument();
      expect(
        screen.queryByRole("heading", { name: tiers.patrono.title }),
      ).toBeNull();
      const details = screen.getByText(errors.details).closest("details")!;
      expect(details).not.toHaveAttribute("open");
      expect(details).toHaveTextContent(detail);
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining(`${SHEET_ERRORS.prefix}`),
      );
      expect(warn.mock.calls.flat().join("\n")).toContain(detail);
    },
  );
});

describe("LiveDonors, when the site's edge could only serve a stale copy", () => {
  test("shows the live list, and says the sheets did not answer and when the copy was read, in Brasília time", async () => {
    renderLiveDonors({
      classes: staleCopy(
        fixture("turmas.csv"),
        "Sat, 28 Nov 2026 11:20:00 GMT",
      ),
    });
    expect(
      await screen.findByRole("heading", { name: tiers.patrono.title }),
    ).toBeVisible();
    expect(
      screen.getByText(
        fillIn(donorsPage.staleCopy, { data: "28/11/2026, 08:20" }),
      ),
    ).toBeVisible();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  test("with both sheets as their hosts have them now, says nothing of when", async () => {
    renderLiveDonors();
    expect(
      await screen.findByRole("heading", { name: tiers.patrono.title }),
    ).toBeVisible();
    expect(
      screen.queryByText(fillIn(donorsPage.staleCopy, { data: "" })),
    ).toBeNull();
    expect(screen.queryByText(/28\/11\/2026/)).toBeNull();
  });
});

describe("LiveDonors, trying again", () => {
  test("'Tentar novamente' reads the sheets again, announcing each attempt and its outcome, the focus kept", async () => {
    const donors = heldSheet();
    renderLiveDonors({ donors: donors.answer });
    await waitFor(() => expect(donors.requests).toHaveLength(1));
    donors.release(status(503));
    expect(await screen.findByRole("alert")).toHaveTextContent(FETCH_FAILED);

    const retry = screen.getByRole("button", { name: errors.retry });
    retry.focus();
    fireEvent.click(retry);
    expect(screen.getByRole("status")).toHaveTextContent(errors.retrying);
    expect(retry).toHaveAttribute("aria-disabled", "true");
    // A second press while the attempt runs starts no other.
    fireEvent.click(retry);
    await waitFor(() => expect(donors.requests).toHaveLength(2));
    donors.release(status(503));
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(errors.retryFailed),
    );
    expect(retry).toHaveFocus();
    expect(screen.getByRole("alert")).toHaveTextContent(FETCH_FAILED);

    fireEvent.click(retry);
    expect(screen.getByRole("status")).toHaveTextContent(errors.retrying);
    await waitFor(() => expect(donors.requests).toHaveLength(3));
    donors.release(fixture("doadores.csv"));
    const patronos = await screen.findByRole("region", {
      name: tiers.patrono.title,
    });
    expect(screen.getByRole("status")).toHaveTextContent(errors.loaded);
    expect(screen.queryByRole("alert")).toBeNull();
    // The button went: the focus is on what replaced it, the donors.
    expect(document.activeElement).toContainElement(patronos);
  });

  test("after a failure, the list the build published stays shown, a button brings its dated title into focus, and a retry that loads the sheets replaces it", async () => {
    const list = document.body.appendChild(document.createElement("div"));
    list.id = PUBLISHED_DONORS_ID;
    const title = list.appendChild(document.createElement("h2"));
    title.id = PUBLISHED_TITLE_ID;
    title.tabIndex = -1;
    const donors = heldSheet();
    renderLiveDonors({ donors: donors.answer });
    await waitFor(() => expect(donors.requests).toHaveLength(1));
    expect(list).not.toHaveAttribute("data-replaced");
    donors.release(status(500));
    await screen.findByRole("alert");
    expect(list).not.toHaveAttribute("data-replaced");

    const dated = fillIn(published.dataOf, {
      data: formatShortDate(PUBLISHED_ON),
    });
    fireEvent.click(
      screen.getByRole("button", { name: `${published.open} (${dated})` }),
    );
    expect(title).toHaveFocus();

    fireEvent.click(screen.getByRole("button", { name: errors.retry }));
    await waitFor(() => expect(donors.requests).toHaveLength(2));
    expect(list).not.toHaveAttribute("data-replaced");
    donors.release(fixture("doadores.csv"));
    await screen.findByRole("region", { name: tiers.patrono.title });
    expect(list).toHaveAttribute("data-replaced");
    list.remove();
  });
});

describe("LiveDonors, while the sheets load", () => {
  test("the list the build published stays shown, and the live list replaces it in the same commit as it appears", async () => {
    const list = document.body.appendChild(document.createElement("div"));
    list.id = PUBLISHED_DONORS_ID;
    const donors = heldSheet();
    renderLiveDonors({ donors: donors.answer });
    expect(screen.getByRole("status")).toHaveTextContent(donorsPage.loading);
    await waitFor(() => expect(donors.requests).toHaveLength(1));
    expect(list).not.toHaveAttribute("data-replaced");
    // The field is there from the first paint, where the live list will not move it.
    expect(
      screen.getByRole("searchbox", { name: donorsPage.finder.label }),
    ).toBeEnabled();

    // Each time the live part renders its tiers, the published list is already hidden.
    const seen: boolean[] = [];
    const observer = new MutationObserver(() => {
      if (screen.queryByRole("region", { name: tiers.patrono.title }))
        seen.push(list.hasAttribute("data-replaced"));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    donors.release(fixture("doadores.csv"));
    await screen.findByRole("region", { name: donorsPage.chart.title });
    observer.disconnect();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).not.toContain(false);
    list.remove();
  });

  test("the search finds donors in the list the build published, dated, and keeps what was typed when the sheets arrive", async () => {
    const donors = heldSheet();
    const dated = `${published.title}, ${fillIn(published.dataOf, { data: formatShortDate(PUBLISHED_ON) })}`;
    renderLiveDonors({
      donors: donors.answer,
      published: [RENATA],
    });
    const search = await screen.findByRole("searchbox", {
      name: donorsPage.finder.label,
    });
    search.focus();
    fireEvent.change(search, { target: { value: "Renata" } });
    expect(await screen.findByText(dated)).toBeInTheDocument();
    const early = screen.getByRole("region", { name: tiers.patrono.title });
    expect(within(early).getByRole("listitem")).toHaveTextContent(
      "Renata Duarte FalcãoT94",
    );
    expect(screen.getByRole("status")).toHaveTextContent(donorsPage.loading);

    donors.release(fixture("doadores.csv"));
    await screen.findByRole("region", { name: donorsPage.chart.title });
    expect(screen.queryByText(dated)).toBeNull();
    expect(search).toHaveValue("Renata");
    expect(search).toHaveFocus();
    expect(
      within(
        screen.getByRole("region", { name: tiers.patrono.title }),
      ).getAllByRole("listitem"),
    ).toHaveLength(1);
  });

  test("after a failure, the search finds donors in the list the build published, which it stands for while something is typed", async () => {
    const list = document.body.appendChild(document.createElement("div"));
    list.id = PUBLISHED_DONORS_ID;
    renderLiveDonors({ donors: status(503), published: [RENATA] });
    await screen.findByRole("alert");
    const search = screen.getByRole("searchbox", {
      name: donorsPage.finder.label,
    });
    fireEvent.change(search, { target: { value: "Renata" } });
    const early = await screen.findByRole("region", {
      name: tiers.patrono.title,
    });
    expect(within(early).getByRole("listitem")).toHaveTextContent(
      "Renata Duarte FalcãoT94",
    );
    expect(list).toHaveAttribute("data-replaced");
    fireEvent.change(search, { target: { value: "" } });
    await waitFor(() => expect(list).not.toHaveAttribute("data-replaced"));
    expect(screen.getByRole("alert")).toHaveTextContent(FETCH_FAILED);
    list.remove();
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

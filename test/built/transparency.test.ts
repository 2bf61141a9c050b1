import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { formatLongDate, formatShortDate } from "../../app/lib/dates";
import { fileFacts } from "../../app/lib/file-facts";
import { fillIn } from "../../app/lib/fill-in";
import { distributedIn, newestFirst, realReturn } from "../../app/lib/impact";
import { formatDecimal, formatLargeReais } from "../../app/lib/money";
import { content, documents, site } from "../content";
import { escapeRegExp } from "../text-patterns";
import { fileAt, kindOfFileAt, promisedKind } from "./built-files";
import { builtPage } from "./built-page";
import {
  expectInstitutionCallToAction,
  expectOwnTitleAndDescription,
} from "./call-to-donate";

/** A download link's name: the label, the document's title and the new tab hint. */
const downloadLinkName = (title: string) =>
  `${documents.downloadLabel}: ${title} ${documents.newTabHint}`;
const downloadName = new RegExp(`^${escapeRegExp(documents.downloadLabel)}: `);
const allDocuments = documents.sections.flatMap((section) => section.documents);

const { keyFigures, years: fundedYears } = content.impact;
/** A rate the officer typed in percent, as the page writes it: 4.26 → "4,26%". */
const percent = (value: number) => `${formatDecimal(value, 2)}%`;

describe("/transparencia", () => {
  const page = builtPage("/transparencia");
  const { screen } = page;
  const main = () => within(screen.getByRole("main"));
  const cardOf = (title: string) =>
    main()
      .getAllByRole("listitem")
      .find((item) =>
        within(item).queryByRole("heading", { level: 3, name: title }),
      ) as HTMLElement;

  test("groups its documents in their sections", () => {
    expect(
      screen.getByRole("heading", { level: 1, name: documents.hero.title }),
    ).toBeInTheDocument();
    expectOwnTitleAndDescription(page, documents.meta);
    for (const section of documents.sections) {
      expect(
        screen.getByRole("heading", { level: 2, name: section.title }),
      ).toBeInTheDocument();
      const region = within(
        screen.getByRole("region", { name: section.title }),
      );
      expect(
        region.queryAllByRole("link", { name: downloadName }),
      ).toHaveLength(section.documents.length);
      for (const { title } of section.documents)
        expect(
          region.getByRole("link", { name: downloadLinkName(title) }),
        ).toBeInTheDocument();
    }
  });

  test("each document has a title, a description and its own download link", () => {
    for (const { title, description } of allDocuments) {
      const card = cardOf(title);
      expect(card).toHaveTextContent(description);
      expect(
        within(card).getByRole("link", { name: downloadLinkName(title) }),
      ).toBeInTheDocument();
    }
  });

  test("download links open in a new tab and show the download label", () => {
    const links = main().getAllByRole("link", { name: downloadName });
    expect(links).toHaveLength(allDocuments.length);
    for (const link of links) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(link.textContent?.replace(/\s+/g, " ").trim()).toBe(
        documents.downloadLabel,
      );
    }
  });

  test("every document is in the build, as the file type its address claims", () => {
    const hrefs = main()
      .getAllByRole("link", { name: downloadName })
      .map((link) => link.getAttribute("href") ?? "");
    expect(hrefs).toEqual(allDocuments.map((document) => document.url));
    for (const href of hrefs)
      expect(kindOfFileAt(href), href).toBe(promisedKind(href));
  });

  test("each document shows its format, its size as shipped and its date", () => {
    for (const { title, url, date } of allDocuments)
      expect(cardOf(title)).toHaveTextContent(
        `${fileFacts(url, fileAt(url).length)} · ${documents.dateLabel} ${formatLongDate(date)}`,
      );
  });

  test("a section says its documents will be published exactly when it has none, and then links nothing", () => {
    for (const section of documents.sections) {
      const region = screen.getByRole("region", { name: section.title });
      const empty = section.documents.length === 0;
      expect(
        within(region).queryByText(documents.emptySection) !== null,
        section.title,
      ).toBe(empty);
      if (empty) expect(within(region).queryAllByRole("link")).toHaveLength(0);
    }
  });

  test("ends with a call to donate", () => {
    expectInstitutionCallToAction(page);
  });

  const home = builtPage("/");
  test("the top bar leads to it", () => {
    const { navigation, interface: shell } = site;
    const item = navigation.find((link) => link.href === "/transparencia");
    expect(
      item,
      "the menu of the content links to /transparencia",
    ).toBeDefined();
    const topBar = within(
      home.screen.getByRole("navigation", {
        name: shell.mainNavigation,
      }),
    );
    expect(topBar.getByRole("link", { name: item?.name })).toHaveAttribute(
      "href",
      "/transparencia",
    );
  });
});

describe("/transparencia's key figures", () => {
  const { screen } = builtPage("/transparencia");
  const block = () =>
    within(screen.getByRole("region", { name: keyFigures.title }));

  /** The table named `caption`: its column headers, then each row's header and cells, in order. */
  function expectTable(caption: string, headings: string[], rows: string[][]) {
    const table = within(block().getByRole("table", { name: caption }));
    const texts = (cells: HTMLElement[]) =>
      cells.map((cell) => cell.textContent);
    expect(texts(table.getAllByRole("columnheader"))).toEqual(headings);
    expect(texts(table.getAllByRole("rowheader"))).toEqual(
      rows.map(([header = ""]) => header),
    );
    const bodyRows = table
      .getAllByRole("row")
      .filter((row) => within(row).queryAllByRole("cell").length > 0);
    expect(
      bodyRows.map((row) => texts(within(row).getAllByRole("cell"))),
    ).toEqual(rows.map(([, ...cells]) => cells));
  }

  test("come before the documents, dated, and state the net assets", () => {
    expect(screen.getAllByRole("heading", { level: 2 })[0]).toHaveTextContent(
      keyFigures.title,
    );
    expect(
      block().getByText(
        fillIn(keyFigures.asOf, { data: formatShortDate(keyFigures.date) }),
      ),
    ).toHaveAttribute("datetime", keyFigures.date);
    expect(block().getByRole("term")).toHaveTextContent(
      keyFigures.netAssets.label,
    );
    expect(block().getByRole("definition")).toHaveTextContent(
      formatLargeReais(keyFigures.netAssets.reais),
    );
  });

  test("the return of each year is shown nominal, against the IPCA and real", () => {
    const { returns } = keyFigures;
    expectTable(
      returns.title,
      [
        returns.yearLabel,
        returns.nominalLabel,
        returns.inflationLabel,
        returns.realLabel,
      ],
      newestFirst(returns.years).map(({ year, nominal, inflation }) => [
        String(year),
        percent(nominal),
        percent(inflation),
        percent(realReturn(nominal, inflation) * 100),
      ]),
    );
  });

  test("the asset mix lists each class with its share", () => {
    const { assetMix } = keyFigures;
    expectTable(
      assetMix.title,
      [assetMix.classLabel, assetMix.shareLabel],
      assetMix.classes.map(({ name, percent: share }) => [
        name,
        percent(share),
      ]),
    );
  });

  test("what was distributed each year is the sum of what /impacto lists for it", () => {
    const { distributed } = keyFigures;
    expectTable(
      distributed.title,
      [distributed.yearLabel, distributed.amountLabel],
      newestFirst(fundedYears).map((year) => [
        String(year.year),
        formatLargeReais(distributedIn(year)),
      ]),
    );
  });
});

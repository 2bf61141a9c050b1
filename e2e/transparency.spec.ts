import type { ChildProcess } from "node:child_process";
import { statSync } from "node:fs";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseDocument } from "yaml";
import { PORTUGUESE_FOLDER } from "../app/content/source/content-dir";
import { formatLongDate, formatShortDate } from "../app/lib/dates";
import { fileFacts } from "../app/lib/file-facts";
import { fillIn } from "../app/lib/fill-in";
import { distributedIn, newestFirst, realReturn } from "../app/lib/impact";
import { formatDecimal, formatLargeReais } from "../app/lib/money";
import { runBuild, startBuildServer } from "../scripts/build-server.mjs";
import { content, documents, site } from "../test/content";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { mainNavigation, menuLinkName } from "./menu";
import { escapeRegExp } from "../test/text-patterns";
import { testMark } from "../test/test-names";

/** A download link's name: the label, the document's title and the new tab hint. */
const downloadLinkName = (title: string) =>
  `${documents.downloadLabel}: ${title} ${documents.newTabHint}`;
const downloadName = new RegExp(`^${escapeRegExp(documents.downloadLabel)}: `);
const allDocuments = documents.sections.flatMap((section) => section.documents);
const publishedSections = documents.sections.filter(
  (section) => section.documents.length > 0,
);
const emptySections = documents.sections.filter(
  (section) => section.documents.length === 0,
);

test("transparency groups its documents in their sections", async ({
  page,
}) => {
  await page.goto("/transparencia");
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: documents.hero.title,
      exact: true,
    }),
  ).toBeVisible();
  await expect(page).toHaveTitle(`${documents.meta.title} | ${site.name}`);
  for (const section of documents.sections) {
    await expect(
      page.getByRole("heading", {
        level: 2,
        name: section.title,
        exact: true,
      }),
    ).toBeVisible();
    const region = page.getByRole("region", {
      name: section.title,
      exact: true,
    });
    await expect(region.getByRole("link", { name: downloadName })).toHaveCount(
      section.documents.length,
    );
    for (const { title } of section.documents) {
      await expect(
        region.getByRole("link", {
          name: downloadLinkName(title),
          exact: true,
        }),
      ).toBeVisible();
    }
  }
});

test("each document has a title, a description and its own download link", async ({
  page,
}) => {
  await page.goto("/transparencia");
  const main = page.getByRole("main");
  for (const { title, description } of allDocuments) {
    await expect(
      main.getByRole("heading", { level: 3, name: title, exact: true }),
    ).toBeVisible();
    await expect(
      main.getByRole("link", { name: downloadLinkName(title), exact: true }),
    ).toBeVisible();
    await expect(
      main.getByRole("listitem").filter({ hasText: title }),
    ).toContainText(description);
  }
});

test("download links open in a new tab and show the download label", async ({
  page,
}) => {
  await page.goto("/transparencia");
  const links = page
    .getByRole("main")
    .getByRole("link", { name: downloadName });
  await expect(links).toHaveCount(allDocuments.length);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    const visibleText = await link.evaluate((element: HTMLElement) =>
      element.innerText.replace(/\s+/g, " ").trim(),
    );
    expect(visibleText).toBe(documents.downloadLabel);
  }
});

test("every document downloads as the file type it claims", async ({
  page,
}) => {
  await page.goto("/transparencia");
  const links = page
    .getByRole("main")
    .getByRole("link", { name: downloadName });
  const hrefs = await links.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute("href") ?? ""),
  );
  expect(hrefs).toEqual(allDocuments.map((document) => document.url));
  for (const href of hrefs) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
    const body = await response.body();
    if (href.endsWith(".zip")) {
      expect(response.headers()["content-type"], href).toBe("application/zip");
      expect(body.subarray(0, 2).toString(), href).toBe("PK");
    } else {
      expect(response.headers()["content-type"], href).toBe("application/pdf");
      expect(body.subarray(0, 5).toString(), href).toBe("%PDF-");
    }
  }
});

test("transparency ends with a call to donate", async ({ page }) => {
  await page.goto("/transparencia");
  const callToAction = site.callsToAction.institution;
  const main = page.getByRole("main");
  await expect(
    main.getByRole("heading", {
      level: 2,
      name: callToAction.title,
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    main.getByRole("link", { name: callToAction.linkLabel, exact: true }),
  ).toHaveAttribute("href", callToAction.href);
});

test("each document shows its format, its size on disk and its date", async ({
  page,
}) => {
  await page.goto("/transparencia");
  const main = page.getByRole("main");
  for (const { title, url, date } of allDocuments) {
    const bytes = statSync(join("public", url)).size;
    await expect(
      main.getByRole("listitem").filter({ hasText: title }),
    ).toContainText(
      `${fileFacts(url, bytes)} · ${documents.dateLabel} ${formatLongDate(date)}`,
    );
  }
});

// An empty section is checked on the own build below, which always has one.
test("a section with documents does not say they will be published", async ({
  page,
}) => {
  await page.goto("/transparencia");
  for (const { title } of publishedSections) {
    await expect(
      page.getByRole("region", { name: title, exact: true }),
    ).not.toContainText(documents.emptySection);
  }
});

// The content may have no empty section: this site of the test's own adds one.
test.describe("with a section the fund has not published in yet", () => {
  test.describe.configure({ mode: "serial" });

  const emptySectionTitle = `Relatórios trimestrais (${testMark})`;
  let workDir = "";
  let buildDir = "";
  let server: ChildProcess | undefined;
  let origin = "";

  test.beforeAll(async () => {
    // A build takes a minute or more on a busy machine.
    test.setTimeout(8 * 60_000);
    workDir = await mkdtemp(join(tmpdir(), "transparencia-"));
    const contentDir = join(workDir, "content");
    // Inside the project, where the prerender finds node_modules; build-*/ is ignored by git.
    buildDir = await mkdtemp(join(process.cwd(), "build-transparencia-"));
    await cp(process.env.CONTENT_DIR ?? "content", contentDir, {
      recursive: true,
    });
    const file = join(contentDir, PORTUGUESE_FOLDER, "documentos.yml");
    const yaml = parseDocument(await readFile(file, "utf8"));
    yaml.addIn(["sections"], { title: emptySectionTitle, documents: [] });
    await writeFile(file, yaml.toString({ lineWidth: 0 }));
    // The build's output tells what went wrong, should it fail.
    const { code, output } = await runBuild({
      CONTENT_DIR: contentDir,
      BUILD_DIR: buildDir,
    });
    if (code !== 0) throw new Error(output);
    ({ server, baseUrl: origin } = await startBuildServer(buildDir));
  });

  test.afterAll(async () => {
    server?.kill();
    await rm(workDir, { recursive: true, force: true });
    await rm(buildDir, { recursive: true, force: true });
  });

  test(
    "the empty section says its documents will be published, and links nothing",
    { tag: "@own-build" },
    async ({ page }) => {
      await page.goto(`${origin}/transparencia`);
      const section = page.getByRole("region", {
        name: emptySectionTitle,
        exact: true,
      });
      await expect(
        section.getByRole("heading", { level: 2, name: emptySectionTitle }),
      ).toBeVisible();
      await expect(
        section.getByText(documents.emptySection, { exact: true }),
      ).toBeVisible();
      await expect(section.getByRole("link")).toHaveCount(0);
      await expect(section.getByRole("listitem")).toHaveCount(0);
      await expect(
        page.getByRole("main").getByText(documents.emptySection, {
          exact: true,
        }),
      ).toHaveCount(emptySections.length + 1);
    },
  );
});

test("the top bar leads to transparency with every document", async ({
  page,
}) => {
  await page.goto("/");
  await mainNavigation(page)
    .getByRole("link", { name: menuLinkName("/transparencia"), exact: true })
    .click();
  await expect(page).toHaveURL(/\/transparencia$/);
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: documents.hero.title,
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: downloadName }),
  ).toHaveCount(allDocuments.length);
});

const { keyFigures, years: fundedYears } = content.impact;
/** A rate the officer typed in percent, as the page writes it: 4.26 → "4,26%". */
const percent = (value: number) => `${formatDecimal(value, 2)}%`;

/** The table named `caption`: its column headers, then each row's header and cells, in order. */
async function expectTable(
  page: Page,
  caption: string,
  headings: string[],
  rows: string[][],
) {
  const table = page
    .getByRole("region", { name: keyFigures.title, exact: true })
    .getByRole("table", { name: caption, exact: true });
  await expect(table.getByRole("columnheader")).toHaveText(headings);
  await expect(table.getByRole("rowheader")).toHaveText(
    rows.map(([header = ""]) => header),
  );
  const bodyRows = table
    .getByRole("row")
    .filter({ has: page.getByRole("cell") });
  await expect(bodyRows).toHaveCount(rows.length);
  for (const [index, [, ...cells]] of rows.entries())
    await expect(bodyRows.nth(index).getByRole("cell")).toHaveText(cells);
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`key figures at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("before the documents, the key figures are dated and state the net assets", async ({
      page,
    }) => {
      await page.goto("/transparencia");
      const block = page.getByRole("region", {
        name: keyFigures.title,
        exact: true,
      });
      await expect(block).toBeVisible();
      await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText(
        keyFigures.title,
      );
      await expect(
        block.getByText(
          fillIn(keyFigures.asOf, { data: formatShortDate(keyFigures.date) }),
          { exact: true },
        ),
      ).toHaveAttribute("datetime", keyFigures.date);
      await expect(block.getByRole("term")).toHaveText(
        keyFigures.netAssets.label,
      );
      await expect(block.getByRole("definition")).toHaveText(
        formatLargeReais(keyFigures.netAssets.reais),
      );
      // Every table fits the page: no column is cut off on a phone.
      for (const table of await block.getByRole("table").all()) {
        const { scrollWidth, clientWidth } = await table.evaluate(
          (element) => ({
            scrollWidth: element.scrollWidth,
            clientWidth: element.parentElement?.clientWidth ?? 0,
          }),
        );
        expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      }
    });

    test("the return of each year is shown nominal, against the IPCA and real", async ({
      page,
    }) => {
      await page.goto("/transparencia");
      const { returns } = keyFigures;
      await expectTable(
        page,
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

    test("the asset mix lists each class with its share", async ({ page }) => {
      await page.goto("/transparencia");
      const { assetMix } = keyFigures;
      await expectTable(
        page,
        assetMix.title,
        [assetMix.classLabel, assetMix.shareLabel],
        assetMix.classes.map(({ name, percent: share }) => [
          name,
          percent(share),
        ]),
      );
    });

    test("what was distributed each year is the sum of what /impacto lists for it", async ({
      page,
    }) => {
      await page.goto("/transparencia");
      const { distributed } = keyFigures;
      await expectTable(
        page,
        distributed.title,
        [distributed.yearLabel, distributed.amountLabel],
        newestFirst(fundedYears).map((year) => [
          String(year.year),
          formatLargeReais(distributedIn(year)),
        ]),
      );
    });
  });
}

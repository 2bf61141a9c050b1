// A production build of edited content (test/edited-site/edited-site.ts), served as `npm start`
// serves it. The donors page's script reads the sheets through the site's own addresses, which the
// server answers from the sheets' host .env.production would name (a host the test runs), under
// the page's policy; when that host fails, the page shows the last good copy and says when it was
// read. The English pages left out of the section are marked in the English top bar as in
// Portuguese, and the longer bar still holds its line.
import { startBuildServer } from "../scripts/build-server.mjs";
import { startSheetHost } from "../scripts/lib/sheet-host.mjs";
import { content, inEnglish } from "../test/content";
import { templatePattern } from "../test/text-patterns";
import {
  type EditedSite,
  PUBLISHED_DONOR,
  editedSite,
} from "../test/edited-site/edited-site";
import { expect, test } from "./fixtures";
import { everyBandInTheColumn } from "./route-checks/column";
import { nothingWiderThanTheScreen } from "./route-checks/overflow";
import { expectChecksToPass } from "./route-checks/run-checks";
import { wholeFundName } from "./route-checks/shell";

/** The donor the live sheets name, since the build published its list. */
const LIVE_DONOR = "Teodora Linhares Bastos";

let site: EditedSite;
let server: { kill: () => boolean } | undefined;
let origin = "";
let sheetHost: Awaited<ReturnType<typeof startSheetHost>> | undefined;

test.beforeAll(async () => {
  // A whole build when none of the edited site is newer than the repository's.
  test.setTimeout(5 * 60_000);
  site = await editedSite();
  sheetHost = await startSheetHost();
  sheetHost.bodies.doadores = `nome,turma,tipo\n${LIVE_DONOR},T58,Patrono\n`;
  sheetHost.bodies.turmas = "turma,valor\nT58,5000\n";
  const started = await startBuildServer(site.buildDir, {
    env: {
      VITE_DONORS_CSV_URL: sheetHost.url("doadores"),
      VITE_CLASSES_CSV_URL: sheetHost.url("turmas", true),
      // Every visit reads the host again, so that the test sees it fail.
      SHEETS_WINDOW_SECONDS: "0",
    },
  });
  server = started.server;
  origin = started.baseUrl;
});

test.afterAll(async () => {
  server?.kill();
  await sheetHost?.close();
});

test(
  "the donors page reads the sheets through the site's edge, and when their host fails shows the last good copy, dated",
  { tag: "@own-build" },
  async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).href));
    await page.goto(`${origin}/doadores`);
    // A request the policy blocked would log an error, which fails the test.
    await expect(page.getByText(LIVE_DONOR)).toBeVisible();
    const sheetRequests = asked.filter((url) => url.endsWith(".csv"));
    expect(sheetRequests.sort()).toEqual([
      `${origin}/planilhas/doadores.csv`,
      `${origin}/planilhas/turmas.csv`,
    ]);
    expect(sheetHost?.reads).toEqual({ doadores: 1, turmas: 1 });

    sheetHost?.answer("error");
    await page.reload();
    await expect(page.getByText(LIVE_DONOR)).toBeVisible();
    const { donorsPage } = content;
    const readAt = String.raw`\d\d/\d\d/\d{4}, \d\d:\d\d`;
    await expect(
      page.getByText(
        new RegExp(
          `^${templatePattern(donorsPage.staleCopy, "data", readAt)}$`,
        ),
      ),
    ).toBeVisible();
    expect(sheetHost?.reads).toEqual({ doadores: 2, turmas: 2 });
    // The stale copy replaces the list the build published, as a fresh one does.
    await expect(page.getByText(PUBLISHED_DONOR)).toBeHidden();
  },
);

test(
  "the English top bar, with the pages left out marked as in Portuguese, keeps to its line and column from a tablet to a wide screen",
  { tag: "@own-build" },
  async ({ page }) => {
    await page.goto(`${origin}/en`);
    for (const width of [768, 1024, 1280, 1600]) {
      await page.setViewportSize({ width, height: 800 });
      await expectChecksToPass(
        page,
        [nothingWiderThanTheScreen, everyBandInTheColumn, wholeFundName],
        `/en of the edited site at ${width} px`,
      );
    }
    // On the widest screen the section links show, a left-out page's among them.
    await expect(
      page
        .getByRole("banner")
        .getByText(inEnglish("site").interface.portugueseOnly)
        .first(),
    ).toBeVisible();
  },
);

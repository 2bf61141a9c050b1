// A production build of edited content (test/edited-site/edited-site.ts). The donors page's
// script reads the sheets .env.production names, under the page's policy, and a host that sends
// no CORS header is named to the visitor as a refused read, with the list the build published
// one press away; the browser's requests to the sheets go to a host the test runs, with or
// without CORS. The English pages left out of the section are marked in the English top bar as
// in Portuguese, and the longer bar still holds its line.
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SHEET_ERRORS } from "../app/sheets/sheet-errors";
import { startBuildServer } from "../scripts/build-server.mjs";
import { content, inEnglish } from "../test/content";
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
const LIVE_SHEETS: Record<string, string> = {
  "/doadores.csv": `nome,turma,tipo\n${LIVE_DONOR},T58,Patrono\n`,
  "/turmas.csv": "turma,valor\nT58,5000\n",
};

let site: EditedSite;
let server: { kill: () => boolean } | undefined;
let origin = "";
let sheetsHost: Server | undefined;
let liveOrigin = "";
/** Whether the donors sheet's host lets pages of other origins read it, as Google's does. */
let donorsHostAllowsTheSite = true;

test.beforeAll(async () => {
  // A whole build when none of the edited site is newer than the repository's.
  test.setTimeout(5 * 60_000);
  site = await editedSite();
  const started = await startBuildServer(site.buildDir);
  server = started.server;
  origin = started.baseUrl;
  sheetsHost = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://127.0.0.1").pathname;
    const body = LIVE_SHEETS[path];
    const allowed = path !== "/doadores.csv" || donorsHostAllowsTheSite;
    response.writeHead(body ? 200 : 404, {
      "Content-Type": "text/csv; charset=utf-8",
      ...(allowed ? { "Access-Control-Allow-Origin": "*" } : {}),
    });
    response.end(body ?? "");
  }).listen(0, "127.0.0.1");
  await once(sheetsHost, "listening");
  liveOrigin = `http://127.0.0.1:${(sheetsHost.address() as AddressInfo).port}`;
});

test.afterAll(() => {
  server?.kill();
  sheetsHost?.close();
});

test(
  "the donors page reads the sheets .env.production names, and a host without CORS is named as a refused read, beside the published list",
  { tag: "@own-build" },
  async ({ page, pageProblems }) => {
    // The build's sheet host has stopped: its addresses are sent on to the test's.
    const asked: string[] = [];
    await page.route(`${site.sheetsOrigin}/**`, (route) => {
      const { pathname, search } = new URL(route.request().url());
      asked.push(pathname);
      return route.continue({ url: `${liveOrigin}${pathname}${search}` });
    });

    await page.goto(`${origin}/doadores`);
    // A request the policy blocked would never reach the route, and would log an error.
    await expect(page.getByText(LIVE_DONOR)).toBeVisible();
    expect([...new Set(asked)].sort()).toEqual([
      "/doadores.csv",
      "/turmas.csv",
    ]);

    donorsHostAllowsTheSite = false;
    pageProblems.allow(/doadores\.csv|Access-Control-Allow-Origin/);
    await page.reload();
    const { donorsPage } = content;
    await expect(page.getByRole("alert")).toHaveText(
      SHEET_ERRORS.prefix + donorsPage.errors.blocked,
    );
    // "veja a lista publicada": the list the build read is one press away.
    await page
      .getByRole("button", { name: donorsPage.published.open, exact: false })
      .click();
    await expect(page.getByText(PUBLISHED_DONOR)).toBeVisible();
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

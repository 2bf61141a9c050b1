// A sheet host as it may be: one that answers the build but sends no CORS header, so that the
// visitors' browsers, on the site's origin, cannot read the sheet. The build still publishes the
// list it read, and says in one line what to change, where it said "planilhas lidas e publicadas";
// the visitor is told the read was refused, not to check their connection.
import { once } from "node:events";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { blockedReadLine } from "../app/sheets/sheet-host-access";
import { SHEET_ERRORS } from "../app/sheets/sheet-errors";
import { runBuild, startBuildServer } from "../scripts/build-server.mjs";
import { content } from "../test/content";
import { expect, test } from "./fixtures";

const SITE_ORIGIN = "https://www.endowment-ita.example";
const DONOR = "Iracema Fontoura Leal";
const SHEETS = {
  "/doadores.csv": `nome,turma,tipo\n${DONOR},T71,Patrono\n`,
  "/turmas.csv": "turma,valor\nT71,12000\n",
};

test.describe.configure({ timeout: 8 * 60_000 });

let sheetHost: Server | undefined;
let workDir = "";
let buildDir = "";
let siteServer: { kill(): boolean } | undefined;

test.afterAll(async () => {
  siteServer?.kill();
  sheetHost?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
  if (buildDir) await rm(buildDir, { recursive: true, force: true });
});

test(
  "a sheet host without CORS: the build says in one line what to change, and the visitor is told the read was refused",
  { tag: "@own-build" },
  async ({ page, pageProblems }) => {
    // The classes sheet allows any origin, as Google's published sheets do; the donors sheet's
    // host sends no CORS header at all.
    sheetHost = createServer((request, response) => {
      const path = new URL(request.url ?? "/", "http://127.0.0.1").pathname;
      const body = SHEETS[path as keyof typeof SHEETS];
      response.writeHead(body ? 200 : 404, {
        "Content-Type": "text/csv; charset=utf-8",
        ...(path === "/turmas.csv"
          ? { "Access-Control-Allow-Origin": "*" }
          : {}),
      });
      response.end(body ?? "");
    }).listen(0, "127.0.0.1");
    await once(sheetHost, "listening");
    const address = sheetHost.address();
    if (address === null || typeof address === "string") throw new Error();
    const host = `http://127.0.0.1:${address.port}`;
    const donorsUrl = `${host}/doadores.csv`;

    workDir = await mkdtemp(join(tmpdir(), "planilhas-sem-cors-"));
    // Inside the project, where the prerender finds node_modules; build-*/ is ignored by git.
    buildDir = await mkdtemp(join(process.cwd(), "build-sem-cors-"));
    const { code, output } = await runBuild({
      SITE_URL: SITE_ORIGIN,
      VITE_DONORS_CSV_URL: donorsUrl,
      VITE_CLASSES_CSV_URL: `${host}/turmas.csv`,
      DONORS_SNAPSHOT_FILE: join(workDir, "doadores-publicados.json"),
      BUILD_DIR: buildDir,
    });

    expect(code, output).toBe(0);
    const lines = output
      .split("\n")
      .filter((line) => /planilhas? lidas|não conseguirão ler/.test(line));
    expect(lines, output).toHaveLength(1);
    const readOn = /(\d\d\/\d\d\/\d{4})\.$/.exec(lines[0]!)?.[1] ?? "";
    expect(lines[0]).toContain(
      blockedReadLine(readOn, [donorsUrl], SITE_ORIGIN),
    );
    // The list the build read is published all the same.
    expect(
      await readFile(join(buildDir, "client", "doadores.html"), "utf8"),
    ).toContain(DONOR);

    const { server, baseUrl } = await startBuildServer(buildDir);
    siteServer = server;
    pageProblems.allow(/doadores\.csv|Access-Control-Allow-Origin/);
    await page.goto(`${baseUrl}/doadores`);
    await expect(page.getByRole("alert")).toHaveText(
      SHEET_ERRORS.prefix + content.donorsPage.errors.blocked,
    );
    // "veja a lista publicada": the list the build read is one press away.
    await page
      .getByRole("button", {
        name: content.donorsPage.published.open,
        exact: false,
      })
      .click();
    await expect(page.getByText(DONOR)).toBeVisible();
  },
);

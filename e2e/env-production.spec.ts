// A build configured as the README tells a fund officer to: the sheets' addresses in
// .env.production. The donors page's script, its Content Security Policy and the build's
// published list all read them there; a variable of the environment wins over the file. The
// build cannot reach the fictional sheets, so it publishes the copy of them the test gives it
// (DONORS_SNAPSHOT_FILE); the browser's requests to them are answered by the test.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runBuild, startBuildServer } from "../scripts/build-server.mjs";
import { expect, test } from "./fixtures";

const SHEETS_ORIGIN = "https://planilhas.example.org";
const SHEET_URLS = {
  doadores: `${SHEETS_ORIGIN}/doadores.csv?output=csv`,
  turmas: `${SHEETS_ORIGIN}/turmas.csv?output=csv`,
};
/** In the environment; .env.production names another origin. */
const SITE_URL = "https://www.endowment-ita.example";

/** The copy the build publishes, and the live sheets the browser reads. */
const COPIED_DONOR = "Aurélio Campos Neto";
const LIVE_DONOR = "Teodora Linhares Bastos";
const sheets = (donor: string) => ({
  doadores: `nome,turma,tipo\n${donor},T58,Patrono\n`,
  turmas: "turma,valor\nT58,5000\n",
});

test.describe.configure({ timeout: 8 * 60_000 });

let workDir = "";
let buildDir = "";
let server: { kill: () => boolean } | undefined;

test.afterAll(async () => {
  server?.kill();
  if (workDir) await rm(workDir, { recursive: true, force: true });
  if (buildDir) await rm(buildDir, { recursive: true, force: true });
});

test(
  "the sheets named in .env.production reach the page's policy, its script and the published list",
  { tag: "@own-build" },
  async ({ page, request }) => {
    workDir = await mkdtemp(join(tmpdir(), "env-producao-"));
    // Inside the project, where the prerender finds node_modules; build-*/ is ignored by git.
    buildDir = await mkdtemp(join(process.cwd(), "build-env-producao-"));
    await writeFile(
      join(workDir, ".env.production"),
      [
        "SITE_URL=https://rascunho.endowment-ita.example",
        `VITE_DONORS_CSV_URL="${SHEET_URLS.doadores}"`,
        `VITE_CLASSES_CSV_URL="${SHEET_URLS.turmas}"`,
      ].join("\n"),
    );
    const copyFile = join(workDir, "doadores-publicados.json");
    await writeFile(
      copyFile,
      JSON.stringify({
        readOn: "2026-01-10",
        urls: SHEET_URLS,
        texts: sheets(COPIED_DONOR),
      }),
    );
    // Addresses in the runner's own environment would win over the file: unset, they are left out.
    const unsetAddresses = Object.fromEntries(
      Object.keys(process.env)
        .filter((name) => name.endsWith("_CSV_URL"))
        .map((name) => [name, undefined]),
    );

    const { code, output } = await runBuild({
      ...unsetAddresses,
      SITE_URL,
      ENV_DIR: workDir,
      DONORS_SNAPSHOT_FILE: copyFile,
      BUILD_DIR: buildDir,
    });
    expect(code, output).toBe(0);
    const started = await startBuildServer(buildDir);
    server = started.server;
    const url = `${started.baseUrl}/doadores`;

    // The build published the copy kept for these addresses: its loader read them too.
    expect(await (await request.get(url)).text()).toContain(COPIED_DONOR);

    // Published Google Sheets answer any origin, as these do.
    await page.route(`${SHEETS_ORIGIN}/**`, (route) => {
      const sheet = new URL(route.request().url()).pathname.includes("turmas")
        ? "turmas"
        : "doadores";
      return route.fulfill({
        status: 200,
        contentType: "text/csv; charset=utf-8",
        headers: { "access-control-allow-origin": "*" },
        body: sheets(LIVE_DONOR)[sheet],
      });
    });
    await page.goto(url);
    const policy = await page
      .locator('meta[http-equiv="content-security-policy"]')
      .getAttribute("content");
    const connectSrc = policy
      ?.split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === "connect-src");
    expect(connectSrc).toEqual(["connect-src", "'self'", SHEETS_ORIGIN]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${SITE_URL}/doadores`,
    );
    // A request the policy blocked would never reach the answer above, and would log an error.
    await expect(page.getByText(LIVE_DONOR)).toBeVisible();
  },
);

// The build as Cloudflare Pages serves it: wrangler's local Pages runtime (workerd, the same code
// as the CDN's) on a loopback port, with the project's wrangler.toml and Functions, held to the
// serving table; and the sheets through the site's edge (functions/planilhas/[sheet].ts), read
// from a sheets' host of the test's own, with an empty cache.
import { startSheetHost } from "../scripts/lib/sheet-host.mjs";
import { startPagesDev } from "../scripts/lib/pages-dev.mjs";
import { expect, test } from "./fixtures";
import { clientDir, expectServedAsTable } from "./serving-table";

// One runtime for the file: its tests run in order in one worker.
test.describe.configure({ mode: "default" });

let pagesDev: Awaited<ReturnType<typeof startPagesDev>> | undefined;
let origin = "";
let sheetHost: Awaited<ReturnType<typeof startSheetHost>>;

/** The edge's window and time limit, short for the test. */
const WINDOW_SECONDS = 2;
const TIME_LIMIT_SECONDS = 1;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  sheetHost = await startSheetHost();
  pagesDev = await startPagesDev(clientDir, {
    VITE_DONORS_CSV_URL: sheetHost.url("doadores"),
    VITE_CLASSES_CSV_URL: sheetHost.url("turmas", true),
    SHEETS_WINDOW_SECONDS: String(WINDOW_SECONDS),
    SHEETS_TIME_LIMIT_SECONDS: String(TIME_LIMIT_SECONDS),
  });
  origin = pagesDev.origin;
});

test.afterAll(async () => {
  await pagesDev?.stop();
  await sheetHost?.close();
});

test(
  "Cloudflare Pages serves every path as the serving table says, and every address people type lands in one redirect",
  { tag: "@any-content" },
  async ({ request }) => {
    await expectServedAsTable(request, origin);
  },
);

test(
  "the edge reads each sheet from its host once per window, and serves the last good copy, dated, when the host fails",
  { tag: "@any-content" },
  async ({ request }) => {
    const sheet = async () => {
      const answer = await request.get(`${origin}/planilhas/doadores.csv`);
      return {
        status: answer.status(),
        text: await answer.text(),
        readAt: answer.headers()["sheet-read-at"],
        stale: answer.headers()["sheet-stale"],
      };
    };
    const waitForWindow = () =>
      new Promise((resolve) => setTimeout(resolve, WINDOW_SECONDS * 1000));

    await test.step("a web page from the host, with no copy kept: 502, naming the sheet", async () => {
      sheetHost.answer("page");
      const answer = await request.get(`${origin}/planilhas/doadores.csv`);
      expect(answer.status()).toBe(502);
      expect(await answer.text()).toMatch(
        /^Planilha de doadores: .+ não mandou a planilha: o endereço devolveu uma página HTML/,
      );
    });

    // A host that refused is asked again after a window, not by each visitor meanwhile.
    sheetHost.answer("csv");
    await waitForWindow();
    const first = await sheet();
    await test.step("the sheet, with the time it was read; visitors at once reach the host once", async () => {
      expect(first).toMatchObject({
        status: 200,
        text: sheetHost.bodies.doadores,
        stale: undefined,
      });
      expect(Date.parse(first.readAt ?? "")).not.toBeNaN();
      const readsBefore = sheetHost.reads.doadores;
      const answers = await Promise.all(Array.from({ length: 30 }, sheet));
      expect(
        answers.every(({ text }) => text === sheetHost.bodies.doadores),
      ).toBe(true);
      expect(sheetHost.reads.doadores).toBe(readsBefore);
    });

    await test.step("the classes sheet, through its host's redirect", async () => {
      const answer = await request.get(`${origin}/planilhas/turmas.csv`);
      expect(answer.status()).toBe(200);
      expect(await answer.text()).toBe(sheetHost.bodies.turmas);
    });

    const edited = `${sheetHost.bodies.doadores}Bia Exemplo,T01,Doador\n`;
    sheetHost.bodies.doadores = edited;
    await test.step("within the window the copy; after it, the host's new sheet", async () => {
      expect((await sheet()).text).not.toBe(edited);
      await waitForWindow();
      const renewed = await sheet();
      expect(renewed).toMatchObject({
        status: 200,
        text: edited,
        stale: undefined,
      });
    });

    const lastGood = await sheet();
    for (const [mode, code] of [
      ["error", "status"],
      ["page", "not-csv"],
      ["slow", "timeout"],
      ["closed", "unreachable"],
    ] as const) {
      await test.step(`host ${mode}: the last good copy, stale (${code}), with the time it was read`, async () => {
        sheetHost.answer(mode);
        await waitForWindow();
        const started = Date.now();
        expect(await sheet()).toEqual({ ...lastGood, stale: code });
        expect(Date.now() - started).toBeLessThan(
          TIME_LIMIT_SECONDS * 1000 + 1_500,
        );
      });
    }
  },
);

// The published sheets at the site's own addresses on nginx (deploy/sheets-relay.conf,
// deploy/sheets.js), held to app/sheets/sheet-relay.ts's contract: each test runs nginx with the
// site's configuration (startNginx, a fresh cache) in front of a sheets' host of its own on the
// loopback interface (scripts/lib/sheet-host.mjs), whose answer it switches: the sheets, an error
// status, a web page, an answer slower than the time limit, or a dropped connection. The classes
// sheet's address redirects to it, as a published Google Sheet's does.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { startSheetHost } from "../scripts/lib/sheet-host.mjs";
import { expectNginxInstalled, startNginx } from "../scripts/nginx.mjs";
import { clientDir } from "./serving-table";

const WINDOW_SECONDS = 2;
const TIME_LIMIT_SECONDS = 1;
const DONORS = "/planilhas/doadores.csv";
const CLASSES = "/planilhas/turmas.csv";

let host: Awaited<ReturnType<typeof startSheetHost>>;
let origin = "";
let stopNginx: (() => Promise<void>) | undefined;
let workDir = "";

test.beforeAll(() => {
  expectNginxInstalled();
  if (!existsSync(join(clientDir, "index.html"))) {
    throw new Error(`no build in ${clientDir}: run npm run build first`);
  }
});

test.beforeEach(async () => {
  host = await startSheetHost();
  workDir = mkdtempSync(join(tmpdir(), "endowment-ita-nginx-sheets-"));
  const nginx = await startNginx({
    dir: workDir,
    root: clientDir,
    sheetsConf: `js_var $donors_csv_url "${host.url("doadores")}";
js_var $classes_csv_url "${host.url("turmas", true)}";
js_var $sheets_window_seconds ${WINDOW_SECONDS};
js_var $sheets_time_limit_seconds ${TIME_LIMIT_SECONDS};
resolver 127.0.0.1;
`,
  });
  origin = nginx.origin;
  stopNginx = nginx.stop;
});

test.afterEach(async () => {
  await stopNginx?.();
  stopNginx = undefined;
  await host.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** The host serves `body` as both sheets. */
function serveSheets(body: string) {
  host.answer("csv");
  host.bodies.doadores = body;
  host.bodies.turmas = body;
}

type Answer = {
  status: number;
  headers: Record<string, string>;
  body: string;
  at: number;
};

async function ask(path: string, init?: RequestInit): Promise<Answer> {
  const response = await fetch(origin + path, init);
  const headers = Object.fromEntries(response.headers);
  return {
    status: response.status,
    headers,
    body: await response.text(),
    at: Date.now(),
  };
}

/** `count` visitors asking at once. */
function askAtOnce(path: string, count: number): Promise<Answer[]> {
  return Promise.all(Array.from({ length: count }, () => ask(path)));
}

/**
 * Until the window of an answer kept at `keptAt` (ms) has passed: nginx counts it in whole
 * seconds, so it ends within a second after WINDOW_SECONDS.
 */
async function pastWindow(keptAt: number) {
  const end = (Math.floor(keptAt / 1000) + WINDOW_SECONDS + 1) * 1000 + 100;
  await new Promise((done) => setTimeout(done, Math.max(0, end - Date.now())));
}

/** A copy's answer: the sheet, with the time it was read, said stale for `stale` when given. */
function expectCopy(answer: Answer, body: string, stale?: string) {
  expect(answer.status).toBe(200);
  expect(answer.body).toBe(body);
  expect(answer.headers["content-type"]).toMatch(/^text\/csv(;|$)/);
  expect(answer.headers["cache-control"]).toBe("no-cache");
  expect(Date.parse(answer.headers["sheet-read-at"] ?? "")).not.toBeNaN();
  expect(answer.headers["sheet-stale"]).toBe(stale);
  // The site's security headers, as on every other answer (security-headers.conf).
  expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  expect(answer.headers["content-security-policy"]).toContain(
    "frame-ancestors 'none'",
  );
  expect(answer.headers["strict-transport-security"]).toBeDefined();
}

test(
  "nginx serves a sheet with the time it was read, reads the host once however many visitors ask within the window, and again after it",
  { tag: "@any-content" },
  async () => {
    serveSheets("Nome,Turma\nAna Exemplo,T98\n");
    const first = await askAtOnce(DONORS, 50);
    for (const answer of first)
      expectCopy(answer, "Nome,Turma\nAna Exemplo,T98\n");
    expect(
      new Set(first.map((answer) => answer.headers["sheet-read-at"])).size,
    ).toBe(1);
    expect(host.reads.doadores).toBe(1);

    const head = await ask(DONORS, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers["sheet-read-at"]).toBe(
      first[0]?.headers["sheet-read-at"],
    );
    for (const answer of await askAtOnce(DONORS, 50)) {
      expect(answer.headers["sheet-read-at"]).toBe(
        first[0]?.headers["sheet-read-at"],
      );
    }
    expect(host.reads.doadores).toBe(1);

    serveSheets("Nome,Turma\nAna Exemplo,T98\nBia Exemplo,T01\n");
    await pastWindow(Math.max(...first.map((answer) => answer.at)));
    const next = await ask(DONORS);
    expectCopy(next, "Nome,Turma\nAna Exemplo,T98\nBia Exemplo,T01\n");
    expect(Date.parse(next.headers["sheet-read-at"] ?? "")).toBeGreaterThan(
      Date.parse(first[0]?.headers["sheet-read-at"] ?? ""),
    );
    expect(host.reads.doadores).toBe(2);
    // The other sheet is a copy of its own.
    expectCopy(
      await ask(CLASSES),
      "Nome,Turma\nAna Exemplo,T98\nBia Exemplo,T01\n",
    );
    expect(host.reads.turmas).toBe(1);
  },
);

test(
  "nginx follows the published address's redirect to the sheet",
  { tag: "@any-content" },
  async () => {
    serveSheets("Turma,Valor\nT98,1000\n");
    expectCopy(await ask(CLASSES), "Turma,Valor\nT98,1000\n");
    expect(host.reads.turmas).toBe(1);
  },
);

test(
  "while the host fails, nginx serves the last good copy, as read then and said stale, reads the host once per window, and never keeps a refused answer",
  { tag: "@any-content" },
  async () => {
    test.setTimeout(60_000);
    serveSheets("Nome,Turma\nAna Exemplo,T98\n");
    const good = await ask(DONORS);
    expectCopy(good, "Nome,Turma\nAna Exemplo,T98\n");
    const readAt = good.headers["sheet-read-at"];
    let keptAt = good.at;
    const failures = [
      { mode: "error", stale: "status" },
      { mode: "page", stale: "not-csv" },
      { mode: "slow", stale: "timeout" },
    ] as const;
    for (const { mode, stale } of failures) {
      host.answer(mode);
      await pastWindow(keptAt);
      const readsBefore = host.reads.doadores;
      const started = Date.now();
      const answers = await askAtOnce(DONORS, 20);
      keptAt = Math.max(...answers.map((answer) => answer.at));
      // One read; the visitor who made it waited for it alone, the others got the window's answer
      // before meanwhile (nginx's cache lock).
      expect(host.reads.doadores - readsBefore, stale).toBe(1);
      expect(keptAt - started, stale).toBeLessThan(
        TIME_LIMIT_SECONDS * 1000 + 1_000,
      );
      for (const answer of answers) {
        expect(answer.status, stale).toBe(200);
        expect(answer.body, stale).toBe("Nome,Turma\nAna Exemplo,T98\n");
        expect(answer.headers["sheet-read-at"], stale).toBe(readAt);
      }
      expect(answers.map((answer) => answer.headers["sheet-stale"])).toContain(
        stale,
      );
      // The rest of the window: the stale copy, and no read.
      const again = await ask(DONORS);
      expectCopy(again, "Nome,Turma\nAna Exemplo,T98\n", stale);
      expect(again.headers["sheet-read-at"], stale).toBe(readAt);
      expect(host.reads.doadores - readsBefore, stale).toBe(1);
    }
    host.answer("closed");
    await pastWindow(keptAt);
    const down = await ask(DONORS);
    expectCopy(down, "Nome,Turma\nAna Exemplo,T98\n", "unreachable");
    expect(down.headers["sheet-read-at"]).toBe(readAt);
  },
);

test(
  "with no good copy yet, nginx answers 502 with a line naming the sheet and what failed, and never the host's web page",
  { tag: "@any-content" },
  async () => {
    test.setTimeout(30_000);
    // Many visitors at once, a slow host: one read, and none waits for more than it.
    host.answer("slow");
    const started = Date.now();
    const late = await askAtOnce(CLASSES, 20);
    for (const answer of late) {
      expect(answer.status).toBe(502);
      expect(answer.body).toBe(
        `Planilha de turmas: ${host.url("turmas", true)} não respondeu em ${TIME_LIMIT_SECONDS} segundos.`,
      );
    }
    const lateAt = Math.max(...late.map((answer) => answer.at));
    expect(lateAt - started).toBeLessThan(TIME_LIMIT_SECONDS * 1000 + 1_500);
    expect(host.reads.turmas).toBe(1);

    host.answer("page");
    const webPage = await ask(DONORS);
    expect(webPage.status).toBe(502);
    expect(webPage.headers["sheet-refused"]).toBe("not-csv");
    expect(webPage.body).toBe(
      `Planilha de doadores: ${host.url("doadores")} não mandou a planilha: o endereço devolveu uma página HTML, não CSV: a planilha não está publicada como CSV, ou o endereço está errado.`,
    );

    host.answer("error");
    await pastWindow(lateAt);
    const refused = await ask(CLASSES);
    expect(refused.status).toBe(502);
    expect(refused.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(refused.headers["cache-control"]).toBe("no-store");
    expect(refused.headers["sheet-refused"]).toBe("status");
    expect(refused.headers["sheet-read-at"]).toBeUndefined();
    expect(refused.headers["x-content-type-options"]).toBe("nosniff");
    expect(refused.body).toBe(
      `Planilha de turmas: ${host.url("turmas", true)} respondeu com o status 503.`,
    );
    expect(host.reads.turmas).toBe(2);
  },
);

test(
  "nginx answers only GET and HEAD at the sheets' addresses, and anything else under /planilhas/ with the site's 404",
  { tag: "@any-content" },
  async () => {
    serveSheets("Nome,Turma\n");
    expect((await ask(DONORS, { method: "POST", body: "x" })).status).toBe(405);
    for (const path of [
      "/planilhas/",
      "/planilhas/outra.csv",
      "/planilhas/doadores.csv/",
    ]) {
      const answer = await ask(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers["content-type"], path).toBe(
        "text/html; charset=utf-8",
      );
      expect(answer.headers["cache-control"], path).toBe("no-store");
    }
    // The copies of each hour (a giving day's `?antes=`) are kept by the other edges only.
    const hourly = await ask(`${DONORS}?antes=2026-12-01T12:00:00.000Z`);
    expect(hourly.status).toBe(404);
    expect(hourly.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(hourly.headers["cache-control"]).toBe("no-store");
    expect(hourly.body).toMatch(/^Planilha de doadores: /);
    expect(host.reads.doadores).toBe(0);
  },
);

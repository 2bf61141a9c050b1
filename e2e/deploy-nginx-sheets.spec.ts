// The published sheets at the site's own addresses on nginx (deploy/sheets-relay.conf,
// deploy/sheets.js), held to app/sheets/sheet-relay.ts's contract: each test runs nginx with the
// site's configuration (startNginx, a fresh cache) in front of a sheet host of its own on the
// loopback interface, whose answer it switches: the sheet, a redirect to it, an error status, a
// web page, an answer slower than the time limit, or no server at all.
import { createServer, type Server } from "node:http";
import { once } from "node:events";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "../scripts/build-server.mjs";
import { expectNginxInstalled, startNginx } from "../scripts/nginx.mjs";
import { clientDir } from "./serving-table";

const WINDOW_SECONDS = 2;
const TIME_LIMIT_SECONDS = 1;
const DONORS = "/planilhas/doadores.csv";
const CLASSES = "/planilhas/turmas.csv";
const WEB_PAGE = "<!DOCTYPE html><html><body>Faça login</body></html>";

type Behaviour =
  | { kind: "sheet"; body: string }
  | { kind: "redirect"; body: string }
  | { kind: "status"; status: number }
  | { kind: "web page" }
  | { kind: "slow"; body: string };

/** The sheets' host: answers as `behaviour` says, and counts the reads of each path. */
class SheetHost {
  behaviour: Behaviour = { kind: "sheet", body: "Nome,Turma\n" };
  readonly reads = new Map<string, number>();
  readonly server: Server;
  origin = "";

  constructor() {
    this.server = createServer((request, response) => {
      const path = request.url ?? "";
      this.reads.set(path, this.readsOf(path) + 1);
      const behaviour = this.behaviour;
      const csv = (body: string) => {
        response.writeHead(200, { "Content-Type": "text/csv" });
        response.end(body);
      };
      if (behaviour.kind === "sheet") csv(behaviour.body);
      else if (behaviour.kind === "redirect") {
        // As a published Google Sheet does: 307 to another address, which serves the CSV.
        if (path.startsWith("/servida/")) csv(behaviour.body);
        else {
          response.writeHead(307, {
            Location: `${this.origin}/servida${path}`,
          });
          response.end("Temporary Redirect");
        }
      } else if (behaviour.kind === "status") {
        response.writeHead(behaviour.status, { "Content-Type": "text/plain" });
        response.end("Service Unavailable");
      } else if (behaviour.kind === "web page") {
        response.writeHead(200, { "Content-Type": "text/html" });
        response.end(WEB_PAGE);
      } else {
        const timer = setTimeout(
          () => csv(behaviour.body),
          (TIME_LIMIT_SECONDS + 2) * 1000,
        );
        response.on("close", () => clearTimeout(timer));
      }
    });
  }

  readsOf(path: string) {
    return this.reads.get(path) ?? 0;
  }

  async start() {
    const port = await freePort();
    this.server.listen(port, "127.0.0.1");
    await once(this.server, "listening");
    this.origin = `http://127.0.0.1:${port}`;
  }

  /** Closed: nginx's connections are refused. */
  async stop() {
    if (!this.server.listening) return;
    const closed = once(this.server, "close");
    this.server.close();
    this.server.closeAllConnections();
    await closed;
  }
}

let host: SheetHost;
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
  host = new SheetHost();
  await host.start();
  workDir = mkdtempSync(join(tmpdir(), "endowment-ita-nginx-sheets-"));
  const nginx = await startNginx({
    dir: workDir,
    root: clientDir,
    sheetsConf: `js_var $donors_csv_url "${host.origin}/doadores.csv";
js_var $classes_csv_url "${host.origin}/turmas.csv";
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
  await host.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

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
    host.behaviour = { kind: "sheet", body: "Nome,Turma\nAna Exemplo,T98\n" };
    const first = await askAtOnce(DONORS, 50);
    for (const answer of first)
      expectCopy(answer, "Nome,Turma\nAna Exemplo,T98\n");
    expect(
      new Set(first.map((answer) => answer.headers["sheet-read-at"])).size,
    ).toBe(1);
    expect(host.readsOf("/doadores.csv")).toBe(1);

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
    expect(host.readsOf("/doadores.csv")).toBe(1);

    host.behaviour = {
      kind: "sheet",
      body: "Nome,Turma\nAna Exemplo,T98\nBia Exemplo,T01\n",
    };
    await pastWindow(Math.max(...first.map((answer) => answer.at)));
    const next = await ask(DONORS);
    expectCopy(next, "Nome,Turma\nAna Exemplo,T98\nBia Exemplo,T01\n");
    expect(Date.parse(next.headers["sheet-read-at"] ?? "")).toBeGreaterThan(
      Date.parse(first[0]?.headers["sheet-read-at"] ?? ""),
    );
    expect(host.readsOf("/doadores.csv")).toBe(2);
    // The other sheet is a copy of its own.
    expectCopy(
      await ask(CLASSES),
      "Nome,Turma\nAna Exemplo,T98\nBia Exemplo,T01\n",
    );
    expect(host.readsOf("/turmas.csv")).toBe(1);
  },
);

test(
  "nginx follows the published address's redirect to the sheet",
  { tag: "@any-content" },
  async () => {
    host.behaviour = { kind: "redirect", body: "Turma,Valor\nT98,1000\n" };
    expectCopy(await ask(CLASSES), "Turma,Valor\nT98,1000\n");
    expect(host.readsOf("/turmas.csv")).toBe(1);
    expect(host.readsOf("/servida/turmas.csv")).toBe(1);
  },
);

test(
  "while the host fails, nginx serves the last good copy, as read then and said stale, reads the host once per window, and never keeps a refused answer",
  { tag: "@any-content" },
  async () => {
    test.setTimeout(60_000);
    host.behaviour = { kind: "sheet", body: "Nome,Turma\nAna Exemplo,T98\n" };
    const good = await ask(DONORS);
    expectCopy(good, "Nome,Turma\nAna Exemplo,T98\n");
    const readAt = good.headers["sheet-read-at"];
    let keptAt = good.at;
    const failures: { behaviour: Behaviour; stale: string }[] = [
      { behaviour: { kind: "status", status: 503 }, stale: "status" },
      { behaviour: { kind: "web page" }, stale: "not-csv" },
      { behaviour: { kind: "slow", body: "Nome\nOutra\n" }, stale: "timeout" },
    ];
    for (const { behaviour, stale } of failures) {
      host.behaviour = behaviour;
      await pastWindow(keptAt);
      const readsBefore = host.readsOf("/doadores.csv");
      const started = Date.now();
      const answers = await askAtOnce(DONORS, 20);
      keptAt = Math.max(...answers.map((answer) => answer.at));
      // One read; the visitor who made it waited for it alone, the others got the window's answer
      // before meanwhile (nginx's cache lock).
      expect(host.readsOf("/doadores.csv") - readsBefore, stale).toBe(1);
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
      expect(host.readsOf("/doadores.csv") - readsBefore, stale).toBe(1);
    }
    await host.stop();
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
    host.behaviour = { kind: "slow", body: "Turma,Valor\nT98,1000\n" };
    const started = Date.now();
    const late = await askAtOnce(CLASSES, 20);
    for (const answer of late) {
      expect(answer.status).toBe(502);
      expect(answer.body).toBe(
        `Planilha de turmas: ${host.origin}/turmas.csv não respondeu em ${TIME_LIMIT_SECONDS} segundos.`,
      );
    }
    const lateAt = Math.max(...late.map((answer) => answer.at));
    expect(lateAt - started).toBeLessThan(TIME_LIMIT_SECONDS * 1000 + 1_500);
    expect(host.readsOf("/turmas.csv")).toBe(1);

    host.behaviour = { kind: "web page" };
    const webPage = await ask(DONORS);
    expect(webPage.status).toBe(502);
    expect(webPage.headers["sheet-refused"]).toBe("not-csv");
    expect(webPage.body).toBe(
      `Planilha de doadores: ${host.origin}/doadores.csv não mandou a planilha: o endereço devolveu uma página HTML, não CSV: a planilha não está publicada como CSV, ou o endereço está errado.`,
    );

    host.behaviour = { kind: "status", status: 503 };
    await pastWindow(lateAt);
    const refused = await ask(CLASSES);
    expect(refused.status).toBe(502);
    expect(refused.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(refused.headers["cache-control"]).toBe("no-store");
    expect(refused.headers["sheet-refused"]).toBe("status");
    expect(refused.headers["sheet-read-at"]).toBeUndefined();
    expect(refused.headers["x-content-type-options"]).toBe("nosniff");
    expect(refused.body).toBe(
      `Planilha de turmas: ${host.origin}/turmas.csv respondeu com o status 503.`,
    );
    expect(host.readsOf("/turmas.csv")).toBe(2);
  },
);

test(
  "nginx answers only GET and HEAD at the sheets' addresses, and anything else under /planilhas/ with the site's 404",
  { tag: "@any-content" },
  async () => {
    host.behaviour = { kind: "sheet", body: "Nome,Turma\n" };
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
    expect(host.readsOf("/doadores.csv")).toBe(0);
  },
);

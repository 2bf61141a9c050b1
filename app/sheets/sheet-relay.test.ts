import { afterEach, describe, expect, it, vi } from "vitest";
import {
  answerSheet,
  answerSheetRequest,
  DEFAULT_RELAY_SETTINGS,
  memoryStore,
  relaySettings,
  type RelaySettings,
} from "./sheet-relay";

const SOURCE = "https://planilhas.example.org/doadores.csv";
const SHEET = "Nome,Turma,Categoria\nAna Exemplo,T98,Doador\n";
const settings: RelaySettings = {
  windowSeconds: 300,
  timeLimitMs: 200,
  maxBytes: 1_000,
};

/** A sheet host that answers each read with the next of `answers`, and counts the reads. */
function host(...answers: (() => Promise<Response>)[]) {
  const reads = vi.fn((_url: string, init?: RequestInit) => {
    const answer =
      answers[Math.min(reads.mock.calls.length - 1, answers.length - 1)]!;
    return Promise.race([
      answer(),
      new Promise<never>((_, reject) =>
        init?.signal?.addEventListener("abort", () =>
          reject(init.signal?.reason),
        ),
      ),
    ]);
  });
  vi.stubGlobal("fetch", reads);
  return reads;
}

const csv =
  (text = SHEET) =>
  async () =>
    new Response(text);
const status = (code: number) => async () =>
  new Response("erro", { status: code });
const hangs = () => new Promise<Response>(() => {});
const offline = async (): Promise<Response> => {
  throw new TypeError("fetch failed");
};

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A clock the test moves. */
function clock(start = Date.UTC(2026, 11, 1, 12)) {
  let time = start;
  const now = () => time;
  return { now, advance: (seconds: number) => (time += seconds * 1000) };
}

describe("answerSheet", () => {
  it("reads the host, answers its sheet with the time it was read, and keeps the copy", async () => {
    const reads = host(csv());
    const store = memoryStore();
    const { now } = clock();
    const answer = await answerSheet("doadores", SOURCE, store, settings, now);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(SHEET);
    expect(answer.headers.get("Sheet-Read-At")).toBe(
      new Date(now()).toUTCString(),
    );
    expect(answer.headers.get("Sheet-Stale")).toBeNull();
    expect(reads).toHaveBeenCalledTimes(1);
    expect((await store.get("doadores"))?.readAt).toBe(now());
  });

  it("serves the kept copy within the window without reading the host, and reads it again after", async () => {
    const reads = host(csv(), csv(`${SHEET}Bia Exemplo,T01,Doador\n`));
    const store = memoryStore();
    const time = clock();
    await answerSheet("doadores", SOURCE, store, settings, time.now);
    time.advance(299);
    const withinWindow = await answerSheet(
      "doadores",
      SOURCE,
      store,
      settings,
      time.now,
    );
    expect(await withinWindow.text()).toBe(SHEET);
    expect(withinWindow.headers.get("Age")).toBe("299");
    expect(reads).toHaveBeenCalledTimes(1);
    time.advance(1);
    const after = await answerSheet(
      "doadores",
      SOURCE,
      store,
      settings,
      time.now,
    );
    expect(await after.text()).toContain("Bia Exemplo");
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it("reads the host once for visitors who ask at the same time", async () => {
    const reads = host(csv());
    const store = memoryStore();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        answerSheet("doadores", SOURCE, store, settings),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(reads).toHaveBeenCalledTimes(1);
  });

  const failures: [string, () => Promise<Response>, string, RegExp][] = [
    [
      "answers an error status",
      status(503),
      "status",
      /respondeu com o status 503/,
    ],
    ["cannot be reached", offline, "unreachable", /não pôde ser lido/],
    [
      "does not answer in time",
      hangs,
      "timeout",
      /não respondeu em 0\.2 segundos/,
    ],
    [
      "sends a sign-in page",
      csv("<!DOCTYPE html><title>Fazer login</title>"),
      "not-csv",
      /página HTML/,
    ],
    [
      "sends a zip file",
      async () => new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0])),
      "not-csv",
      /compactada \(zip/,
    ],
    [
      "sends more than the limit",
      csv("x".repeat(1_001)),
      "too-large",
      /mais de 0\.001 MB/,
    ],
  ];

  it.each(failures)(
    "when the host %s, serves the last good copy, stale, with its age, and keeps it",
    async (_, failure, code) => {
      host(csv(), failure);
      const store = memoryStore();
      const time = clock();
      const readAt = time.now();
      await answerSheet("doadores", SOURCE, store, settings, time.now);
      time.advance(600);
      const answer = await answerSheet(
        "doadores",
        SOURCE,
        store,
        settings,
        time.now,
      );
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe(SHEET);
      expect(answer.headers.get("Sheet-Stale")).toBe(code);
      expect(answer.headers.get("Age")).toBe("600");
      expect(answer.headers.get("Sheet-Read-At")).toBe(
        new Date(readAt).toUTCString(),
      );
      expect((await store.get("doadores"))?.readAt).toBe(readAt);
    },
  );

  it("asks a failing host again once per window, not for every visitor meanwhile", async () => {
    const reads = host(
      csv(),
      status(503),
      status(503),
      csv("Nome,Turma\nBia,T01\n"),
    );
    const store = memoryStore();
    const time = clock();
    await answerSheet("doadores", SOURCE, store, settings, time.now);
    time.advance(300);
    for (let visitor = 0; visitor < 5; visitor++) {
      const answer = await answerSheet(
        "doadores",
        SOURCE,
        store,
        settings,
        time.now,
      );
      expect(answer.headers.get("Sheet-Stale")).toBe("status");
      time.advance(59);
    }
    expect(reads).toHaveBeenCalledTimes(2);
    time.advance(5);
    await answerSheet("doadores", SOURCE, store, settings, time.now);
    expect(reads).toHaveBeenCalledTimes(3);
    time.advance(300);
    const recovered = await answerSheet(
      "doadores",
      SOURCE,
      store,
      settings,
      time.now,
    );
    expect(recovered.headers.get("Sheet-Stale")).toBeNull();
    expect(await recovered.text()).toContain("Bia");
    expect(reads).toHaveBeenCalledTimes(4);
  });

  it.each(failures)(
    "when the host %s and no copy was ever read, answers 502 saying which sheet and what failed",
    async (_, failure, code, detail) => {
      host(failure);
      const answer = await answerSheet(
        "turmas",
        SOURCE,
        memoryStore(),
        settings,
      );
      expect(answer.status).toBe(502);
      expect(answer.headers.get("Sheet-Refused")).toBe(code);
      const text = await answer.text();
      expect(text).toMatch(
        /^Planilha de turmas: https:\/\/planilhas\.example\.org/,
      );
      expect(text).toMatch(detail);
    },
  );

  it("without the sheet's address, answers 502 naming the variable to set", async () => {
    const reads = host(csv());
    const answer = await answerSheet(
      "doadores",
      undefined,
      memoryStore(),
      settings,
    );
    expect(answer.status).toBe(502);
    expect(await answer.text()).toMatch(/VITE_DONORS_CSV_URL/);
    expect(reads).not.toHaveBeenCalled();
  });
});

describe("relaySettings", () => {
  it.each([
    [{}, 300, 8_000, false],
    [{ SHEETS_WINDOW_SECONDS: "" }, 300, 8_000, false],
    [{ SHEETS_WINDOW_SECONDS: "60" }, 60, 8_000, false],
    [{ SHEETS_WINDOW_SECONDS: "0" }, 0, 8_000, false],
    [{ SHEETS_TIME_LIMIT_SECONDS: "2" }, 300, 2_000, false],
    [{ SHEETS_WINDOW_SECONDS: "5min" }, 300, 8_000, true],
    [{ SHEETS_WINDOW_SECONDS: "-1" }, 300, 8_000, true],
    [{ SHEETS_TIME_LIMIT_SECONDS: "1.5" }, 300, 8_000, true],
  ])("%o: a window of %i s, a limit of %i ms", (env, seconds, limit, warns) => {
    const warn = vi.fn();
    expect(relaySettings(env, warn)).toEqual({
      ...DEFAULT_RELAY_SETTINGS,
      windowSeconds: seconds,
      timeLimitMs: limit,
    });
    expect(warn).toHaveBeenCalledTimes(warns ? 1 : 0);
  });
});

describe("answerSheetRequest with ?antes=, the sheet as it stood when an hour began", () => {
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;
  /** 1 December 2026, 00:00 in Brasília. */
  const START = Date.UTC(2026, 11, 1, 3);

  /**
   * A host whose sheet changes at every read, read through the edge at each of `readTimes`
   * (minutes from START); then the answer for `?antes=` the hour `asked` (hours from START) at
   * `askedAt` (minutes from START).
   */
  async function copyAt(readTimes: number[], asked: number, askedAt: number) {
    let version = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(`Nome,Turma\nVersão ${++version},T98\n`)),
    );
    const store = memoryStore();
    let time = 0;
    const now = () => time;
    for (const minutes of readTimes) {
      time = START + minutes * MINUTE;
      await answerSheet(
        "doadores",
        SOURCE,
        store,
        { ...settings, windowSeconds: 0 },
        now,
      );
    }
    time = START + askedAt * MINUTE;
    const url = new URL(
      `https://site.example/planilhas/doadores.csv?antes=${new Date(START + asked * HOUR).toISOString()}`,
    );
    return answerSheetRequest("doadores", url, SOURCE, store, settings, now);
  }

  it.each([
    [
      "read 10 min before and 20 min after the start",
      [-10, 20],
      0,
      30,
      "Versão 1",
    ],
    [
      "read every 25 minutes for hours",
      [-100, -75, -50, -25, 0, 25, 50, 75],
      1,
      80,
      "Versão 7",
    ],
    [
      "read 3 hours before, then not until an hour after",
      [-180, 60],
      0,
      61,
      "Versão 1",
    ],
    ["read 30 min before and not since", [-30], 0, 5, "Versão 1"],
    ["read at the hour itself", [-5, 0, 5], 0, 10, "Versão 1"],
  ])(
    "%s: the copy read last before the hour",
    async (_, reads, asked, at, version) => {
      const answer = await copyAt(reads, asked, at);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain(`${version},`);
      expect(answer.headers.get("Sheet-Read-At")).not.toBeNull();
    },
  );

  it.each([
    [
      "the edge read the sheet first after the hour",
      [5, 30],
      0,
      40,
      "no-copy-before",
    ],
    ["the hour has not come", [-30], 1, 10, "not-yet"],
    [
      "the copy is older than the days the edge keeps",
      [-30, 10],
      -24 * 8 + 1,
      20,
      "no-copy-before",
    ],
  ])("%s: 404, saying why", async (_, reads, asked, at, code) => {
    const answer = await copyAt(reads, asked, at);
    expect(answer.status).toBe(404);
    expect(answer.headers.get("Sheet-Refused")).toBe(code);
    expect(await answer.text()).toMatch(/^Planilha de doadores: /);
  });

  it.each(["2026-12-01T03:30:00Z", "amanhã", ""])(
    "?antes=%s, not an hour's start: 404",
    async (asked) => {
      const answer = await answerSheetRequest(
        "doadores",
        new URL(`https://site.example/planilhas/doadores.csv?antes=${asked}`),
        SOURCE,
        memoryStore(),
        settings,
      );
      expect(answer.status).toBe(404);
      expect(answer.headers.get("Sheet-Refused")).toBe("not-an-hour");
    },
  );
});

import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import {
  latestCopy,
  publishedSnapshot,
  reportedRowsLines,
  type SheetCopy,
} from "./published-snapshot.server";
import { blockedReadLine } from "./sheet-host-access";
import { formatShortDate } from "~/lib/dates";
import { describeRowNotice, sheetTitle } from "~/sheets/sheet-notices";

const URLS: SheetCopy["urls"] = {
  doadores: "https://planilhas.example/doadores.csv",
  turmas: "https://planilhas.example/turmas.csv",
};
const DONORS = "nome,turma,tipo\nMarina Holanda,T17,Doador\n";
const CLASSES = 'turma,valor\nT17,"R$ 180.000,00"\n';
const KEPT: SheetCopy = {
  readOn: "2026-10-01",
  urls: URLS,
  texts: {
    doadores: "nome,turma,tipo\nOtávio Lins,T05,Doador\n",
    turmas: CLASSES,
  },
};

const SITE_ORIGIN = "https://www.endowment-ita.example";

type Answer = () => Response;
/** A sheet as Google publishes it, readable from any origin; or with these CORS headers. */
const csv =
  (
    body: BodyInit,
    cors: Record<string, string> = { "access-control-allow-origin": "*" },
  ) =>
  () =>
    new Response(body, { headers: { "content-type": "text/csv", ...cors } });
// As Node's fetch fails: a TypeError whose cause carries the system's error code.
const unreachable: Answer = () => {
  throw new TypeError("fetch failed", {
    cause: Object.assign(new Error("connect ECONNREFUSED"), {
      code: "ECONNREFUSED",
    }),
  });
};
const timedOut: Answer = () => {
  throw new DOMException(
    "The operation was aborted due to timeout",
    "TimeoutError",
  );
};

let dir: string;
let lastCopyFile: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "doadores-"));
  lastCopyFile = join(dir, "copia.json");
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await rm(dir, { recursive: true, force: true });
});

/** Answers each sheet's address as `answers` says. */
function serveSheets(answers: Record<keyof SheetCopy["urls"], Answer>) {
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string) =>
      Promise.resolve().then(() =>
        url === URLS.doadores ? answers.doadores() : answers.turmas(),
      ),
    ),
  );
}

describe("latestCopy", () => {
  test.each<[string, Answer]>([
    ["as text", csv(DONORS)],
    ["saved as .csv.gz", csv(gzipSync(DONORS))],
  ])(
    "publishes today's sheets, %s, and keeps them for a later build",
    async (_, donors) => {
      serveSheets({ doadores: donors, turmas: csv(CLASSES) });

      const { copy, line, isFallback } = await latestCopy(
        URLS,
        lastCopyFile,
        SITE_ORIGIN,
      );

      expect(copy.texts).toEqual({ doadores: DONORS, turmas: CLASSES });
      expect(isFallback).toBe(false);
      expect(line).toMatch(
        /^planilhas lidas e publicadas, dados de \d\d\/\d\d\/\d{4}\.$/,
      );
      expect(JSON.parse(await readFile(lastCopyFile, "utf8"))).toEqual(copy);
    },
  );

  test("hands back the rows today's sheets report, for the build to print", async () => {
    serveSheets({
      doadores: csv(DONORS),
      turmas: csv(`${CLASSES}T05,US$ 1000\n`),
    });

    const { notices } = await latestCopy(URLS, lastCopyFile, SITE_ORIGIN);

    expect(notices).toEqual([
      "Planilha de turmas, linha 3: valor “US$ 1000” em dólares, não em reais; linha ignorada (escreva o valor em reais).",
    ]);
  });

  test.each<[string, Answer, string]>([
    [
      "cannot be reached",
      unreachable,
      `não foi possível conectar a ${URLS.doadores} (ECONNREFUSED)`,
    ],
    [
      "does not answer in time",
      timedOut,
      `sem resposta de ${URLS.doadores} em 10 segundos`,
    ],
    [
      "answers an error status",
      () => new Response("", { status: 404 }),
      `${URLS.doadores} respondeu com o status 404`,
    ],
    [
      "answers a sign-in page",
      () =>
        new Response("<html></html>", {
          headers: { "content-type": "text/html; charset=utf-8" },
        }),
      "página HTML, não CSV",
    ],
    [
      "arrives as an .xlsx file",
      csv("PK\x03\x04[Content_Types].xml"),
      `${URLS.doadores}: a planilha chegou compactada (zip`,
    ],
    [
      "lacks the names column",
      csv("turma,tipo\nT17,Doador\n"),
      "Planilha de doadores: ",
    ],
  ])(
    "when the donors sheet %s, publishes the last copy kept and says why and of when",
    async (_, donors, reason) => {
      await writeFile(lastCopyFile, JSON.stringify(KEPT));
      serveSheets({ doadores: donors, turmas: csv(CLASSES) });

      const { copy, line, isFallback } = await latestCopy(
        URLS,
        lastCopyFile,
        SITE_ORIGIN,
      );

      expect(copy).toEqual(KEPT);
      expect(isFallback).toBe(true);
      expect(line).toContain(`planilhas não lidas (`);
      expect(line).toContain(reason);
      expect(line).toMatch(/publicada a última cópia lida, de 01\/10\/2026\.$/);
    },
  );

  test.each<[string, (() => Promise<void>) | undefined]>([
    ["no copy was kept", undefined],
    [
      "the copy kept is of other sheets",
      () =>
        writeFile(
          lastCopyFile,
          JSON.stringify({
            ...KEPT,
            urls: { ...URLS, doadores: "https://planilhas.example/antiga.csv" },
          }),
        ),
    ],
    ["the copy kept is damaged", () => writeFile(lastCopyFile, "{")],
  ])(
    "stops the build, naming what to check, when the sheets cannot be read and %s",
    async (_, keep) => {
      await keep?.();
      serveSheets({ doadores: unreachable, turmas: unreachable });

      await expect(latestCopy(URLS, lastCopyFile, SITE_ORIGIN)).rejects.toThrow(
        `Planilhas de doadores não lidas (não foi possível conectar a ${URLS.doadores} (ECONNREFUSED)) e nenhuma cópia anterior destas planilhas em ${lastCopyFile}: nada foi publicado. Confira os endereços VITE_DONORS_CSV_URL (${URLS.doadores}) e VITE_CLASSES_CSV_URL (${URLS.turmas})`,
      );
    },
  );

  test("asks for each sheet as the site's pages do, from the site's origin", async () => {
    serveSheets({ doadores: csv(DONORS), turmas: csv(CLASSES) });

    await latestCopy(URLS, lastCopyFile, SITE_ORIGIN);

    for (const url of [URLS.doadores, URLS.turmas]) {
      expect(fetch).toHaveBeenCalledWith(
        url,
        expect.objectContaining({ headers: { Origin: SITE_ORIGIN } }),
      );
    }
  });

  test.each<[string, Answer, Answer, string[]]>([
    [
      "the donors sheet's host sends no CORS header",
      csv(DONORS, {}),
      csv(CLASSES),
      [URLS.doadores],
    ],
    [
      "both hosts allow another origin only",
      csv(DONORS, { "access-control-allow-origin": "https://outro.example" }),
      csv(CLASSES, { "access-control-allow-origin": "https://outro.example" }),
      [URLS.doadores, URLS.turmas],
    ],
  ])(
    "publishes today's sheets and says what to change when %s",
    async (_, donors, classes, blocked) => {
      serveSheets({ doadores: donors, turmas: classes });

      const { copy, line, isFallback, isWarning } = await latestCopy(
        URLS,
        lastCopyFile,
        SITE_ORIGIN,
      );

      expect(copy.texts).toEqual({ doadores: DONORS, turmas: CLASSES });
      expect(isFallback).toBe(false);
      expect(isWarning).toBe(true);
      expect(line).toBe(
        blockedReadLine(formatShortDate(copy.readOn), blocked, SITE_ORIGIN),
      );
    },
  );

  test("says nothing more when the host answers the site's own origin", async () => {
    const own = { "access-control-allow-origin": SITE_ORIGIN };
    serveSheets({ doadores: csv(DONORS, own), turmas: csv(CLASSES, own) });

    const { line, isWarning } = await latestCopy(
      URLS,
      lastCopyFile,
      SITE_ORIGIN,
    );

    expect(isWarning).toBe(false);
    expect(line).toMatch(
      /^planilhas lidas e publicadas, dados de \d\d\/\d\d\/\d{4}\.$/,
    );
  });

  test("names the header typos of both sheets in one line", async () => {
    await writeFile(lastCopyFile, JSON.stringify(KEPT));
    serveSheets({
      doadores: csv("nmoe,turma,tipo\nMarina Holanda,T17,Doador\n"),
      turmas: csv('turam,valor\nT17,"R$ 180.000,00"\n'),
    });
    const { line } = await latestCopy(URLS, lastCopyFile, SITE_ORIGIN);
    expect(line).toMatch(
      /Planilha de doadores: falta a coluna .*“nmoe”.* Planilha de turmas: falta a coluna .*“turam”/,
    );
  });

  test("publishes the repository's samples, and says so, when no address is configured", async () => {
    serveSheets({ doadores: unreachable, turmas: unreachable });
    const samples = {
      doadores: "/data/doadores.csv",
      turmas: "/data/turmas.csv",
    };

    const { copy, line, isFallback } = await latestCopy(
      samples,
      lastCopyFile,
      SITE_ORIGIN,
    );

    expect(copy.texts.doadores).toBe(
      await readFile("public/data/doadores.csv", "utf8"),
    );
    expect(isFallback).toBe(true);
    expect(line).toMatch(
      /^publicadas as planilhas de exemplo de public\/data\//,
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("reportedRowsLines", () => {
  /** `count` rows of the classes sheet, reported as the page words them. */
  const noticesOf = (count: number) =>
    Array.from({ length: count }, (_, index) =>
      describeRowNotice("turmas", {
        rowNumber: index + 2,
        problem: "valor “abc” ilegível; linha ignorada.",
      }),
    );
  const where = "também no fim de /doadores:";

  test.each([
    { count: 0, countLine: undefined, printed: 0, moreLine: undefined },
    {
      count: 1,
      countLine: `1 linha ignorada ou lida com ressalva, listada ${where}`,
      printed: 1,
      moreLine: undefined,
    },
    {
      count: 20,
      countLine: `20 linhas ignoradas ou lidas com ressalvas, listadas ${where}`,
      printed: 20,
      moreLine: undefined,
    },
    {
      count: 21,
      countLine: `21 linhas ignoradas ou lidas com ressalvas, listadas ${where}`,
      printed: 20,
      moreLine: "e mais 1…",
    },
    {
      count: 20_000,
      countLine: `20.000 linhas ignoradas ou lidas com ressalvas, listadas ${where}`,
      printed: 20,
      moreLine: "e mais 19.980…",
    },
  ])(
    "of $count rows reported, says how many and prints $printed",
    ({ count, countLine, printed, moreLine }) => {
      const notices = noticesOf(count);

      expect(reportedRowsLines(notices)).toEqual(
        [countLine, ...notices.slice(0, printed), moreLine].filter(
          (line) => line !== undefined,
        ),
      );
    },
  );

  test("prints a sheet's reported row as the published list lists it", () => {
    const { sheets } = publishedSnapshot({
      ...KEPT,
      texts: {
        doadores: DONORS,
        turmas: 'turma,valor\nT17,"R$ 180.000,00"\nT05,"US$ 1,000.00"\n',
      },
    });

    const [, ...rows] = reportedRowsLines(sheets.notices);

    expect(rows).toEqual(sheets.notices);
    expect(rows).toEqual([
      expect.stringMatching(new RegExp(`^${sheetTitle("turmas")}, linha 3: `)),
    ]);
  });
});

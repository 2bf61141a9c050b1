// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from "vitest";
import { fetchSheets, SheetLoadError } from "./published-sheets";
import type { SheetFailure } from "./sheet-errors";

/** How the host answers each kind of request the page makes of it. */
type Host = {
  /** The page's own read (CORS, redirects followed). */
  read: "fails" | "csv";
  /** A request whose answer the page cannot see (mode no-cors). */
  opaque: "fails" | "answers";
  /** A request that stops at the first redirect. */
  firstAnswer: "fails" | "redirect" | "csv";
};

const failedFetch = () => Promise.reject(new TypeError("Failed to fetch"));

function serve(host: Host) {
  vi.stubGlobal(
    "fetch",
    vi.fn((_url: string, init: RequestInit = {}) => {
      if (init.mode === "no-cors") {
        return host.opaque === "fails"
          ? failedFetch()
          : Promise.resolve({ type: "opaque" });
      }
      if (init.redirect === "manual") {
        if (host.firstAnswer === "fails") return failedFetch();
        return Promise.resolve({
          type: host.firstAnswer === "redirect" ? "opaqueredirect" : "basic",
        });
      }
      return host.read === "fails"
        ? failedFetch()
        : // A host that labels its CSV as a web page.
          Promise.resolve(
            new Response("turma,valor\n", {
              headers: { "content-type": "text/html; charset=utf-8" },
            }),
          );
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("fetchSheets, when the browser cannot read a sheet", () => {
  test.each<[string, boolean, Host, SheetFailure, string]>([
    [
      "the visitor is offline",
      false,
      { read: "fails", opaque: "fails", firstAnswer: "fails" },
      "networkFailed",
      "não conseguiu se conectar",
    ],
    [
      "the host answers but refuses the site's read (no CORS header)",
      true,
      { read: "fails", opaque: "answers", firstAnswer: "fails" },
      "blocked",
      "não autoriza a leitura por este site",
    ],
    [
      "the address redirects without end",
      true,
      { read: "fails", opaque: "fails", firstAnswer: "redirect" },
      "redirectLoop",
      "redireciona sem parar",
    ],
    [
      "nothing answers though the browser is online",
      true,
      { read: "fails", opaque: "fails", firstAnswer: "fails" },
      "networkFailed",
      "não conseguiu se conectar",
    ],
  ])("tells that %s", async (_, isOnline, host, failure, detail) => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(isOnline);
    serve(host);
    const error: unknown = await fetchSheets(["turmas"]).catch(
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(SheetLoadError);
    expect(error).toMatchObject({
      failure,
      detail: expect.stringContaining(detail),
    });
  });

  test("reads a CSV body served as text/html: the body says what it is", async () => {
    serve({ read: "csv", opaque: "answers", firstAnswer: "csv" });
    const {
      bytes: { turmas },
      staleCopyReadAt,
    } = await fetchSheets(["turmas"]);
    expect(new TextDecoder().decode(turmas)).toBe("turma,valor\n");
    expect(staleCopyReadAt).toBeUndefined();
  });
});

describe("fetchSheets, when the site's edge answers with a copy", () => {
  const READ_AT = {
    doadores: "Sat, 28 Nov 2026 10:00:00 GMT",
    turmas: "Sat, 28 Nov 2026 09:30:00 GMT",
  };

  /** The edge's answers: each sheet's copy, stale or not, with the time it was read. */
  function edge(stale: ("doadores" | "turmas")[]) {
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string) => {
        const sheet = url.includes("doadores") ? "doadores" : "turmas";
        const headers = new Headers({ "Sheet-Read-At": READ_AT[sheet] });
        if (stale.includes(sheet)) headers.set("Sheet-Stale", "timeout");
        return Promise.resolve(new Response("a,b\n", { headers }));
      }),
    );
  }

  test.each([
    [[], undefined],
    [["doadores"], READ_AT.doadores],
    [["turmas"], READ_AT.turmas],
    [["doadores", "turmas"], READ_AT.turmas],
  ] as const)(
    "stale %j: the stale copies are as of %s, and the oldest copy is the classes sheet's",
    async (stale, readAt) => {
      edge([...stale]);
      const copies = await fetchSheets(["doadores", "turmas"]);
      expect(copies.staleCopyReadAt).toBe(readAt && Date.parse(readAt));
      expect(copies.readAt).toBe(Date.parse(READ_AT.turmas));
    },
  );
});

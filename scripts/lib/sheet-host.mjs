// A published sheets' host for the edge's tests and load benchmark (app/sheets/sheet-relay.ts): a
// server on a free loopback port that serves a donors and a classes sheet, counts the reads of
// each, and answers as the caller sets it: the sheets, an error status, a sign-in page, no answer
// in time, or no connection at all. /redirect/<sheet>.csv answers 307 to the sheet, as Google's
// published addresses do.
import { createServer } from "node:http";
import { once } from "node:events";

/** @typedef {"csv" | "error" | "page" | "slow" | "closed"} HostMode */

export async function startSheetHost() {
  /** @type {HostMode} */
  let mode = "csv";
  const bodies = {
    doadores: "Nome,Turma,Categoria\nAna Exemplo,T98,Doador\n",
    turmas: "turma,valor\nT98,1000\n",
  };
  const reads = { doadores: 0, turmas: 0 };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://host").pathname;
    const redirected = /^\/redirect(\/.+)$/.exec(path);
    if (redirected) {
      response.writeHead(307, { Location: redirected[1] });
      response.end();
      return;
    }
    const sheet = /^\/(doadores|turmas)\.csv$/.exec(path)?.[1];
    if (!sheet) {
      response.writeHead(404).end();
      return;
    }
    reads[sheet] += 1;
    if (mode === "closed") request.socket.destroy();
    else if (mode === "slow")
      setTimeout(() => response.destroy(), 30_000).unref();
    else if (mode === "error") response.writeHead(503).end("indisponível");
    else if (mode === "page")
      response
        .writeHead(200, { "Content-Type": "text/html" })
        .end("<!DOCTYPE html><title>Fazer login</title>");
    else
      response
        .writeHead(200, { "Content-Type": "text/csv" })
        .end(bodies[sheet]);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = /** @type {import("node:net").AddressInfo} */ (
    server.address()
  );
  const origin = `http://127.0.0.1:${port}`;
  return {
    /** The sheet's address; through a redirect when `redirected`. */
    url: (/** @type {"doadores" | "turmas"} */ sheet, redirected = false) =>
      `${origin}${redirected ? "/redirect" : ""}/${sheet}.csv`,
    reads,
    bodies,
    /** How the host answers from now on. */
    answer: (/** @type {HostMode} */ next) => {
      mode = next;
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}

// One read of a published sheet for nginx (njs, Debian package libnginx-mod-http-js), behind
// /planilhas/<sheet>.csv (sheets-relay.conf): the sheet's host read and its answer checked as
// app/sheets/sheet-relay.ts does, in the same words. It answers 200 with the sheet and when it was
// read, or the refusal: 502 with its text when the cache keeps no good copy of the sheet, else a
// status that tells the cache why, so that it answers with that copy instead (sheets-relay.conf).
// njs 0.7 has no URL class, no optional chaining and no destructuring, and miscompiles an `await`
// in a call's arguments.
/* global ngx, Buffer, setTimeout, clearTimeout */

const SHEETS = {
  doadores: {
    title: "Planilha de doadores",
    address: "donors_csv_url",
    buildVariable: "VITE_DONORS_CSV_URL",
  },
  turmas: {
    title: "Planilha de turmas",
    address: "classes_csv_url",
    buildVariable: "VITE_CLASSES_CSV_URL",
  },
};

// As sheet-relay.ts's DEFAULT_RELAY_SETTINGS.
const MAX_BYTES = 5000000;
const DEFAULT_TIME_LIMIT_SECONDS = 8;
// A published Google Sheet answers 307 to the googleusercontent.com address that serves the CSV.
const MAX_REDIRECTS = 5;

// The status that says each refusal to the cache that keeps the last good copy (sheets-relay.conf
// maps it back to the code for Sheet-Stale).
const REFUSAL_STATUS = {
  "not-csv": 403,
  "not-configured": 404,
  "too-large": 429,
  unreachable: 502,
  status: 503,
  timeout: 504,
};

const REPUBLISH_AS_CSV =
  "publique a planilha como CSV (Arquivo → Compartilhar → Publicar na Web → Valores separados por vírgula).";

async function read(r) {
  const sheet = SHEETS[r.variables.sheet];
  const source = r.variables[sheet.address] || "";
  const timeLimitSeconds = wholeSeconds(
    r.variables.sheets_time_limit_seconds,
    DEFAULT_TIME_LIMIT_SECONDS,
  );
  const reading = /^https?:\/\//i.test(source)
    ? await withinTimeLimit(readHost(source), timeLimitSeconds, source)
    : {
        code: "not-configured",
        detail: `o servidor do site não tem o endereço da planilha publicada (${sheet.buildVariable}). Escreva-o em sheets.conf, o mesmo da compilação.`,
      };
  if (reading.bytes) {
    r.headersOut["Content-Type"] = "text/csv";
    r.headersOut["Cache-Control"] = "no-cache";
    r.headersOut["Sheet-Read-At"] = new Date(reading.readAt).toUTCString();
    // Kept already expired: the next window reads the host again, and keeps this copy if it fails.
    r.headersOut["X-Accel-Expires"] = "@1";
    r.return(200, reading.bytes);
    return;
  }
  r.headersOut["Content-Type"] = "text/plain; charset=utf-8";
  r.headersOut["Cache-Control"] = "no-store";
  r.headersOut["Sheet-Refused"] = reading.code;
  const copyKept = r.headersIn["Sheet-Copy"] === "EXPIRED";
  r.return(
    copyKept ? REFUSAL_STATUS[reading.code] : 502,
    `${sheet.title}: ${reading.detail}`,
  );
}

/** A whole number of seconds from a setting of sheets.conf, else the default. */
function wholeSeconds(typed, fallback) {
  const value = Number(typed);
  return typed !== undefined && typed !== "" && Number.isInteger(value)
    ? Math.max(value, 0)
    : fallback;
}

async function withinTimeLimit(reading, seconds, source) {
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(
      () =>
        resolve(
          refusal("timeout", source, `não respondeu em ${seconds} segundos.`),
        ),
      seconds * 1000,
    );
  });
  const first = await Promise.race([reading, late]);
  clearTimeout(timer);
  return first;
}

/** The sheet at `source`, redirects followed: { bytes, readAt }, or a refusal: { code, detail }. */
async function readHost(source) {
  let address = source;
  try {
    for (let redirects = 0; ; redirects++) {
      const reply = await ngx.fetch(address, {
        // One byte more than the limit: a body with no length is cut there without an error.
        max_response_body_size: MAX_BYTES + 1,
        buffer_size: 32768,
      });
      const location = reply.headers.get("Location");
      if (isRedirect(reply.status) && location) {
        if (redirects === MAX_REDIRECTS) {
          return refusal(
            "unreachable",
            source,
            "não pôde ser lido (redirecionamentos demais).",
          );
        }
        address = resolveAddress(address, location);
        continue;
      }
      if (reply.status < 200 || reply.status > 299) {
        return refusal(
          "status",
          source,
          `respondeu com o status ${reply.status}.`,
        );
      }
      const body = await reply.arrayBuffer();
      const bytes = Buffer.from(body);
      if (bytes.length > MAX_BYTES) return tooLarge(source);
      const notSheet = whyNotSheet(bytes);
      if (notSheet) {
        return refusal("not-csv", source, `não mandou a planilha: ${notSheet}`);
      }
      return { bytes, readAt: Date.now() };
    }
  } catch (error) {
    // ngx.fetch's errors are only worded: "fetch response body is too large", "read timed out"…
    const message = String(error.message);
    if (/too large|very large/.test(message)) return tooLarge(source);
    if (/timed out/.test(message)) {
      return refusal("timeout", source, "não respondeu a tempo.");
    }
    return refusal(
      "unreachable",
      source,
      "não pôde ser lido (falha de rede ou de DNS).",
    );
  }
}

function refusal(code, source, detail) {
  return { code, detail: `${source} ${detail}` };
}

function tooLarge(source) {
  return refusal(
    "too-large",
    source,
    `mandou mais de ${MAX_BYTES / 1000000} MB: não parece uma planilha de doadores.`,
  );
}

function isRedirect(status) {
  return [301, 302, 303, 307, 308].indexOf(status) !== -1;
}

/** `location` (absolute, or relative to `address`) as an absolute address. */
function resolveAddress(address, location) {
  if (/^https?:\/\//i.test(location)) return location;
  const origin = address.match(/^(https?:)\/\/[^/?#]+/i);
  if (location.startsWith("//")) return origin[1] + location;
  if (location.startsWith("/")) return origin[0] + location;
  const path = address.slice(origin[0].length).replace(/[?#].*$/, "");
  return origin[0] + path.replace(/[^/]*$/, "") + location;
}

/**
 * Why the bytes are not a sheet (text-encoding.ts's words), or undefined: a zip file (an .xlsx
 * file), or a web page (a sign-in page, a sheet no longer published), whose first character
 * after any byte-order mark and whitespace is "<". UTF-16's zero bytes are skipped with them.
 */
function whyNotSheet(bytes) {
  if (
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    bytes[2] === 0x03 &&
    bytes[3] === 0x04
  ) {
    return `a planilha chegou compactada (zip, como um arquivo .xlsx), não como texto: ${REPUBLISH_AS_CSV}`;
  }
  let index = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) index = 3;
  else if (
    (bytes[0] === 0xff && bytes[1] === 0xfe) ||
    (bytes[0] === 0xfe && bytes[1] === 0xff)
  ) {
    index = 2;
  }
  while (
    index < bytes.length &&
    [0x00, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20].indexOf(bytes[index]) !== -1
  ) {
    index++;
  }
  if (bytes[index] === 0x3c) {
    return "o endereço devolveu uma página HTML, não CSV: a planilha não está publicada como CSV, ou o endereço está errado.";
  }
  return undefined;
}

export default { read };

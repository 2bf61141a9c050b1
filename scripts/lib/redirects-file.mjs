// Reads a `_redirects` file, the format Cloudflare Pages and Netlify share, and tells where a path
// is sent: the first rule in file order whose address is the path as the browser sent it
// (percent-encoded; the file may write it in UTF-8, which is encoded the same way), whatever the
// letter case a person typed it in ("/DOAR" is "/doar"); "*" matches any run of characters and
// ":name" one path segment, both carried into the target as ":splat" and ":name". The request's
// query goes along. A page's address typed with capitals ("/Doadores") is sent to its lower-case
// spelling. Only redirects within the site: a line Cloudflare would skip, a rewrite (200), an
// outside target or one with its own query is an error naming the line, so that every server of
// the site answers alike (Cloudflare Pages through functions/_middleware.js, as its own reading of
// the file keeps letter case).

/** The statuses Cloudflare Pages redirects with. */
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Cloudflare's status when a line names none. */
const DEFAULT_STATUS = 302;

/**
 * @typedef {{ from: string, to: string, status: number, line: number,
 *   match: (path: string) => Record<string, string> | undefined }} RedirectRule
 */

/** The rules of a `_redirects` file; a line it cannot read is an error naming the line. */
export function parseRedirectsFile(text) {
  /** @type {RedirectRule[]} */
  const rules = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === "" || trimmed.startsWith("#")) return;
    const fail = (why) => {
      throw new Error(`_redirects, line ${line}: ${why} ("${trimmed}")`);
    };
    const tokens = trimmed.replace(/\s+#.*$/, "").split(/\s+/);
    if (tokens.length < 2 || tokens.length > 3) {
      fail("expected an address, a target and a status");
    }
    const [source, target, statusText = String(DEFAULT_STATUS)] = tokens;
    const status = Number(statusText);
    if (!REDIRECT_STATUSES.has(status)) {
      fail("the status must be 301, 302, 303, 307 or 308");
    }
    if (!isSitePath(source) || !isSitePath(target)) {
      fail("addresses and targets are paths of the site, starting with /");
    }
    if (/[?#]/.test(target)) {
      fail("a target carries no query or fragment: the request's is kept");
    }
    const from = encodedPath(source);
    const placeholders = addressParts(from).flatMap(
      (part) => part.placeholder ?? [],
    );
    const unknown = [...target.matchAll(/:([A-Za-z]\w*)/g)].find(
      ([, name]) => !placeholders.includes(name),
    );
    if (unknown) fail(`${unknown[0]} is not a placeholder of the address`);
    if (rules.some((rule) => rule.from === from)) {
      fail(`${from} has a rule already`);
    }
    rules.push({ from, to: target, status, line, match: pathMatcher(from) });
  });
  return rules;
}

/** Where the first matching rule sends a request for `url`, its query kept, or undefined. */
export function redirectFor(rules, url) {
  for (const rule of rules) {
    const values = rule.match(url.pathname);
    if (!values) continue;
    const path = Object.entries(values)
      .reduce((to, [name, value]) => to.replaceAll(`:${name}`, value), rule.to)
      .replace(/\/{2,}/g, "/");
    return { status: rule.status, location: path + url.search };
  }
  return undefined;
}

/** The status of a page's address typed with capitals, sent to its lower-case spelling. */
export const LOWER_CASE_STATUS = 301;

/**
 * The lower-case spelling of a page's address typed with capitals ("/Doadores" → "/doadores"), or
 * undefined: for an address without capitals, and for a file's (a dot in it, or under /assets/,
 * whose names carry capitals of their own). Percent-encoded bytes ("%C3%A7") are no letters.
 */
export function lowerCaseAddress(path) {
  if (path.includes(".") || path.startsWith("/assets/")) return undefined;
  const lowered = path.replace(/%[0-9A-Fa-f]{2}|[A-Z]+/g, (part) =>
    part.startsWith("%") ? part : part.toLowerCase(),
  );
  return lowered === path ? undefined : lowered;
}

/**
 * Where every server sends a request for `url`: a rule of the file, whatever the letter case, or
 * else a page's address typed with capitals to its lower-case spelling; undefined for the rest.
 */
export function siteRedirectFor(rules, url) {
  const redirect = redirectFor(rules, url);
  if (redirect) return redirect;
  const lowered = lowerCaseAddress(url.pathname);
  return (
    lowered && { status: LOWER_CASE_STATUS, location: lowered + url.search }
  );
}

/** The parts of an address: literal text, "*" and ":name" placeholders, in order. */
export function addressParts(from) {
  return from
    .split(/(\*|:[A-Za-z]\w*)/)
    .filter((part) => part !== "")
    .map((part) => {
      if (part === "*") return { placeholder: "splat", any: true };
      if (part.startsWith(":")) return { placeholder: part.slice(1) };
      return { text: part };
    });
}

function isSitePath(path) {
  return path.startsWith("/") && !path.startsWith("//");
}

/** The path as a browser sends it: non-ASCII characters percent-encoded in UTF-8. */
function encodedPath(path) {
  return new URL(path, "http://localhost").pathname;
}

function pathMatcher(from) {
  const source = addressParts(from)
    .map((part) => {
      if (part.text !== undefined) {
        return part.text.replace(/[.+?^${}()|[\]\\/-]/g, "\\$&");
      }
      return `(?<${part.placeholder}>${part.any ? ".*" : "[^/]+"})`;
    })
    .join("");
  const regex = new RegExp(`^${source}$`, "i");
  return (path) => {
    const found = regex.exec(path);
    return found ? { ...found.groups } : undefined;
  };
}

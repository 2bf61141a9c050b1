// Reads a `_headers` file, the format Cloudflare Pages and Netlify share, and tells which headers
// a path gets: every rule whose pattern matches applies, in file order; a header two rules set is
// joined with ", " and a "! Name" line removes what earlier rules set, as Cloudflare does.
// Patterns: "*" matches any run of characters, ":name" one path segment.

/**
 * @typedef {{ pattern: string, matches: (path: string) => boolean,
 *   set: [string, string][], detach: string[] }} HeaderRule
 */

/** The rules of a `_headers` file; a line it cannot read is an error naming the line. */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#")) return;
    if (!/^\s/.test(line)) {
      rules.push({
        pattern: trimmed,
        matches: pathMatcher(trimmed),
        set: [],
        detach: [],
      });
      return;
    }
    const rule = rules.at(-1);
    const header = trimmed.match(/^([!]\s*)?([A-Za-z0-9-]+)\s*(?::\s*(.*))?$/);
    if (
      !rule ||
      !header ||
      (header[1] ? header[3] !== undefined : header[3] === undefined)
    ) {
      throw new Error(`_headers, line ${index + 1}: cannot read "${trimmed}"`);
    }
    if (header[1]) rule.detach.push(header[2].toLowerCase());
    else rule.set.push([header[2].toLowerCase(), header[3]]);
  });
  return rules;
}

/** The headers (lower-case names) the rules give a path. */
export function headersFor(rules, path) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const rule of rules.filter((candidate) => candidate.matches(path))) {
    for (const name of rule.detach) delete headers[name];
    for (const [name, value] of rule.set) {
      headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
    }
  }
  return headers;
}

function pathMatcher(pattern) {
  if (!pattern.startsWith("/")) {
    throw new Error(
      `_headers: only site paths are supported, not "${pattern}"`,
    );
  }
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => {
      if (part === "*") return ".*";
      if (part.startsWith(":")) return "[^/]+";
      return part.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("");
  const regex = new RegExp(`^${source}$`);
  return (path) => regex.test(path);
}

// The nginx form of the site's `_redirects` rules (scripts/lib/redirects-file.mjs), for
// deploy/redirects.conf: one server-level `if` a rule, in file order, matching the request as the
// browser sent it ($request_uri: percent-encoded, with its query) whatever its letter case, as the
// site's other servers match the path (redirects-file.mjs), and returning the rule's status to its
// target with the request's query.
import { addressParts } from "./redirects-file.mjs";

/** Placeholders become named captures; the prefix keeps them apart from nginx's own variables. */
const CAPTURE_PREFIX = "redirect_";

/** The text of deploy/redirects.conf for these rules. */
export function nginxRedirects(rules) {
  const lines = rules.map(({ from, to, status }) => {
    const pattern = addressParts(from)
      .map((part) => {
        if (part.text !== undefined) {
          return part.text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
        }
        const segment = part.any ? "[^?]*" : "[^/?]+";
        return `(?<${CAPTURE_PREFIX}${part.placeholder}>${segment})`;
      })
      .join("");
    const target = to.replace(
      /:([A-Za-z]\w*)/g,
      (_, name) => `\${${CAPTURE_PREFIX}${name}}`,
    );
    return `if ($request_uri ~* "^${pattern}(?:\\?|$)") { return ${status} "${target}$is_args$args"; }`;
  });
  return [
    "# Written from public/_redirects by `node scripts/write-nginx-redirects.mjs`: edit that file and",
    "# run the script, never this one. Included at server level by site.conf, so that these run",
    "# before any location, on the request as the browser sent it, as Cloudflare Pages does.",
    ...lines,
    "",
  ].join("\n");
}

/**
 * The text of deploy/cloudflare-redirects.mjs: the `_redirects` file as a module, which Cloudflare
 * Pages' middleware bundles (its Functions cannot read the file from the build).
 */
export function cloudflareRedirects(file) {
  return [
    "// Written from public/_redirects by `node scripts/write-nginx-redirects.mjs`: edit that file and",
    "// run the script, never this one. Read by functions/_middleware.ts.",
    `export const REDIRECTS_FILE = ${JSON.stringify(file)};`,
    "",
  ].join("\n");
}

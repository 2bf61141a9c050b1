import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { headersFor, parseHeadersFile } from "./headers-file.mjs";

const rules = parseHeadersFile(`
# comment
/*
  X-Frame-Options: DENY
  Cache-Control: no-cache
/assets/*
  ! Cache-Control
  Cache-Control: immutable
/noticias/:id
  X-Article: yes
  # an indented comment
/noticias/:id
  X-Article: again
`);

describe("headersFor", () => {
  test.each([
    ["/", { "x-frame-options": "DENY", "cache-control": "no-cache" }],
    [
      "/assets/a.js",
      { "x-frame-options": "DENY", "cache-control": "immutable" },
    ],
    [
      "/noticias/1",
      {
        "x-frame-options": "DENY",
        "cache-control": "no-cache",
        "x-article": "yes, again",
      },
    ],
    [
      "/noticias/1/x",
      { "x-frame-options": "DENY", "cache-control": "no-cache" },
    ],
  ])("%s", (path, expected) => {
    expect(headersFor(rules, path)).toEqual(expected);
  });
});

describe("parseHeadersFile", () => {
  test.each([
    ["  X-Frame-Options: DENY", /line 1/],
    ["/*\n  X-Frame-Options", /line 2: cannot read "X-Frame-Options"/],
    ["/*\n  ! X-Frame-Options: DENY", /line 2/],
    ["https://example.com/*\n  X-A: b", /only site paths/],
  ])("refuses %j", (text, message) => {
    expect(() => parseHeadersFile(text)).toThrow(message);
  });
});

test("nginx's security headers are the site's _headers for every path", () => {
  const site = headersFor(
    parseHeadersFile(readFileSync("public/_headers", "utf8")),
    "/x",
  );
  delete site["cache-control"];
  const config = readFileSync("deploy/security-headers.conf", "utf8");
  // Server-level defaults of the variables some headers take their value from.
  const variables = Object.fromEntries(
    [...config.matchAll(/^set \$(\w+) "([^"]*)";$/gm)].map(
      ([, name, value]) => [name, value],
    ),
  );
  const nginx = Object.fromEntries(
    [...config.matchAll(/^add_header (\S+) (?:"([^"]*)"|\$(\w+)) always;$/gm)]
      .map(([, name, value, variable]) => [
        name.toLowerCase(),
        value ?? variables[variable],
      ])
      .filter(([, value]) => value !== ""),
  );
  expect(nginx).toEqual(site);
});

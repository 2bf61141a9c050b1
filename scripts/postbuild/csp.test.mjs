import { describe, expect, test } from "vitest";
import {
  inlineHashes,
  pagePolicy,
  spreadsheetOrigins,
  withPolicy,
} from "./csp.mjs";
import { parsePage } from "./lib/pages.mjs";

const hashesOf = (html) => inlineHashes(parsePage(html));

describe("spreadsheetOrigins", () => {
  test.each([
    [{}, []],
    [
      {
        VITE_DONORS_CSV_URL: "/data/doadores.csv",
        VITE_CLASSES_CSV_URL: "/data/turmas.csv",
      },
      [],
    ],
    [
      {
        VITE_DONORS_CSV_URL:
          "https://docs.google.com/spreadsheets/d/e/x/pub?output=csv",
        VITE_CLASSES_CSV_URL:
          "https://docs.google.com/spreadsheets/d/e/y/pub?output=csv",
      },
      ["https://docs.google.com", "https://*.googleusercontent.com"],
    ],
    [
      { VITE_DONORS_CSV_URL: "https://dados.example.org/doadores.csv" },
      ["https://dados.example.org"],
    ],
  ])("%j → %j", (env, origins) => {
    expect(spreadsheetOrigins(env)).toEqual(origins);
  });
});

describe("inlineHashes", () => {
  // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
  const alertHash = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

  test.each([
    ["<script>alert(1)</script>", [alertHash]],
    ['<script type="module">alert(1)</script>', [alertHash]],
    ["<script>alert(1)</script><script>alert(1)</script>", [alertHash]],
    ['<script src="/assets/a.js"></script>', []],
    ['<script type="application/ld+json">{"a":1}</script>', []],
    ['<script type="speculationrules">alert(1)</script>', [alertHash]],
    [
      "<script>\r\nalert(1)</script>",
      [hashesOf("<script>\nalert(1)</script>").scripts[0]],
    ],
    ["<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>", []],
  ])("%s → %j", (html, scripts) => {
    expect(hashesOf(html).scripts).toEqual(scripts);
  });

  test("hashes a style attribute as the browser reads it, entities decoded", () => {
    const { styleAttributes } = hashesOf('<div style="color:red"></div>');
    expect(styleAttributes).toEqual(
      hashesOf('<p style="color&#x3A;red"></p>').styleAttributes,
    );
    expect(styleAttributes).toHaveLength(1);
  });

  test("refuses inline event handlers, which no hash can allow here", () => {
    expect(() => hashesOf('<button onclick="go()">x</button>')).toThrow(
      /event handler/,
    );
  });
});

describe("pagePolicy", () => {
  test.each([
    ["<p>text</p>", "script-src 'self'", "style-src 'self'"],
    [
      '<div style="color:red"></div>',
      "script-src 'self'",
      "style-src 'self' 'unsafe-hashes' 'sha256-",
    ],
  ])("%s", (html, scriptSrc, styleSrc) => {
    const policy = pagePolicy(parsePage(html), []);
    expect(policy).toContain(`${scriptSrc};`);
    expect(policy).toContain(styleSrc);
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).not.toContain("unsafe-eval");
  });

  test("lets the page fetch the spreadsheets' origins", () => {
    expect(pagePolicy(parsePage(""), ["https://docs.google.com"])).toContain(
      "connect-src 'self' https://docs.google.com;",
    );
  });
});

describe("withPolicy", () => {
  const page = (head) =>
    `<!DOCTYPE html><html lang="pt-BR"><head>${head}<title>Início</title><script>alert(1)</script></head><body><p>Olá</p></body></html>`;

  test("inserts the policy right after <meta charset> and leaves the rest byte for byte", () => {
    const html = page('<meta charSet="utf-8"/>');
    const result = withPolicy(html, [], "index.html");
    const [before, after] = result.split(
      /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/,
    );
    expect(before + after).toBe(html);
    expect(before).toMatch(/<meta charSet="utf-8"\/>$/);
    expect(result).toContain(
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    );
  });

  test.each([
    ["<title>Início</title>", /does not start with <meta charset>/],
    [
      '<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src *">',
      /already has a Content Security Policy/,
    ],
  ])("fails the build on a page whose head is %s", (head, message) => {
    expect(() => withPolicy(page(head), [], "index.html")).toThrow(message);
  });
});

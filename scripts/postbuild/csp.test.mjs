import { describe, expect, test } from "vitest";
import { inlineHashes, pagePolicy, spreadsheetOrigins } from "./csp.mjs";

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
  ])("%s → %j", (html, scripts) => {
    expect(inlineHashes(html).scripts).toEqual(scripts);
  });

  test("hashes a style attribute as the browser reads it, entities decoded", () => {
    const { styleAttributes } = inlineHashes('<div style="color:red"></div>');
    expect(styleAttributes).toEqual(
      inlineHashes('<p style="color&#x3A;red"></p>').styleAttributes,
    );
    expect(styleAttributes).toHaveLength(1);
  });

  test("refuses inline event handlers, which no hash can allow here", () => {
    expect(() => inlineHashes('<button onclick="go()">x</button>')).toThrow(
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
    const policy = pagePolicy(html, []);
    expect(policy).toContain(`${scriptSrc};`);
    expect(policy).toContain(styleSrc);
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).not.toContain("unsafe-eval");
  });

  test("lets the page fetch the spreadsheets' origins", () => {
    expect(pagePolicy("", ["https://docs.google.com"])).toContain(
      "connect-src 'self' https://docs.google.com;",
    );
  });
});

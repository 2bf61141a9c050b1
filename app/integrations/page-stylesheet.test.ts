import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { pageStylesheet } from "./page-stylesheet";

const hashOf = (css: string) =>
  `'sha256-${createHash("sha256").update(css).digest("base64")}'`;

const ISLAND_STYLE = "astro-island{display:contents}";

/** A built page as the layout writes it: its policy, its stylesheet, its body. */
function page(css: string, body: string, extraHead = "") {
  return `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="default-src 'self'; style-src 'self' ${hashOf(css)} ${hashOf(ISLAND_STYLE)};">${extraHead}<style>${css}</style></head><body>${body}<style>${ISLAND_STYLE}</style></body></html>`;
}

const styleOf = (html: string) =>
  /<head>.*?<style>(.*?)<\/style>/s.exec(html)![1]!;

describe("a page keeps the rules its elements and scripts can match", () => {
  test.each([
    [
      "a class on an element",
      ".mt-3{margin-top:.75rem}",
      '<p class="mt-3">x</p>',
      [],
      true,
    ],
    [
      "a class no element has",
      ".mt-9{margin-top:2.25rem}",
      '<p class="mt-3">x</p>',
      [],
      false,
    ],
    [
      "a class only a script writes",
      ".hidden{display:none}",
      "<p>x</p>",
      ['e.className="hidden"'],
      true,
    ],
    [
      "a class only another page's script writes",
      ".hidden{display:none}",
      "<p>x</p>",
      [],
      false,
    ],
    [
      "a variant, escaped in the selector",
      ".md\\:text-6xl{font-size:3.75rem}",
      '<h1 class="md:text-6xl">x</h1>',
      [],
      true,
    ],
    [
      "an arbitrary variant, its & written &amp; in markup",
      ".\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}",
      '<p class="[&amp;>svg]:size-4"><svg></svg></p>',
      [],
      true,
    ],
    [
      "a group variant",
      ".group:hover .group-hover\\:underline{text-decoration:underline}",
      '<a class="group"><span class="group-hover:underline">x</span></a>',
      [],
      true,
    ],
    [
      "a child selector inside :where()",
      ":where(.space-y-4>:not(:last-child)){margin-bottom:1rem}",
      '<ul class="space-y-4"><li>x</li></ul>',
      [],
      true,
    ],
    [
      "an in-[…] variant, nested in :where(:is(…)) by Tailwind",
      ":where(:is(form:has([name=channel][value=email]:checked))) .in-\\[form\\:has\\(\\[name\\=channel\\]\\[value\\=email\\]\\:checked\\)\\]\\:hidden{display:none}",
      '<form><input name="channel" value="email"><p class="in-[form:has([name=channel][value=email]:checked)]:hidden">x</p></form>',
      [],
      true,
    ],
    [
      "an in-[…] variant whose element is not on the page",
      ":where(:is(form:has([name=channel]:checked))) .in-x{display:none}",
      '<form><input name="channel"><p class="y">x</p></form>',
      [],
      false,
    ],
    [
      "a tag on the page",
      "details summary{cursor:pointer}",
      "<details><summary>x</summary></details>",
      [],
      true,
    ],
    [
      "a tag not on the page",
      "table{border-collapse:collapse}",
      "<p>x</p>",
      [],
      false,
    ],
    [
      "a class named as a tag on the page",
      ".table{display:table}",
      "<table><tr><td>x</td></tr></table>",
      [],
      false,
    ],
    [
      "a class an inline script writes",
      ".hidden{display:none}",
      '<script>e.className="hidden"</script>',
      [],
      true,
    ],
    [
      "a word of the page's structured data",
      ".hidden{display:none}",
      '<script type="application/ld+json">{"name":"hidden"}</script>',
      [],
      false,
    ],
    [
      "a data attribute a script sets through dataset",
      ".group\\/gift[data-stale] .x{visibility:hidden}",
      '<div class="group/gift"><p class="x">x</p></div>',
      ['e.dataset.stale=""'],
      true,
    ],
    [
      "a data attribute in camel case",
      "[data-campaign-live] .y{display:block}",
      '<div><p class="y">x</p></div>',
      ['"campaignLive"in e.dataset'],
      true,
    ],
    [
      "an attribute a script toggles",
      "[data-list]:not([data-open]){display:none}",
      "<ul data-list></ul>",
      ['l.toggleAttribute("data-open",o)'],
      true,
    ],
  ])("%s: kept %#", async (_, css, body, scripts, kept) => {
    const html = await pageStylesheet(page(css, body), scripts);
    expect(styleOf(html).includes("{")).toBe(kept);
  });
});

test("custom properties no kept rule reads are dropped, those it reads stay", async () => {
  const css =
    ":root{--color-brand:#0a2347;--color-gold:#f5b700}.text-brand{color:var(--color-brand)}.text-gold{color:var(--color-gold)}";
  const style = styleOf(
    await pageStylesheet(page(css, '<p class="text-brand">x</p>'), []),
  );
  expect(style).toContain("--color-brand:");
  expect(style).not.toContain("--color-gold");
});

test("the policy names the new stylesheet's hash instead of the old, and the rest is unchanged", async () => {
  const css = ".mt-3{margin-top:.75rem}.mt-9{margin-top:2.25rem}";
  const before = page(css, '<p class="mt-3">x</p>');
  const after = await pageStylesheet(before, []);
  const style = styleOf(after);
  expect(style).toBe(".mt-3{margin-top:.75rem}");
  expect(after).toContain(hashOf(style));
  expect(after).not.toContain(hashOf(css));
  expect(after).toContain(hashOf(ISLAND_STYLE));
  expect(after.replace(style, css).replace(hashOf(style), hashOf(css))).toBe(
    before,
  );
});

test.each([
  [
    "no stylesheet in the head",
    `<!DOCTYPE html><html><head><meta http-equiv="content-security-policy" content="style-src 'self'"></head><body></body></html>`,
    "expected one <style> in <head>, found 0",
  ],
  [
    "two stylesheets in the head",
    page(".a{}", "", "<style>.b{}</style>"),
    "expected one <style> in <head>, found 2",
  ],
  [
    "no policy",
    `<!DOCTYPE html><html><head><style>.a{color:red}</style></head><body></body></html>`,
    "expected one Content-Security-Policy <meta>, found 0",
  ],
  [
    "a policy without the stylesheet's hash",
    `<!DOCTYPE html><html><head><meta http-equiv="content-security-policy" content="style-src 'self'"><style>.a{color:red}</style></head><body></body></html>`,
    "the Content-Security-Policy does not name the stylesheet's hash",
  ],
])("a page with %s is refused, saying so", async (_, html, message) => {
  await expect(pageStylesheet(html, [])).rejects.toThrow(message);
});

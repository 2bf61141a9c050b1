import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { ENGLISH_PAGES } from "../../app/content/source/english-section";
import { indexedPaths } from "../../app/content/source/site-pages";
import { REDIRECTS_FILE } from "../../deploy/cloudflare-redirects.mjs";
import { cloudflareRedirects, nginxRedirects } from "./nginx-redirects.mjs";
import {
  lowerCaseAddress,
  parseRedirectsFile,
  redirectFor,
  siteRedirectFor,
} from "./redirects-file.mjs";

const siteRules = parseRedirectsFile(readFileSync("public/_redirects", "utf8"));

/** Every page the site can build, articles numbered as `articles` are, English pages included. */
const sitePages = (articles: { id: number }[]) => [
  ...indexedPaths(articles),
  ...ENGLISH_PAGES.map((page) => page.path),
];

/** Where a browser asking for `address` (typed as a person types it) is sent, and with what. */
function sentTo(rules: ReturnType<typeof parseRedirectsFile>, address: string) {
  return redirectFor(rules, new URL(address, "http://localhost"));
}

describe("the addresses people type", () => {
  test.each([
    ["/doar", "/doacao"],
    ["/doar/", "/doacao"],
    ["/doe", "/doacao"],
    ["/doe/", "/doacao"],
    ["/doacoes", "/doacao"],
    ["/doacoes/", "/doacao"],
    ["/doação", "/doacao"],
    ["/doação/", "/doacao"],
    ["/doa%C3%A7%C3%A3o", "/doacao"],
    ["/doação".normalize("NFD"), "/doacao"],
    [`${"/doação".normalize("NFD")}/`, "/doacao"],
    ["/doador", "/doadores"],
    ["/doador/", "/doadores"],
    ["/noticia", "/noticias"],
    ["/noticia/", "/noticias"],
    ["/noticia/12", "/noticias/12"],
    ["/noticia/12/", "/noticias/12"],
    ["/noticia/999", "/noticias/999"],
    ["/doar?origem=cartaz", "/doacao?origem=cartaz"],
    ["/doar/?origem=cartaz&turma=T98", "/doacao?origem=cartaz&turma=T98"],
    ["/noticia/3?utm_source=x", "/noticias/3?utm_source=x"],
    ["/doação?valor=500", "/doacao?valor=500"],
    ["/en/donate", "/en/give"],
    ["/en/donate/", "/en/give"],
    ["/en/doacao", "/en/give"],
    ["/en/doacao/", "/en/give"],
    ["/en/doadores", "/en/donors"],
    ["/en/doadores/", "/en/donors"],
    // Whatever the letter case a person types it in, on every server.
    ["/Doar", "/doacao"],
    ["/DOAR", "/doacao"],
    ["/Doa%C3%A7%C3%A3o", "/doacao"],
    ["/Noticia/3?utm_source=x", "/noticias/3?utm_source=x"],
    ["/EN/Doadores", "/en/donors"],
  ])("%s goes to %s, permanently", (address, location) => {
    expect(sentTo(siteRules, address)).toEqual({ status: 308, location });
  });

  test.each([
    // The pages themselves.
    "/doacao",
    "/doadores",
    "/noticias",
    "/noticias/1",
    "/",
    // Longer or other addresses.
    "/doar/agora",
    "/doarx",
    "/noticia/1/foto",
    "/doacoes.html",
    "/en/doar",
    "/en/donors",
  ])("%s is not redirected", (address) => {
    expect(sentTo(siteRules, address)).toBeUndefined();
  });

  test("every target is a page of the site, an article's for a number", () => {
    const article = { id: 7 };
    for (const rule of siteRules) {
      const target = rule.to.replaceAll(":id", String(article.id));
      expect(sitePages([article]), `line ${rule.line}`).toContain(target);
    }
  });

  test("no typed address is a page, so the sitemap never lists one", () => {
    const pages = sitePages([{ id: 1 }]);
    for (const rule of siteRules) {
      expect(pages, `line ${rule.line}`).not.toContain(
        decodeURIComponent(rule.from).normalize("NFC"),
      );
    }
  });

  test("nginx's redirects.conf is written from _redirects", () => {
    expect(
      readFileSync("deploy/redirects.conf", "utf8"),
      "run node scripts/write-nginx-redirects.mjs after editing public/_redirects",
    ).toBe(nginxRedirects(siteRules));
  });

  test("Cloudflare Pages' middleware reads _redirects as it is", () => {
    const file = readFileSync("public/_redirects", "utf8");
    expect(
      REDIRECTS_FILE,
      "run node scripts/write-nginx-redirects.mjs after editing public/_redirects",
    ).toBe(file);
    expect(readFileSync("deploy/cloudflare-redirects.mjs", "utf8")).toBe(
      cloudflareRedirects(file),
    );
  });
});

describe("lowerCaseAddress", () => {
  test.each([
    ["/Doadores", "/doadores"],
    ["/DOACAO", "/doacao"],
    ["/EN/Give", "/en/give"],
    ["/Noticias/3", "/noticias/3"],
    ["/Doadores/", "/doadores/"],
    // Percent-encoded bytes are no letters: only the letters around them are lowered.
    ["/Doa%C3%A7%C3%A3o", "/doa%C3%A7%C3%A3o"],
  ])("%s is %s", (path, lowered) => {
    expect(lowerCaseAddress(path)).toBe(lowered);
  });

  test.each([
    "/doadores",
    "/doa%C3%A7%C3%A3o",
    // A file's address keeps its case.
    "/documents/Estatuto.pdf",
    "/images/Foto.webp",
    "/assets/Site-B9xZ.css",
    "/assets/ABC",
  ])("%s is left as it is", (path) => {
    expect(lowerCaseAddress(path)).toBeUndefined();
  });
});

describe("siteRedirectFor", () => {
  const rules = parseRedirectsFile("/doar /doacao 308");
  const sent = (address: string) =>
    siteRedirectFor(rules, new URL(address, "http://localhost"));

  test.each([
    // A rule of the file, whatever the case, to its target at once.
    ["/DOAR?origem=cartaz", { status: 308, location: "/doacao?origem=cartaz" }],
    // A page's address typed with capitals, to its lower-case spelling, permanently.
    ["/Doadores?turma=T98", { status: 301, location: "/doadores?turma=T98" }],
    ["/doadores", undefined],
    ["/assets/App-X1.js", undefined],
  ])("%s", (address, expected) => {
    expect(sent(address)).toEqual(expected);
  });
});

describe("redirectFor", () => {
  const rules = parseRedirectsFile(`
# comment
/a /b 301
/x/* /y/:splat 307  # a comment after a rule
`);

  test.each([
    ["/a", { status: 301, location: "/b" }],
    ["/a?q=1", { status: 301, location: "/b?q=1" }],
    ["/x/1/2", { status: 307, location: "/y/1/2" }],
    ["/x/", { status: 307, location: "/y/" }],
    ["/a/", undefined],
    ["/b", undefined],
    ["/A", { status: 301, location: "/b" }],
    ["/X/1/Two", { status: 307, location: "/y/1/Two" }],
  ])("%s", (address, expected) => {
    expect(sentTo(rules, address)).toEqual(expected);
  });

  test("the first matching line wins", () => {
    const ordered = parseRedirectsFile(
      "/n/:id /first/:id 301\n/n/* /second 301",
    );
    expect(sentTo(ordered, "/n/5")?.location).toBe("/first/5");
    expect(sentTo(ordered, "/n/5/6")?.location).toBe("/second");
  });

  test("a line without a status redirects with 302, as Cloudflare does", () => {
    expect(sentTo(parseRedirectsFile("/a /b"), "/a")?.status).toBe(302);
  });
});

describe("parseRedirectsFile", () => {
  test.each([
    ["/a", /line 1: expected an address, a target and a status/],
    ["/a /b 301 x", /line 1: expected/],
    ["# x\n/a /b 200", /line 2: the status must be/],
    ["/a /b 404", /the status must be/],
    ["/a https://example.com/b 301", /paths of the site/],
    ["a /b 301", /paths of the site/],
    ["//a /b 301", /paths of the site/],
    ["/a /b?x=1 301", /no query or fragment/],
    ["/a /b#x 301", /no query or fragment/],
    ["/a/:id /b/:slug 301", /:slug is not a placeholder/],
    [
      "/doação /b 301\n/doa%C3%A7%C3%A3o /c 301",
      /line 2: \/doa%C3%A7%C3%A3o has a rule/,
    ],
  ])("refuses %j", (text, message) => {
    expect(() => parseRedirectsFile(text)).toThrow(message);
  });
});

describe("nginxRedirects", () => {
  test("matches the request as sent, whatever its letter case, and keeps its query", () => {
    const config = nginxRedirects(
      parseRedirectsFile("/d.x /b 308\n/n/:id /m/:id 301\n/s/* /t/:splat 302"),
    );
    expect(config.split("\n").filter((line) => line.startsWith("if"))).toEqual([
      'if ($request_uri ~* "^/d\\.x(?:\\?|$)") { return 308 "/b$is_args$args"; }',
      'if ($request_uri ~* "^/n/(?<redirect_id>[^/?]+)(?:\\?|$)") { return 301 "/m/${redirect_id}$is_args$args"; }',
      'if ($request_uri ~* "^/s/(?<redirect_splat>[^?]*)(?:\\?|$)") { return 302 "/t/${redirect_splat}$is_args$args"; }',
    ]);
  });
});
